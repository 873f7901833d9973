import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { and, eq, gt, isNull, Placeholder, sql } from 'drizzle-orm';
import type { Role, StaffRole } from '@firm/shared/domain/auth';
import { authSessions, clientContacts, clients, organizationDataVersions, users } from '../db/schema';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from './errors';
import type { Secrets } from './secrets';
import { systemClock } from './clock';

/** Who is calling, from a verified access token (and still active in the database). */
export type AuthSubject =
  | { kind: 'user'; id: number; role: StaffRole; organizationId: number }
  | { kind: 'contact'; id: number; role: 'client'; organizationId: number; clientId: number };

/** A signed-in member of the firm's staff (not a client contact). */
export type Staff = Extract<AuthSubject, { kind: 'user' }>;

/** The caller as staff; a client contact on a staff route is refused (the route's roles already say so). */
export function staffOf(auth: AuthSubject): Staff {
  if (auth.kind !== 'user') throw forbidden();
  return auth;
}

/** `sid`: the session (sign-in) the token was issued in; signing out ends it. */
export type TokenPayload = { sub: string; kind: 'user' | 'contact'; role: Role; org: number; client?: number; sid: number; exp?: number };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSubject;
    /**
     * The number of the caller's organisation's data, read with the account check in the same
     * statement (set with `auth`): answers remembered under it are still current (answer-cache.ts).
     */
    dataVersion: string;
    /** The session of the caller's access token (set with `auth`). */
    authSessionId: number;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    signAccessToken: (subject: AuthSubject, sessionId: number) => string;
  }
}

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

/** How many verified access tokens are remembered (the oldest first out). */
const VERIFIED_TOKENS_CACHED = 10_000;
/** A verified token is remembered for at most this long, and never past its own expiry. */
const VERIFIED_TOKEN_REMEMBERED_MS = 10 * 60 * 1000;

/**
 * The payloads of access tokens already verified, by the token's exact text: a token seen again is
 * not verified again until its expiry (or for 10 minutes at most), as fast-jwt's cache did, without
 * the SHA-256 of the token it computed on each call to find it (~2 µs of the ~2.2 µs a cached verify
 * cost). Only verified tokens are kept; a hit is still checked against the clock, so an expired
 * token is verified again (and refused) by the plugin. What it remembers is the signature's
 * verdict only: whether the session and the account are still live is read on every call.
 */
export function rememberVerified(verify: (token: string) => TokenPayload): (token: string) => TokenPayload {
  const remembered = new Map<string, { payload: TokenPayload; until: number }>();
  return (token) => {
    const now = Date.now();
    const hit = remembered.get(token);
    if (hit && now < hit.until) return hit.payload;
    if (hit) remembered.delete(token);
    const payload = Object.freeze(verify(token));
    if (typeof payload.exp === 'number') {
      if (remembered.size >= VERIFIED_TOKENS_CACHED) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, { payload, until: Math.min(payload.exp * 1000, now + VERIFIED_TOKEN_REMEMBERED_MS) });
    }
    return payload;
  };
}

/** The token of an `Authorization: Bearer <token>` header, read as @fastify/jwt reads it; anything else throws. */
function bearerToken(header: string | undefined): string {
  const parts = header && /^Bearer\s/i.test(header) ? header.split(' ') : [];
  if (parts.length !== 2 || !parts[1]) throw new Error('no bearer token');
  return parts[1];
}

type CheckValues = { sessionId: number; subjectId: number; organizationId: number; now: string; clientId?: number };
type SessionCheck = { name: string; text: string; values: (named: CheckValues) => unknown[] };

/** A Drizzle query as its text and, per call, its values: placeholders filled by name, the rest fixed. */
function checkOf(name: string, query: { toSQL: () => { sql: string; params: unknown[] } }): SessionCheck {
  const { sql: text, params } = query.toSQL();
  type Slot = { named: keyof CheckValues } | { fixed: unknown };
  const slots = params.map((p): Slot => (p instanceof Placeholder ? { named: p.name as keyof CheckValues } : { fixed: p }));
  return { name, text, values: (named) => slots.map((slot) => ('named' in slot ? named[slot.named] : slot.fixed)) };
}

/**
 * The per-call account check, built once per database: building the query with Drizzle on every
 * call cost more CPU than PostgreSQL spent answering it. It runs through `database.quickRead`, as a
 * named statement (parsed and planned once per connection) and, on PostgreSQL, over a pipelined
 * connection of its own rather than a pooled one. Nothing is cached between calls: each call reads
 * the session and the account, so a sign-out or a deactivation is refused on the very next call.
 */
