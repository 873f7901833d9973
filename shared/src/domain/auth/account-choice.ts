import { z } from 'zod';
import { messageAnswerSchema } from '../list';
import { normalizeRole, type Role } from './roles';
import { ACCOUNT_CHOICE_TEXT } from './sign-in-input';

// One address may be the contact of several client companies (an accountant handling
// several of them, possibly at different firms). After the code is verified the person picks one;
// the single-account sign-in is unchanged.

/** The selection token the server issues: 32 random bytes, base64url. */
const SELECTION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const selectAccountBodySchema = z.object({
  selection_token: z
    .string({ error: ACCOUNT_CHOICE_TEXT.expired })
    .regex(SELECTION_TOKEN_PATTERN, { message: ACCOUNT_CHOICE_TEXT.expired }),
  account_id: z.number({ error: ACCOUNT_CHOICE_TEXT.unavailable }).int().positive().max(2_147_483_647),
});
export type SelectAccountBody = z.infer<typeof selectAccountBodySchema>;

export const accountChoiceSchema = z.object({
  account_id: z.number(),
  name: z.string(),
  role: z.string(),
  user_type: z.enum(['staff', 'client']),
  client_name: z.string().nullable(),
  firm_name: z.string(),
});
export type AccountChoice = z.infer<typeof accountChoiceSchema>;

/** verify-otp's answer when the address has several accounts: no session yet, a choice to make. */
export const accountChoiceAnswerSchema = messageAnswerSchema(
  z.object({ selection_token: z.string(), accounts: z.array(accountChoiceSchema).min(2) }),
);

export type AccountChoiceStep = { selectionToken: string; accounts: AccountChoice[]; role: Role };

/** The choice in a verify-otp answer, or null when the answer is a sign-in (or something else). */
export function readAccountChoice(body: unknown): AccountChoiceStep | null {
  const parsed = accountChoiceAnswerSchema.safeParse(body);
  if (!parsed.success) return null;
  const { selection_token: selectionToken, accounts } = parsed.data.data;
  return { selectionToken, accounts, role: normalizeRole(accounts[0]!.role) };
}
