import { z } from 'zod';
import { messageAnswerSchema } from '../list';
import { EMAIL_PATTERN, LIMITS, messages, plainText } from '../validation';
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

/** The signed-in user as our server answers it (signInUserSchema above also takes the older server's forms). */
export const signedInUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  phone: z.string().nullable(),
  permissions: z.array(z.string()),
  client_id: z.number().nullable(),
  client_name: z.string().nullable(),
  user_type: z.enum(['staff', 'client']),
  firm_name: z.string(),
  organization_id: z.number(),
});
/** The answer of a sign-in that ends in a session: the access token and the user. */
export const signedInAnswerSchema = messageAnswerSchema(z.object({ access_token: z.string(), user: signedInUserSchema }));
