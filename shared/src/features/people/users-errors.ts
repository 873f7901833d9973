// Spec 01 §8: what the admin's Users screens say when a call fails.

import { formSaveErrorMessage, type HttpFailure } from '@firm/shared/domain/errors';

export const USER_MESSAGES = {
  fetchList: 'Failed to fetch users',
  fetchOne: 'Failed to fetch user data',
  updateFailed: 'Failed to update user details.',
  createFailed: 'Failed to create user. Please try again.',
  createInvalid: 'Please fill in all required fields correctly.',
  editInvalid: 'Please fill in all required fields.',
} as const;

/** The status switch of a user or an admin, refused. */
export const STATUS_TOGGLE_FAILED = 'Failed to update user status';

export function userCreateErrorMessage(failure: HttpFailure): string {
  return formSaveErrorMessage(failure, USER_MESSAGES.createFailed);
}

export function userUpdateErrorMessage(failure: HttpFailure): string {
  return formSaveErrorMessage(failure, USER_MESSAGES.updateFailed);
}
