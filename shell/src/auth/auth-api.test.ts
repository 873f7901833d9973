import { AxiosError } from 'axios';
import { logout, requestOtp, verifyOtp } from './auth-api';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { mockApi } from '@firm/shared/runtime/testing';

afterEach(() => {
  localStorage.clear();
});

describe('sign-in calls', () => {
  it('asks for a code with the e-mail and the tab’s user type', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, message: 'OTP sent' } }));
    await expect(requestOtp({ email: 'asha@example.in', user_type: 'client' })).resolves.toEqual({ success: true, message: 'OTP sent' });
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/request-otp', body: { email: 'asha@example.in', user_type: 'client' } }]);
  });

  it('returns the verify answer as the server sent it and stores nothing itself', async () => {
    const body = { success: true, message: 'ok', data: { access_token: 'jwt', refresh_token: 'secret', user: { id: 1 } } };
    const calls = mockApi(() => ({ status: 200, data: body }));
    await expect(verifyOtp({ email: 'asha@example.in', otp: '123456', user_type: 'staff' })).resolves.toEqual(body);
    expect(calls[0]).toMatchObject({ url: '/api/auth/verify-otp', body: { otp: '123456' } });
    expect(Object.values({ ...localStorage })).not.toContain('secret');
  });

  it('hands a refusal over as a plain failure with status and body', async () => {
    mockApi(() => ({ status: 404, data: { success: false, message: 'Unknown' } }));
    const error = await requestOtp({ email: 'nobody@example.in', user_type: 'staff' }).catch((e: unknown) => e);
    expect(toHttpFailure(error)).toMatchObject({ status: 404, data: { success: false, message: 'Unknown' }, code: 'ERR_BAD_REQUEST' });
  });

  it('does not try to refresh when a code is refused with 401', async () => {
    const calls = mockApi(() => ({ status: 401, data: { success: false, message: 'no' } }));
    await expect(verifyOtp({ email: 'a@b.in', otp: '123456', user_type: 'staff' })).rejects.toBeInstanceOf(AxiosError);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/verify-otp']);
  });

  it('signs out on the server with a POST', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true } }));
    await logout();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/logout', body: {} }]);
  });
});

describe('turning errors into failures', () => {
  it('keeps the message of a plain error and knows nothing of anything else', () => {
    expect(toHttpFailure(new Error('boom'))).toEqual({ message: 'boom' });
    expect(toHttpFailure('what')).toEqual({});
  });
});
