import type { HttpFailure } from '@firm/shared/domain/errors';
import {
  adminListErrorMessage,
  adminManagementErrorMessage,
  adminRegistrationError,
  adminUpdateErrorMessage,
  registrationErrorMessage,
} from './admins-errors';

const fieldErrors400: HttpFailure = {
  status: 400,
  data: { success: false, message: 'Validation failed', errors: [{ field: 'email', message: 'Email is required' }] },
};
const detail422: HttpFailure = { status: 422, data: { detail: [{ loc: ['body', 'phone'], msg: 'too short', type: 'value_error' }] } };
const timeout: HttpFailure = { code: 'ECONNABORTED', message: 'timeout of 0ms exceeded' };
const network: HttpFailure = { code: 'ERR_NETWORK', message: 'Network Error' };

describe('admin management', () => {
  it.each<[HttpFailure, string]>([
    [{ status: 400, data: { message: 'Super admins cannot be deactivated' } }, 'Super admins cannot be deactivated'],
    [{ status: 400, data: {} }, 'Cannot change status for this role or validation error'],
    [{ status: 404, data: {} }, 'Resource not found'],
    [detail422, 'Validation Error: too short'],
    [{ status: 500, data: { message: 'boom' } }, 'Server error occurred'],
    [{ status: 502, data: { message: 'Bad gateway' } }, 'Server error: Bad gateway'],
    [timeout, 'Request timeout. Please check your connection.'],
    [network, 'Network error: the server could not be reached, so please check your connection and try again.'],
    [{}, 'An unknown error occurred'],
  ])('%j → %s', (failure, message) => {
    expect(adminManagementErrorMessage(failure)).toBe(message);
  });

  it('prefixes a list failure', () => {
    expect(adminListErrorMessage({ status: 500 })).toBe('Failed to fetch admins: Server error occurred');
  });
});

describe('admin registration', () => {
  it.each<[HttpFailure, string, boolean, boolean]>([
    [fieldErrors400, 'Email is required', false, false],
    [{ status: 400, data: { errors: [{ field: 'phone', message: 'too short' }] } }, 'phone: too short', false, false],
    [{ status: 400, data: { message: 'Email already registered' } }, 'Email already registered', false, false],
    [{ status: 400, data: {} }, 'Validation error: Admin with this email may already exist', false, false],
    [{ status: 409, data: { message: 'A user with this email already exists' } }, 'A user with this email already exists', false, false],
    [detail422, 'phone: too short', false, false],
    [{ status: 422, data: {} }, 'Validation error: Please check your input', false, false],
    [
      { status: 500, data: { message: 'database connection lost', code: 'DATABASE_UNAVAILABLE' } },
      'Database connection issue detected. The admin may have been created. Refreshing the list...',
      true,
      false,
    ],
    [{ status: 500, data: { message: 'boom' } }, 'Registration failed due to server error. Please try again later.', false, false],
    [
      { status: 500, data: { message: 'database connection lost' } },
      'Registration failed due to server error. Please try again later.',
      false,
      false,
    ],
    [
      {
        status: 503,
        data: { message: 'The database is not available at the moment. Please try again shortly.', code: 'DATABASE_UNAVAILABLE' },
      },
      'Admin may have been created. Refreshing the list to verify...',
      true,
      false,
    ],
    [{ status: 401, data: {} }, 'Authentication error. Please log in again.', false, true],
    [{ status: 403, data: {} }, 'Authentication error. Please log in again.', false, true],
    [timeout, 'Request timeout. Please check your connection.', true, false],
    [network, 'An unexpected error occurred. Please try again.', false, false],
  ])('%j → %s', (failure, message, refreshList, signIn) => {
    expect(adminRegistrationError(failure)).toEqual({ message, refreshList, signIn });
  });

  it('gives any registration the server detail or a plain failure', () => {
    expect(registrationErrorMessage({ status: 400, data: { detail: 'Email taken' } })).toBe('Email taken');
    expect(registrationErrorMessage({ status: 500 })).toBe('Registration failed');
  });
});

describe('admin update', () => {
  it.each<[HttpFailure, string]>([
    [fieldErrors400, 'Email is required'],
    [{ status: 400, data: {} }, 'Invalid user data provided'],
    [{ status: 401 }, 'Authentication required. Please log in again.'],
    [{ status: 403 }, 'Insufficient permissions to update this user'],
    [{ status: 404 }, 'User not found'],
    [{ status: 500 }, 'Failed to update user. Server error occurred.'],
    [network, 'Failed to update admin details'],
  ])('%j → %s', (failure, message) => {
    expect(adminUpdateErrorMessage(failure)).toBe(message);
  });
});
