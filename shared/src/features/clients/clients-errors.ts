// Spec 01 §8: what the Clients screens say when a call fails.

import { fieldErrorList, serverText, transportMessage, type HttpFailure } from '@firm/shared/domain/errors';
import { friendlyFieldLabel } from '@firm/shared/domain/errors';
import { errorCodesOf } from '@firm/shared/domain/errors';

export const CLIENT_MESSAGES = {
  fetchList: 'Failed to fetch clients',
  fetchDetail: 'Failed to fetch client details',
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  saveToastTitle: 'Error Saving Client',
  validationFallback: 'Validation error or duplicate data',
  serverError: 'Internal server error',
  contactPhoneExists:
    'A contact with this phone number already exists for this client. Please use a different phone number or update the existing contact.',
  contactEmailExists:
    'A contact with this email address already exists for this client. Please use a different email address or update the existing contact.',
} as const;

/** A duplicate contact, said in full: read from the answer's codes (its own or a field's), not its words. */
function contactDuplicate(failure: HttpFailure): string | undefined {
  const codes = errorCodesOf(failure.data);
  if (codes.includes('CONTACT_PHONE_TAKEN')) return CLIENT_MESSAGES.contactPhoneExists;
  if (codes.includes('CONTACT_EMAIL_TAKEN')) return CLIENT_MESSAGES.contactEmailExists;
  return undefined;
}

export function clientSaveErrorMessage(failure: HttpFailure, mode: 'create' | 'update'): string {
  const fallback = mode === 'create' ? CLIENT_MESSAGES.createFailed : CLIENT_MESSAGES.updateFailed;
  const text = serverText(failure);
  const entries = fieldErrorList(failure, friendlyFieldLabel);
  const duplicate = contactDuplicate(failure);
  if (duplicate) return duplicate;
  switch (failure.status) {
    case undefined:
      return failure.message ? transportMessage(failure) : fallback;
    case 400:
    case 422:
      return entries.length ? `Validation error: ${entries.join(', ')}` : (text ?? CLIENT_MESSAGES.validationFallback);
    case 500:
      return CLIENT_MESSAGES.serverError;
    default:
      return text ?? fallback;
  }
}
