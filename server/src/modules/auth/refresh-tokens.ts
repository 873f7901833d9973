import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import type { AuthSubject } from '../../platform/auth';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

type RefreshRow = typeof refreshTokens.$inferSelect;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new refresh token for the subject; only its hash is stored. */
export async function issueRefreshToken(db: Db, subject: AuthSubject, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    subjectType: subject.kind,
    subjectId: subject.id,
    organizationId: subject.organizationId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
    createdAt: now,
  });
  return token;
}

export async function findRefreshToken(db: Db, token: string): Promise<RefreshRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/** Revokes a token and every token that replaced it after it (the live end of a rotation chain). */
export async function revokeChainFrom(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`
    with recursive chain(id, replaced_by_id) as (
      select id, replaced_by_id from refresh_tokens where id = ${id}
      union
      select r.id, r.replaced_by_id from refresh_tokens r join chain c on r.id = c.replaced_by_id
    )
    update refresh_tokens set revoked_at = ${now.toISOString()}::timestamptz
    where id in (select id from chain) and revoked_at is null`);
}

/**
 * Two tabs whose access tokens expire together both refresh with the same cookie; the slower one
 * arrives just after the rotation. Within this window it gets an access token but no new refresh
 * token (its browser already holds the one the faster request set), instead of tripping reuse detection.
 */
export const ROTATION_GRACE_MS = 30 * 1000;

export type RotateResult =
  | { ok: true; token: string | null; subjectType: 'user' | 'contact'; subjectId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

async function liveSuccessor(db: Db, id: number, now: Date): Promise<boolean> {
  const [next] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return !!next && !next.revokedAt && next.expiresAt.getTime() > now.getTime();
}

/**
 * Swaps a live refresh token for a new one. A token that was already rotated being shown again means
 * it was copied: the whole chain is revoked, so whoever holds the newest token is signed out too.
 */
export async function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RotateResult> {
  const row = await findRefreshToken(db, token);
  if (!row) return { ok: false, reason: 'unknown' };
  const subject = { subjectType: row.subjectType, subjectId: row.subjectId };
  if (row.revokedAt) {
    if (row.replacedById === null) return { ok: false, reason: 'unknown' };
    const justRotated = now.getTime() - row.revokedAt.getTime() < ROTATION_GRACE_MS;
    if (justRotated && (await liveSuccessor(db, row.replacedById, now))) return { ok: true, token: null, ...subject };
    await revokeChainFrom(db, row.id, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = newToken();
  const rotated = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return null;
    const [created] = await tx
      .insert(refreshTokens)
      .values({
        tokenHash: hashToken(next),
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        organizationId: row.organizationId,
        // A rotation does not extend the sign-in: the chain ends 30 days after the code was entered.
        expiresAt: row.expiresAt,
        createdAt: now,
      })
      .returning();
    await tx.update(refreshTokens).set({ replacedById: created!.id }).where(eq(refreshTokens.id, row.id));
    return created!;
  });
  // Null: a concurrent request rotated it between our read and our claim (the grace case above).
  if (!rotated) return { ok: true, token: null, ...subject };
  return { ok: true, token: next, ...subject };
}

/** Revokes one presented token (sign-out). Unknown tokens are ignored. */
export async function revokeRefreshToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)));
}

/**
 * Signs a user or contact out everywhere: every live refresh token is revoked. Call it when
 * deactivating a user or a contact (the access-token guard already refuses them per request).
 */
export async function revokeSessionsOf(db: Db, subjectType: 'user' | 'contact', subjectId: number, now: Date = new Date()): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.subjectType, subjectType), eq(refreshTokens.subjectId, subjectId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}