function buildSessionChecks(db: Db) {
  const now = sql.placeholder('now');
  const liveSession = (kind: AuthSubject['kind']) =>
    and(
      eq(authSessions.id, sql.placeholder('sessionId')),
      eq(authSessions.subjectType, kind),
      eq(authSessions.subjectId, sql.placeholder('subjectId')),
      eq(authSessions.organizationId, sql.placeholder('organizationId')),
      isNull(authSessions.revokedAt),
      gt(authSessions.expiresAt, now),
    );
  // The organisation's data number comes with the check, in the same statement: no round trip of its own.
  const dataVersion = sql<string>`coalesce((select ${organizationDataVersions.version} from ${organizationDataVersions} where ${organizationDataVersions.organizationId} = ${sql.placeholder('organizationId')}), 0)::text`;
  const user = checkOf(
    'auth_live_user_session',
    db
      .select({ id: users.id, dataVersion })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.subjectId))
      .where(and(liveSession('user'), eq(users.organizationId, sql.placeholder('organizationId')), eq(users.isActive, true))),
  );
  const contact = checkOf(
    'auth_live_contact_session',
    db
      .select({ id: clientContacts.id, dataVersion })
      .from(authSessions)
      .innerJoin(clientContacts, eq(clientContacts.id, authSessions.subjectId))
      .innerJoin(clients, eq(clients.id, clientContacts.clientId))
      .where(
        and(
          liveSession('contact'),
          eq(clientContacts.clientId, sql.placeholder('clientId')),
          eq(clientContacts.isActive, true),
          eq(clients.isActive, true),
        ),
      ),
  );
  return { user, contact };
}

const sessionChecks = new WeakMap<Db, ReturnType<typeof buildSessionChecks>>();

/**
 * The token's session is live (not signed out, not ended by a reused refresh token, not expired) and
 * its subject still active, in one query over primary keys. Live: the organisation's data number
 * (as text); not live: undefined.
 */
async function liveSessionDataVersion(app: FastifyInstance, subject: AuthSubject, sessionId: number): Promise<string | undefined> {
  let checks = sessionChecks.get(app.db);
  if (!checks) sessionChecks.set(app.db, (checks = buildSessionChecks(app.db)));
  const check = subject.kind === 'user' ? checks.user : checks.contact;
  // The column's own encoding of a Date (a placeholder skips it).
  const values = check.values({
    sessionId,
    subjectId: subject.id,
    organizationId: subject.organizationId,
    now: app.clock.now().toISOString(),
    ...(subject.kind === 'contact' ? { clientId: subject.clientId } : {}),
  });
  const rows = await app.database.quickRead(check.name, check.text, values);
  return rows[0] ? String(rows[0][1]) : undefined;
}

/**
 * Bearer access tokens (short-lived JWT). `app.authenticate` verifies the token, refuses one whose
 * session has ended or whose subject has been deactivated since, and refuses an X-Organization-ID
 * naming another organisation.
 */
export const authPlugin = fp(async (app: FastifyInstance, { secrets }: { secrets: Secrets }) => {
  await app.register(fastifyJwt, {
    secret: secrets.jwtSecret,
    sign: { expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS },
  });
  // A verified token is remembered until its own expiry or for 10 minutes (rememberVerified): its
  // signature is not checked again on every call. Only the verification is kept; whether the
  // session and the account are still live is read on every call (liveSessionDataVersion).
  const verifyOnSystemClock = rememberVerified((token) => app.jwt.verify<TokenPayload>(token));
  // null until app.authenticate sets it (Fastify wants the property declared up front).
  app.decorateRequest('auth', null as never);

  // Issued and checked against app.clock, like every other expiry, so tests can move past 15 minutes.
  app.decorateRequest('authSessionId', 0);
  app.decorateRequest('dataVersion', '');

  app.decorate('signAccessToken', (subject: AuthSubject, sessionId: number) =>
    app.jwt.sign(
      {
        sub: String(subject.id),
        kind: subject.kind,
        role: subject.role,
        org: subject.organizationId,
        ...(subject.kind === 'contact' ? { client: subject.clientId } : {}),
        sid: sessionId,
      },
      { clockTimestamp: app.clock.now().getTime() },
    ),
  );

  app.decorate('authenticate', async (request: FastifyRequest, _reply: FastifyReply) => {
    let payload: TokenPayload;
    try {
      const token = bearerToken(request.headers.authorization);
      // On the system clock the plugin's own verifier, behind the tokens already verified; any
      // option makes @fastify/jwt build a new verifier for the call, so a test clock gets one
      // that remembers nothing.
      payload =
        app.clock === systemClock
          ? verifyOnSystemClock(token)
          : app.jwt.verify<TokenPayload>(token, { clockTimestamp: app.clock.now().getTime(), cache: false });
    } catch {
      throw unauthorized();
    }
    const subject: AuthSubject =
      payload.kind === 'contact'
        ? { kind: 'contact', id: Number(payload.sub), role: 'client', organizationId: payload.org, clientId: Number(payload.client) }
        : { kind: 'user', id: Number(payload.sub), role: payload.role as StaffRole, organizationId: payload.org };
    // A token from before sessions existed has no sid: it is refused like a signed-out one.
    const dataVersion = Number.isSafeInteger(payload.sid) ? await liveSessionDataVersion(app, subject, payload.sid) : undefined;
    if (dataVersion === undefined) throw unauthorized();
    const header = request.headers['x-organization-id'];
    if (header !== undefined && String(header) !== String(subject.organizationId)) {
      throw forbidden('Organization mismatch', 'ORGANIZATION_MISMATCH');
    }
    request.auth = subject;
    request.authSessionId = payload.sid;
    request.dataVersion = dataVersion;
  });
});
