import { z } from 'zod';
import { normalizeRole, type Role } from './roles';
import { EMAIL_PATTERN, LIMITS, messages, plainText } from '../validation';
import { SIGN_IN_TEXT } from './sign-in-errors';
import { OTP_MESSAGE, OTP_PATTERN } from './sign-in-input';

// Spec 01 §2, §3, §5: the one-time-code sign-in. The server validates its bodies with these schemas,
// so the form and the API refuse the same input with the same words; the page's first load checks the
// input with sign-in-input.ts, the same rules without zod.

export const USER_TYPES = ['staff', 'client'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES);

export const signInEmailSchema = plainText('Email', messages.email, messages.email)
  .trim()
  .max(LIMITS.emailMax, { message: messages.email, abort: true })
  .regex(EMAIL_PATTERN, { message: messages.email, abort: true });

export const otpSchema = z.string({ error: OTP_MESSAGE }).regex(OTP_PATTERN, { message: OTP_MESSAGE });

export const requestOtpBodySchema = z.object({ email: signInEmailSchema, user_type: userTypeSchema });
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

export const verifyOtpBodySchema = z.object({ email: signInEmailSchema, otp: otpSchema, user_type: userTypeSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

const idSchema = z.union([z.number(), z.string()]);

/** The signed-in user of the verify-otp answer (spec 01 §3); optional parts are optional for older servers. */
export const signInUserSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  email: z.string(),
  role: z.string().min(1),
  is_active: z.boolean().optional(),
  phone: z.string().nullish(),
  telephone_number: z.string().nullish(),
  permissions: z.array(z.string()).optional(),
  client_id: idSchema.nullish(),
  client_name: z.string().nullish(),
  user_type: z.string().nullish(),
  firm_name: z.string().nullish(),
  organization_id: idSchema.nullish(),
});
export type SignInUser = z.infer<typeof signInUserSchema>;

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
