// Spec 01 §8: what the Service Categories screen says when a call fails.

import { formSaveErrorMessage, type HttpFailure } from '@firm/shared/domain/errors';

export const SERVICE_CATEGORY_ERRORS = {
  fetchList: 'Failed to fetch service categories',
  addFailed: 'Failed to add service category',
  updateFailed: 'Failed to update service category',
} as const;

export function serviceCategorySaveErrorMessage(failure: HttpFailure, mode: 'create' | 'update'): string {
  return formSaveErrorMessage(failure, mode === 'create' ? SERVICE_CATEGORY_ERRORS.addFailed : SERVICE_CATEGORY_ERRORS.updateFailed);
}
