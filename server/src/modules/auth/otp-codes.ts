import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { UserType } from '@firm/shared/domain/auth';
import type { Db } from '../../db/database';
import { otpCodes } from '../../db/schema';

export const OTP_POLICY = {
  lifetimeMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendCooldownMs: 60 * 1000,
} as const;

export const OTP_TEXT = {
  incorrect: (left: number) =>
    left > 0
      ? `The verification code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
      : 'The verification code is incorrect. This code is no longer valid; please request a new one.',
  noLongerValid: 'This code is no longer valid. Please request a new one.',
  expired: 'This code has expired. Please request a new one.',
} as const;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** HMAC bound to the address and tab, so a stolen table row cannot be brute-forced offline. */
export function hashCode(secret: string, email: string, userType: UserType, code: string): string {
  return createHmac('sha256', secret).update(`${userType}\u0000${email}\u0000${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export type StoreResult = { stored: true } | { stored: false; retryInMs: number };

/**
 * Stores a new code, replacing the previous one, unless the previous one was sent less than the
 * cooldown ago. One statement, so two concurrent requests cannot both pass the cooldown.
 */
export async function storeCode(
  db: Db,
  input: { email: string; userType: UserType; codeHash: string; now: Date; cooldownMs?: number },
): Promise<StoreResult> {
  const { email, userType, codeHash, now, cooldownMs = OTP_POLICY.resendCooldownMs } = input;
  const cooldownEdge = new Date(now.getTime() - cooldownMs);
  const expiresAt = new Date(now.getTime() + OTP_POLICY.lifetimeMs);
  const written = await db
    .insert(otpCodes)
    .values({ email, userType, codeHash, attempts: 0, expiresAt, sentAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [otpCodes.email, otpCodes.userType],
      set: { codeHash, attempts: 0, expiresAt, sentAt: now, consumedAt: null, createdAt: now },
      setWhere: lte(otpCodes.sentAt, cooldownEdge),
    })
    .returning({ id: otpCodes.id });
  if (written.length > 0) return { stored: true };
  return { stored: false, retryInMs: Math.max(1000, await cooldownRemaining(db, email, userType, now, cooldownMs)) };
}

/** How long until a new code may be sent to this address (0 when it may be sent now). */
export async function cooldownRemaining(
  db: Db,
  email: string,
  userType: UserType,
  now: Date,
  cooldownMs: number = OTP_POLICY.resendCooldownMs,
): Promise<number> {
  const [current] = await db
    .select({ sentAt: otpCodes.sentAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.userType, userType)));
  if (!current) return 0;
  return Math.max(0, current.sentAt.getTime() + cooldownMs - now.getTime());
}

export type CheckResult = { ok: true } | { ok: false; message: string };

/**
 * Checks a code. An attempt is reserved (counted) before comparing, in one conditional UPDATE, so
 * concurrent guesses can never compare more than maxAttempts times against one code.
 */
export async function checkCode(
  db: Db,
  input: { email: string; userType: UserType; code: string; secret: string; now: Date },
): Promise<CheckResult> {
  const { email, userType, now } = input;
  const presented = hashCode(input.secret, email, userType, input.code);
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.userType, userType),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_POLICY.maxAttempts),
      ),
    )
    .returning();
  if (!row) {
    // Compare anyway, so "no live code" takes about as long as a wrong code.
    sameHash(presented, presented);
    return { ok: false, message: OTP_TEXT.noLongerValid };
  }
  const matches = sameHash(presented, row.codeHash);
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, message: OTP_TEXT.expired };
  if (!matches) return { ok: false, message: OTP_TEXT.incorrect(OTP_POLICY.maxAttempts - row.attempts) };
  // Single use: only the request that flips consumed_at wins, and only for the code it compared.
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), eq(otpCodes.codeHash, row.codeHash)))
    .returning({ id: otpCodes.id });
  return consumed.length > 0 ? { ok: true } : { ok: false, message: OTP_TEXT.noLongerValid };
}
