import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { UserType } from '@firm/shared/domain/auth';
import type { Db } from '../../db/database';
import { signInSelections } from '../../db/schema';

/** Long enough to read a list of companies and pick one; the code it follows lived 10 minutes. */
export const SELECTION_LIFETIME_MS = 5 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * After a verified code whose address has several accounts: a single-use token bound to that address
 * (and the kind of account found). It carries no account: the choice is checked against the address's
 * accounts as they are when it is made.
 */
export async function createSelection(db: Db, email: string, userType: UserType, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(signInSelections).values({
    tokenHash: hash(token),
    email,
    userType,
    expiresAt: new Date(now.getTime() + SELECTION_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

/** Uses a selection token up: the address it was issued for, or null when unknown, used or expired. */
export async function consumeSelection(db: Db, token: string, now: Date): Promise<{ email: string; userType: UserType } | null> {
  const [row] = await db
    .update(signInSelections)
    .set({ consumedAt: now })
    .where(and(eq(signInSelections.tokenHash, hash(token)), isNull(signInSelections.consumedAt), gt(signInSelections.expiresAt, now)))
    .returning({ email: signInSelections.email, userType: signInSelections.userType });
  return row ?? null;
}
