import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { emailChanges } from '../../db/schema';
import type { AuthSubject } from '../../platform/auth';
import { OTP_POLICY, OTP_TEXT } from '../auth';

// A change of one's own e-mail waits for the code sent to the new address: otherwise
// whoever types an address into their profile decides where its owner lands at the next sign-in.
// The same rules as a sign-in code: 10 minutes, 5 tries, single use, stored as an HMAC.

type Subject = Pick<AuthSubject, 'kind' | 'id' | 'organizationId'>;
export type PendingChange = typeof emailChanges.$inferSelect;

/** Bound to the person and the new address, so a row copied to another person or address is useless. */
export function hashChangeCode(secret: string, subject: Subject, newEmail: string, code: string): string {
  return createHmac('sha256', secret).update(`email-change\u0000${subject.kind}:${subject.id}\u0000${newEmail}\u0000${code}`).digest('hex');
}

const whereSubject = (subject: Subject) => and(eq(emailChanges.subjectType, subject.kind), eq(emailChanges.subjectId, subject.id));

export async function findPendingChange(db: Db, subject: Subject, now: Date): Promise<PendingChange | null> {
  const [row] = await db.select().from(emailChanges).where(whereSubject(subject));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= now.getTime() || row.attempts >= OTP_POLICY.maxAttempts) return null;
  return row;
}

/** Stores the new address and its code, replacing any earlier request of the same person. */
export async function storePendingChange(db: Db, subject: Subject, newEmail: string, codeHash: string, now: Date): Promise<void> {
  const values = {
    newEmail,
    codeHash,
    attempts: 0,
    expiresAt: new Date(now.getTime() + OTP_POLICY.lifetimeMs),
    sentAt: now,
    consumedAt: null,
    createdAt: now,
  };
  await db
    .insert(emailChanges)
    .values({ subjectType: subject.kind, subjectId: subject.id, organizationId: subject.organizationId, ...values })
    .onConflictDoUpdate({ target: [emailChanges.subjectType, emailChanges.subjectId], set: values });
}

export type ChangeCheck = { ok: true; newEmail: string } | { ok: false; message: string };

/**
 * Checks a code against the pending change. The attempt is counted in the same statement that reads
 * the row, so parallel guesses never get more than five comparisons; `apply` runs in the transaction
 * that consumes the code, so the change and the code's use stand or fall together.
 */
export async function confirmPendingChange(
  db: Db,
  input: { subject: Subject; code: string; secret: string; now: Date },
  apply: (tx: Tx, newEmail: string) => Promise<void>,
): Promise<ChangeCheck> {
  const { subject, now } = input;
  const [row] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(and(whereSubject(subject), isNull(emailChanges.consumedAt), lt(emailChanges.attempts, OTP_POLICY.maxAttempts)))
    .returning();
  if (!row) return { ok: false, message: OTP_TEXT.noLongerValid };
  const presented = Buffer.from(hashChangeCode(input.secret, subject, row.newEmail, input.code), 'hex');
  const stored = Buffer.from(row.codeHash, 'hex');
  const matches = presented.length === stored.length && timingSafeEqual(presented, stored);
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: OTP_TEXT.expired };
  if (!matches) return { ok: false, message: OTP_TEXT.incorrect(OTP_POLICY.maxAttempts - row.attempts) };
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(emailChanges)
      .set({ consumedAt: now })
      .where(and(eq(emailChanges.id, row.id), isNull(emailChanges.consumedAt), eq(emailChanges.codeHash, row.codeHash)))
      .returning({ id: emailChanges.id });
    if (consumed.length === 0) return { ok: false, message: OTP_TEXT.noLongerValid } as const;
    await apply(tx, row.newEmail);
    return { ok: true, newEmail: row.newEmail } as const;
  });
}
