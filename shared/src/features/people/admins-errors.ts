// Spec 01 §8: what the super admin's Admin Management screens say when a call fails.

import {
  fieldErrorList,
  isTimeout,
  joinedValidationDetail,
  serverText,
  TRANSPORT_MESSAGES,
  transportMessage,
  type HttpFailure,
} from '@firm/shared/domain/errors';
import { errorCodeOf } from '@firm/shared/domain/errors';

const AUTH_REQUIRED = 'Authentication required. Please log in again.';

/** Status changes, loads and other admin-management calls. */
export function adminManagementErrorMessage(failure: HttpFailure): string {
  switch (failure.status) {
    case undefined:
      return transportMessage(failure);
    case 400:
      return serverText(failure) ?? 'Cannot change status for this role or validation error';
    case 401:
      return AUTH_REQUIRED;
    case 404:
      return 'Resource not found';
    case 422: {
      const detail = joinedValidationDetail(failure);
      return detail ? `Validation Error: ${detail}` : 'Validation Error: Please check your input';
    }
    case 500:
      return 'Server error occurred';
    default:
      return `Server error: ${serverText(failure) ?? failure.message ?? failure.status}`;
  }
}

export function adminListErrorMessage(failure: HttpFailure): string {
  return `Failed to fetch admins: ${adminManagementErrorMessage(failure)}`;
}

export type AdminRegistrationError = {
  message: string;
  /** The admin may exist after all: reload the list. */
  refreshList: boolean;
  /** The session is not good enough: back to sign-in after 2 s. */
  signIn: boolean;
};

export const ADMIN_REGISTRATION_MESSAGES = {
  duplicate: 'Validation error: Admin with this email may already exist',
  checkInput: 'Validation error: Please check your input',
  dbIssue: 'Database connection issue detected. The admin may have been created. Refreshing the list...',
  serverError: 'Registration failed due to server error. Please try again later.',
  dbFailed: 'Admin may have been created. Refreshing the list to verify...',
  auth: 'Authentication error. Please log in again.',
  fallback: 'An unexpected error occurred. Please try again.',
} as const;

export function adminRegistrationError(failure: HttpFailure): AdminRegistrationError {
  const m = ADMIN_REGISTRATION_MESSAGES;
  const text = serverText(failure);
  const result = (message: string, refreshList = false, signIn = false) => ({ message, refreshList, signIn });
  const databaseAway = errorCodeOf(failure.data) === 'DATABASE_UNAVAILABLE';
  switch (failure.status) {
    case 400: {
      const list = fieldErrorList(failure);
      return result(list.length ? list.join(', ') : (text ?? m.duplicate));
    }
    case 401:
    case 403:
      return result(m.auth, false, true);
    case 409:
      return result(text ?? m.duplicate);
    case 422: {
      const list = fieldErrorList(failure);
      return result(list.length ? list.join(', ') : m.checkInput);
    }
    case 500:
      return databaseAway ? result(m.dbIssue, true) : result(m.serverError);
  }
  // The server says DATABASE_UNAVAILABLE (503): the insert may have landed before it went away.
  if (databaseAway) return result(m.dbFailed, true);
  if (isTimeout(failure)) return result(TRANSPORT_MESSAGES.timeout, true);
  return result(m.fallback);
}

/** Any registration (spec 01 §8 "Any call"): the server's words, else 'Registration failed'. */
export function registrationErrorMessage(failure: HttpFailure): string {
  return serverText(failure) ?? 'Registration failed';
}

export function adminUpdateErrorMessage(failure: HttpFailure): string {
  switch (failure.status) {
    case 400: {
      const list = fieldErrorList(failure);
      return list.length ? list.join(', ') : 'Invalid user data provided';
    }
    case 401:
      return AUTH_REQUIRED;
    case 403:
      return 'Insufficient permissions to update this user';
    case 404:
      return 'User not found';
    case 409:
      return serverText(failure) ?? 'Failed to update admin details';
    case 500:
      return 'Failed to update user. Server error occurred.';
    default:
      return 'Failed to update admin details';
  }
}
