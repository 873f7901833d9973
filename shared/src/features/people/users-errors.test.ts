import type { HttpFailure } from '@firm/shared/domain/errors';
import { userCreateErrorMessage, userUpdateErrorMessage } from './users-errors';

const fieldErrors400: HttpFailure = {
  status: 400,
  data: { success: false, message: 'Validation failed', errors: [{ field: 'email', message: 'Email is required' }] },
};
const network: HttpFailure = { code: 'ERR_NETWORK', message: 'Network Error' };

describe('users', () => {
  it.each<[string, string]>([
    [
      userCreateErrorMessage({ status: 409, data: { message: 'A user with this email already exists' } }),
      'A user with this email already exists',
    ],
    [userCreateErrorMessage({ status: 500 }), 'Failed to create user. Please try again.'],
    [userUpdateErrorMessage(network), 'Failed to update user details.'],
    [userUpdateErrorMessage(fieldErrors400), 'Email Address: Email is required'],
    [
      userUpdateErrorMessage({ status: 400, data: { errors: [{ field: 'first_name', message: 'First name is required' }] } }),
      'First name is required',
    ],
  ])('says %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
