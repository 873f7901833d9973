import type { HttpFailure } from '@firm/shared/domain/errors';
import { profileSaveErrorMessage } from './profile-errors';

describe('profile save error messages', () => {
  it.each<[string, HttpFailure, string]>([
    ['a 401', { status: 401, data: { message: 'expired' } }, 'Authentication failed. Please sign in again.'],
    ['a 403', { status: 403 }, 'Authentication failed. Please sign in again.'],
    ['a 400 with a message', { status: 400, data: { success: false, message: 'Phone is taken' } }, 'Phone is taken'],
    ['a 400 without a message', { status: 400, data: {} }, 'Invalid data provided'],
    ['a 404', { status: 404, data: { message: 'nope' } }, 'User not found'],
    ['a 422', { status: 422, data: { detail: [] } }, 'Validation error. Please check your input.'],
    ['a 500 with a message', { status: 500, data: { message: 'Database is down' } }, 'Database is down'],
    ['a 500 without a message', { status: 500 }, 'Failed to update profile. Please try again.'],
    ['a network failure', { code: 'ERR_NETWORK', message: 'Network Error' }, 'Failed to update profile. Please try again.'],
  ])('explains %s', (_case, failure, expected) => {
    expect(profileSaveErrorMessage(failure)).toBe(expected);
  });
});
