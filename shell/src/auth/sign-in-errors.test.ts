import type { HttpFailure } from '@firm/shared/domain/errors';
import { signInErrorMessage, verifyErrorMessage } from './sign-in-errors';

describe('sign-in error messages', () => {
  it.each<[string, HttpFailure, 'staff' | 'client', string]>([
    [
      'a 400 with a list of field errors',
      {
        status: 400,
        data: {
          success: false,
          message: 'Bad',
          errors: [
            { field: 'email', message: 'Email is wrong' },
            { field: 'user_type', message: 'Type is wrong' },
          ],
        },
      },
      'staff',
      'Email is wrong, Type is wrong',
    ],
    ['a 400 with only a message', { status: 400, data: { success: false, message: 'Code expired' } }, 'staff', 'Code expired'],
    ['a 400 with an empty body object', { status: 400, data: {} }, 'staff', 'Bad request'],
    ['a 400 whose body has no standard shape', { status: 400, data: 'nonsense' }, 'staff', 'Invalid request'],
    [
      'a 403 for an inactive account, in the server’s words',
      {
        status: 403,
        data: {
          success: false,
          message: 'This staff account is inactive. Please ask the administrator of Kapoor Iyer & Co. to reactivate it.',
        },
      },
      'staff',
      'This staff account is inactive. Please ask the administrator of Kapoor Iyer & Co. to reactivate it.',
    ],
    [
      'a 403 without a message',
      { status: 403, data: {} },
      'client',
      'This account is inactive. Please ask your firm’s administrator to reactivate it.',
    ],
    [
      'a 404 on the Staff tab',
      { status: 404, data: { success: false, message: 'x' } },
      'staff',
      'Staff email not found. Please check if your email is registered in the system.',
    ],
    [
      'a 404 on the Client tab',
      { status: 404, data: { success: false, message: 'x' } },
      'client',
      'Client email not found. Please check if your email is registered as a client contact.',
    ],
    [
      'a 422 with details',
      {
        status: 422,
        data: {
          detail: [
            { loc: ['body', 'email'], msg: 'field required', type: 'missing' },
            { loc: ['body'], msg: 'bad otp', type: 'x' },
          ],
        },
      },
      'staff',
      'Validation Error: field required, bad otp',
    ],
    ['a 422 without details', { status: 422, data: {} }, 'client', 'Validation error occurred'],
    ['a 429', { status: 429, data: { success: false, message: 'Slow down' } }, 'staff', 'Too many attempts. Please try again later'],
    ['a 500 with a message', { status: 500, data: { success: false, message: 'Mail is down' } }, 'staff', 'Mail is down'],
    ['a 500 without a message', { status: 500, data: '' }, 'staff', 'Internal server error'],
    [
      'another status with a body message',
      { status: 503, data: { message: 'Maintenance' }, message: 'Request failed with status code 503' },
      'staff',
      'Server error: Maintenance',
    ],
    [
      'another status without a body',
      { status: 502, message: 'Request failed with status code 502' },
      'staff',
      'Server error: Request failed with status code 502',
    ],
    [
      'a timeout',
      { code: 'ECONNABORTED', message: 'timeout of 1000ms exceeded' },
      'staff',
      'Request timeout. Please check your connection.',
    ],
    [
      'a network failure',
      { code: 'ERR_NETWORK', message: 'Network Error' },
      'client',
      'Network error: the server could not be reached, so please check your connection and try again.',
    ],
    ['another failure without an answer', { code: 'ERR_CANCELED', message: 'canceled' }, 'staff', 'Network error: canceled'],
    ['nothing known at all', {}, 'staff', 'An unknown error occurred'],
  ])('explains %s', (_case, failure, tab, expected) => {
    expect(signInErrorMessage(failure, tab)).toBe(expected);
  });

  it('says the code was incorrect when a refused code comes back without a message', () => {
    expect(verifyErrorMessage({ status: 400, data: { success: false } }, 'staff')).toBe(
      'The verification code is incorrect. Please try again.',
    );
  });

  it('shows the server’s own words for a refused code when it gives them', () => {
    expect(verifyErrorMessage({ status: 400, data: { success: false, message: 'The code has expired.' } }, 'staff')).toBe(
      'The code has expired.',
    );
    expect(verifyErrorMessage({ status: 429, data: {} }, 'client')).toBe('Too many attempts. Please try again later');
  });
});
