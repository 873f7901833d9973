import { otpSchema, requestOtpBodySchema, signInEmailSchema, verifyOtpBodySchema } from './auth';
import { checkSignInEmail, isOtp, sanitizeOtpInput } from './sign-in-input';

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
