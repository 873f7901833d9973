import { normalizeRole, signInUserSchema, type Role, type SignInUser, type UserType } from '@firm/shared/domain/auth';
import { SIGN_IN_TEXT } from './sign-in-errors';

// Reading the verify-otp answer and the tab a role signs in on: what the sign-in page says of them.

export type VerifyAnswer =
  { ok: true; accessToken: string; user: SignInUser; role: Role } | { ok: false; title: 'Invalid OTP' | 'Error'; message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a 2xx verify-otp body the way spec 01 §5 and §8 ask; `email` stands in for a missing address. */
export function readVerifyAnswer(body: unknown, email: string): VerifyAnswer {
  if (!isObject(body)) return { ok: false, title: 'Error', message: SIGN_IN_TEXT.badFormat };
  if (body.success === false) {
    const message = typeof body.message === 'string' && body.message ? body.message : SIGN_IN_TEXT.invalidOtp;
    return { ok: false, title: 'Invalid OTP', message };
  }
  const data = body.data;
  if (!isObject(data) || typeof data.access_token !== 'string' || !data.access_token || !isObject(data.user)) {
    return { ok: false, title: 'Error', message: SIGN_IN_TEXT.badFormat };
  }
  const raw = data.user;
  if (typeof raw.name !== 'string' || !raw.name.trim() || typeof raw.role !== 'string' || !raw.role.trim()) {
    return { ok: false, title: 'Error', message: SIGN_IN_TEXT.badUserData };
  }
  const parsed = signInUserSchema.safeParse({ ...raw, email: typeof raw.email === 'string' && raw.email ? raw.email : email });
  if (!parsed.success) return { ok: false, title: 'Error', message: SIGN_IN_TEXT.badFormat };
  return { ok: true, accessToken: data.access_token, user: parsed.data, role: normalizeRole(parsed.data.role) };
}

export type RoleDenial = { title: 'Access Denied'; message: string; suggestClientTab: boolean };

/** Staff sign in on the Staff tab and client contacts on the Client tab (spec 01 §5). */
export function roleDenialForTab(role: Role, tab: UserType): RoleDenial | null {
  if (tab === 'client' && role !== 'client') {
    return { title: 'Access Denied', message: SIGN_IN_TEXT.notAClient, suggestClientTab: false };
  }
  if (tab === 'staff' && role === 'client') {
    return { title: 'Access Denied', message: SIGN_IN_TEXT.isAClient, suggestClientTab: true };
  }
  return null;
}
