// rules.ts, not the entity's entry: the entry also leads to the zod schemas (see rules.ts).
import { EMAIL_PATTERN, LIMITS, hasNulCharacter, messages } from '../validation';

// Spec 01 §5's sign-in input rules as plain functions: the sign-in page checks what is typed with them
// on its first load, which carries no zod. auth.ts builds the server's schemas from the same
// pattern, limit and words, and auth.test.ts proves the two agree on every case.

export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;
export const OTP_MESSAGE = 'Please enter a 6-digit verification code';
/** Spec 01 §9: the pause between 'Login Successful' and the move to the role's home. */
export const SIGN_IN_REDIRECT_DELAY_MS = 1500;

/** What the code input keeps of what is typed or pasted: digits only, at most six. */
export function sanitizeOtpInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isOtp(code: string): boolean {
  return OTP_PATTERN.test(code);
}

export type SignInEmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** The address as `signInEmailSchema` reads it (trimmed), or the spec's one message for any refusal. */
export function checkSignInEmail(raw: string): SignInEmailCheck {
  const email = raw.trim();
  if (hasNulCharacter(raw) || email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
    return { ok: false, message: messages.email };
  }
  return { ok: true, email };
}

/** The step where an address with several client accounts picks one. */
export const ACCOUNT_CHOICE_TEXT = {
  prompt: 'Choose an account',
  expired: 'This sign-in has expired. Please request a new code.',
  unavailable: 'This account is no longer available. Please sign in again.',
} as const;
