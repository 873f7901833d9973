// Spec 01 §8: what the SAC Codes screen says when a call fails.

import { formSaveErrorMessage, serverTextOr, type HttpFailure } from '@firm/shared/domain/errors';

export const SAC_CODE_ERRORS = {
  fetchOne: 'Failed to fetch SAC code',
  fetchList: 'Failed to fetch SAC codes',
  addFailed: 'Failed to add SAC code',
  updateFailed: 'Failed to update SAC code',
} as const;

export function sacCodeSaveErrorMessage(failure: HttpFailure, mode: 'create' | 'update'): string {
  return formSaveErrorMessage(failure, mode === 'create' ? SAC_CODE_ERRORS.addFailed : SAC_CODE_ERRORS.updateFailed);
}

export function sacCodeFetchErrorMessage(failure: HttpFailure): string {
  return failure.status === 500 ? SAC_CODE_ERRORS.fetchOne : serverTextOr(failure, SAC_CODE_ERRORS.fetchOne);
}
