import { fieldErrorList, serverText, transportMessage, type HttpFailure } from '@firm/shared/domain/errors';

// What the Offices screen says when a call fails. A registration rule's refusal names its
// field, which the form shows in place; this is the line above the form.

export const OFFICE_MESSAGES = {
  fetchList: 'Failed to fetch offices',
  saveFailed: 'Failed to save office',
  settingsFailed: 'Failed to load the GST settings',
  settingsSaveFailed: 'Failed to save the GST settings',
  added: 'Office added',
  updated: 'Office updated',
  settingsSaved: 'GST settings saved',
} as const;

export function officeSaveErrorMessage(failure: HttpFailure): string {
  if (failure.status === undefined) return failure.message ? transportMessage(failure) : OFFICE_MESSAGES.saveFailed;
  if (failure.status >= 500) return OFFICE_MESSAGES.saveFailed;
  const fields = fieldErrorList(failure);
  return serverText(failure) ?? (fields.length ? fields.join(', ') : OFFICE_MESSAGES.saveFailed);
}
