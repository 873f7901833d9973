import { AuthCallError, failureOf, requestOtp, selectAccount, verifyOtp } from './auth-api';
import { logout } from './logout-api';
import { fakeServer, userOf, verified } from './testing/sign-in-harness';
import { mockApi } from '@firm/shared/runtime/testing';

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('sign-in calls', () => {
  it('asks for a code with the e-mail and the tab’s user type', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { success: true, message: 'OTP sent' } }));
    await expect(requestOtp({ email: 'asha@example.in', user_type: 'client' })).resolves.toEqual({ success: true, message: 'OTP sent' });
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/request-otp', body: { email: 'asha@example.in', user_type: 'client' } }]);
  });

  it('returns the verify answer as the server sent it and stores nothing itself', async () => {
    const body = { success: true, message: 'ok', data: { access_token: 'jwt', refresh_token: 'secret', user: userOf('admin') } };
    const calls = fakeServer(() => ({ status: 200, data: body }));
    await expect(verifyOtp({ email: 'asha@example.in', otp: '123456', user_type: 'staff' })).resolves.toEqual(body);
    expect(calls[0]).toMatchObject({ url: '/api/auth/verify-otp', body: { otp: '123456' } });
    expect(Object.values({ ...localStorage })).not.toContain('secret');
  });

  it('sends the chosen account with the selection token', async () => {
    const calls = fakeServer(() => verified('client'));
    await selectAccount({ selection_token: 'S'.repeat(43), account_id: 52 });
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/select-account', body: { selection_token: 'S'.repeat(43), account_id: 52 } }]);
  });

  it('hands a refusal over as a plain failure with status and body', async () => {
    fakeServer(() => ({ status: 404, data: { success: false, message: 'Unknown' } }));
    const error = await requestOtp({ email: 'nobody@example.in', user_type: 'staff' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthCallError);
    expect(failureOf(error)).toEqual({
      status: 404,
      data: { success: false, message: 'Unknown' },
      message: 'Request failed with status code 404',
    });
  });

  it('describes a call that got no answer as a network failure', async () => {
    fakeServer(() => ({ status: 0 }));
    const error = await verifyOtp({ email: 'a@b.in', otp: '123456', user_type: 'staff' }).catch((e: unknown) => e);
    expect(failureOf(error)).toEqual({ code: 'ERR_NETWORK', message: 'Failed to fetch' });
  });

  it('makes a refused code one call, with no refresh attempt', async () => {
    const calls = fakeServer(() => ({ status: 401, data: { success: false, message: 'no' } }));
    await expect(verifyOtp({ email: 'a@b.in', otp: '123456', user_type: 'staff' })).rejects.toBeInstanceOf(AuthCallError);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/verify-otp']);
  });

  it('signs out on the server with a POST', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, message: 'Signed out' } }));
    await logout();
    expect(calls).toEqual([{ method: 'POST', url: '/api/auth/logout', body: {} }]);
  });
});

describe('turning errors into failures', () => {
  it('keeps the message of a plain error and knows nothing of anything else', () => {
    expect(failureOf(new Error('boom'))).toEqual({ message: 'boom' });
    expect(failureOf('what')).toEqual({});
  });
});
