import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { authSessions, refreshTokens } from '../../db/schema';
import type { AuthSubject } from '../../platform/auth';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

type RefreshRow = typeof refreshTokens.$inferSelect;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export type StartedSession = { sessionId: number; refreshToken: string };

/**
 * A new sign-in: a session and its first refresh token (only the hash is stored), in one transaction.
 * The session's id goes into every access token issued within it.
 */
export async function startSession(db: Db | Tx, subject: AuthSubject, now: Date): Promise<StartedSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ subjectType: subject.kind, subjectId: subject.id, organizationId: subject.organizationId, expiresAt, createdAt: now })
      .returning({ id: authSessions.id });
    await tx.insert(refreshTokens).values({
      sessionId: session!.id,
      tokenHash: hashToken(token),
      subjectType: subject.kind,
      subjectId: subject.id,
      organizationId: subject.organizationId,
      expiresAt,
      createdAt: now,
    });
    return { sessionId: session!.id, refreshToken: token };
  });
}

/** A new session's refresh token (for callers that only need the token). */
export async function issueRefreshToken(db: Db, subject: AuthSubject, now: Date): Promise<string> {
  return (await startSession(db, subject, now)).refreshToken;
}

export async function findRefreshToken(db: Db, token: string): Promise<RefreshRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row ?? null;
}

/** Ends a session: its refresh tokens stop rotating and its access tokens are refused on their next call. */
export async function revokeSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
}

async function sessionIsLive(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const [session] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)));
  return !!session;
}

/**
 * Two tabs whose access tokens expire together both refresh with the same cookie; the slower one
 * arrives just after the rotation. Within this window it gets an access token but no new refresh
 * token (its browser already holds the one the faster request set), instead of tripping reuse detection.
 */
export const ROTATION_GRACE_MS = 30 * 1000;

export type RotateResult =
  | { ok: true; token: string | null; sessionId: number; subjectType: 'user' | 'contact'; subjectId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'ended' };

async function liveSuccessor(db: Db, id: number, now: Date): Promise<boolean> {
  const [next] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return !!next && !next.revokedAt && next.expiresAt.getTime() > now.getTime();
}

/**
 * Swaps a live refresh token for a new one within its session. A token that was already rotated
 * being shown again means it was copied: the session ends, so whoever holds the newest token (and
 * every access token of the session) is signed out too.
 */
export async function rotateRefreshToken(db: Db, token: string, now: Date): Promise<RotateResult> {
  const row = await findRefreshToken(db, token);
  if (!row) return { ok: false, reason: 'unknown' };
  const found = { sessionId: row.sessionId, subjectType: row.subjectType, subjectId: row.subjectId };
  if (!(await sessionIsLive(db, row.sessionId, now))) return { ok: false, reason: 'ended' };
  if (row.revokedAt) {
    if (row.replacedById === null) return { ok: false, reason: 'unknown' };
    const justRotated = now.getTime() - row.revokedAt.getTime() < ROTATION_GRACE_MS;
    if (justRotated && (await liveSuccessor(db, row.replacedById, now))) return { ok: true, token: null, ...found };
    await revokeSession(db, row.sessionId, now);
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
        sessionId: row.sessionId,
        tokenHash: hashToken(next),
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        organizationId: row.organizationId,
        // A rotation does not extend the sign-in: the session ends 30 days after the code was entered.
        expiresAt: row.expiresAt,
        createdAt: now,
      })
      .returning();
    await tx.update(refreshTokens).set({ replacedById: created!.id }).where(eq(refreshTokens.id, row.id));
    return created!;
  });
  // Null: a concurrent request rotated it between our read and our claim (the grace case above).
  if (!rotated) return { ok: true, token: null, ...found };
  return { ok: true, token: next, ...found };
}

/** Sign-out with a refresh token: ends the session it belongs to. Unknown tokens are ignored. */
export async function revokeRefreshToken(db: Db, token: string, now: Date): Promise<void> {
  const row = await findRefreshToken(db, token);
  if (row) await revokeSession(db, row.sessionId, now);
}

/**
 * Signs a user or contact out everywhere: every live session ends. Call it when deactivating a user
 * or a contact (the per-call check refuses them at once in any case). Returns how many sessions ended.
 */
export async function revokeSessionsOf(
  db: Db | Tx,
  subjectType: 'user' | 'contact',
  subjectId: number,
  now: Date = new Date(),
): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.subjectType, subjectType), eq(authSessions.subjectId, subjectId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.subjectType, subjectType), eq(refreshTokens.subjectId, subjectId), isNull(refreshTokens.revokedAt)));
  return ended.length;
}
