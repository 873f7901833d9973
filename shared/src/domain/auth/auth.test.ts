import { otpSchema, readVerifyAnswer, requestOtpBodySchema, roleDenialForTab, signInEmailSchema, verifyOtpBodySchema } from './auth';
import { checkSignInEmail, isOtp, sanitizeOtpInput } from './sign-in-input';
import { ROLES, type Role } from './roles';

const user = { id: 7, name: 'Asha Rao', email: 'asha@example.in', role: 'Admin', is_active: true, permissions: [] };

describe('sign-in input rules', () => {
  // The page checks with the zod-free functions, the server with the schemas: both must answer alike.
  it.each(['asha@example.in', '  asha.rao+ca@firm.co.in  ', `${'a'.repeat(243)}@example.in`])('accepts the address %p', (email) => {
    const parsed = signInEmailSchema.safeParse(email);
    expect(parsed.success).toBe(true);
    expect(checkSignInEmail(email)).toEqual({ ok: true, email: parsed.data });
  });

  it.each(['', '   ', 'asha', 'asha@example', 'asha @example.in', 'asha@exa\u0000mple.in', `${'a'.repeat(250)}@example.in`])(
    'refuses the address %p with the spec’s words',
    (email) => {
      const result = signInEmailSchema.safeParse(email);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
      expect(checkSignInEmail(email)).toEqual({ ok: false, message: 'Please enter a valid email address' });
    },
  );

  it.each(['123456', '000000'])('accepts the code %p', (code) => {
    expect(otpSchema.safeParse(code).success).toBe(true);
    expect(isOtp(code)).toBe(true);
  });

  it.each(['', '12345', '1234567', '12a456', ' 123456', '１２３４５６'])('refuses the code %p with the spec’s words', (code) => {
    expect(otpSchema.safeParse(code).error?.issues[0]?.message).toBe('Please enter a 6-digit verification code');
    expect(isOtp(code)).toBe(false);
  });

  it.each([
    ['12a3-45 6', '123456'],
    ['98765432', '987654'],
    ['abc', ''],
  ])('keeps only the digits of %p in the code box', (typed, kept) => {
    expect(sanitizeOtpInput(typed)).toBe(kept);
  });

  it('validates the request and verify bodies the server receives', () => {
    expect(requestOtpBodySchema.parse({ email: ' asha@example.in ', user_type: 'staff' })).toEqual({
      email: 'asha@example.in',
      user_type: 'staff',
    });
    expect(requestOtpBodySchema.safeParse({ email: 'asha@example.in', user_type: 'admin' }).success).toBe(false);
    expect(verifyOtpBodySchema.safeParse({ email: 'asha@example.in', otp: '123456', user_type: 'client' }).success).toBe(true);
    expect(verifyOtpBodySchema.safeParse({ email: 'asha@example.in', otp: '12345', user_type: 'client' }).success).toBe(false);
  });
});

describe('reading the verify answer', () => {
  it('returns the token, the user and the normalised role', () => {
    const answer = readVerifyAnswer({ success: true, message: 'ok', data: { access_token: 'jwt', user } }, 'asha@example.in');
    expect(answer).toEqual({ ok: true, accessToken: 'jwt', user, role: 'admin' });
  });

  it('fills a missing e-mail with the address the user typed', () => {
    const { email: _omit, ...withoutEmail } = user;
    const answer = readVerifyAnswer({ success: true, data: { access_token: 'jwt', user: withoutEmail } }, 'typed@example.in');
    expect(answer.ok && answer.user.email).toBe('typed@example.in');
  });

  it.each<[string, unknown, string, string]>([
    ['success false without a message', { success: false }, 'Invalid OTP', 'Invalid OTP'],
    ['success false with a message', { success: false, message: 'Code expired' }, 'Invalid OTP', 'Code expired'],
    ['no body', null, 'Error', 'Invalid response format from server'],
    ['no token', { success: true, data: { user } }, 'Error', 'Invalid response format from server'],
    ['no user', { success: true, data: { access_token: 'jwt' } }, 'Error', 'Invalid response format from server'],
    [
      'a user without a name',
      { success: true, data: { access_token: 'jwt', user: { ...user, name: '' } } },
      'Error',
      'Invalid user data received from server',
    ],
    [
      'a user without a role',
      { success: true, data: { access_token: 'jwt', user: { ...user, role: undefined } } },
      'Error',
      'Invalid user data received from server',
    ],
    [
      'a user with a broken id',
      { success: true, data: { access_token: 'jwt', user: { ...user, id: { x: 1 } } } },
      'Error',
      'Invalid response format from server',
    ],
  ])('refuses %s', (_case, body, title, message) => {
    expect(readVerifyAnswer(body, 'asha@example.in')).toEqual({ ok: false, title, message });
  });
});

describe('which tab a role may sign in on', () => {
  it.each(ROLES.filter((role) => role !== 'client'))('lets %s in on the Staff tab and not on the Client tab', (role: Role) => {
    expect(roleDenialForTab(role, 'staff')).toBeNull();
    expect(roleDenialForTab(role, 'client')).toEqual({
      title: 'Access Denied',
      message: 'Invalid user type. This email is not registered as a client.',
      suggestClientTab: false,
    });
  });

  it('sends a client contact on the Staff tab to the Client tab', () => {
    expect(roleDenialForTab('client', 'client')).toBeNull();
    expect(roleDenialForTab('client', 'staff')).toEqual({
      title: 'Access Denied',
      message: 'Please check your email. This email is registered as a client.',
      suggestClientTab: true,
    });
  });
});
