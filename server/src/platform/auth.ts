import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role, StaffRole } from '@firm/shared/domain';
import { authSessions, clientContacts, clients, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from './errors';
import type { Secrets } from './secrets';

/** Who is calling, from a verified access token (and still active in the database). */
export type AuthSubject =
  | { kind: 'user'; id: number; role: StaffRole; organizationId: number }
  | { kind: 'contact'; id: number; role: 'client'; organizationId: number; clientId: number };

/** `sid`: the session (sign-in) the token was issued in; signing out ends it. */
type TokenPayload = { sub: string; kind: 'user' | 'contact'; role: Role; org: number; client?: number; sid: number };

/**
 * Which rows a route's caller may touch, beyond the role check:
 * - 'own-organization': records of the caller's organisation only (the repositories take it and
 *   scope every query by it; another organisation's record is 404);
 * - 'own-client': a client contact's records of its own client only;
 * - 'own-account': the `:id` in the path is the caller's own account, else 404 before the handler.
 */
export type RowRule = 'own-organization' | 'own-client' | 'own-account';

/** Who may call a route: `'public'` (no token needed) or the roles that may, with the row rule. */
export type RouteAccess = 'public' | { roles: readonly Role[]; row?: RowRule };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: buildApp refuses to start with a route that declares nothing. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthSubject;
    /** The session of the caller's access token (set with `auth`). */
    authSessionId: number;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    signAccessToken: (subject: AuthSubject, sessionId: number) => string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

/**
 * The per-call account check: the token's session is live (not signed out, not ended by a reused
 * refresh token, not expired) and its subject still active, in one query over primary keys.
 */
async function isSessionLive(app: FastifyInstance, subject: AuthSubject, sessionId: number): Promise<boolean> {
  const now = app.clock.now();
  const liveSession = and(
    eq(authSessions.id, sessionId),
    eq(authSessions.subjectType, subject.kind),
    eq(authSessions.subjectId, subject.id),
    eq(authSessions.organizationId, subject.organizationId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, now),
  );
  if (subject.kind === 'user') {
    const [row] = await app.db
      .select({ id: users.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.subjectId))
      .where(and(liveSession, eq(users.organizationId, subject.organizationId), eq(users.isActive, true)));
    return !!row;
  }
  const [row] = await app.db
    .select({ id: clientContacts.id })
    .from(authSessions)
    .innerJoin(clientContacts, eq(clientContacts.id, authSessions.subjectId))
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(
      and(
        liveSession,
        eq(clientContacts.clientId, subject.clientId),
        eq(clientContacts.isActive, true),
        eq(clients.isActive, true),
      ),
    );
  return !!row;
}

/**
 * Bearer access tokens (short-lived JWT). `app.authenticate` verifies the token, refuses one whose
 * session has ended or whose subject has been deactivated since, and refuses an X-Organization-ID
 * naming another organisation.
 */
export const authPlugin = fp(async (app: FastifyInstance, { secrets }: { secrets: Secrets }) => {
  await app.register(fastifyJwt, { secret: secrets.jwtSecret, sign: { expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS } });
  // null until app.authenticate sets it (Fastify wants the property declared up front).
  app.decorateRequest('auth', null as never);

  // Issued and checked against app.clock, like every other expiry, so tests can move past 15 minutes.
  app.decorateRequest('authSessionId', 0);

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
      payload = await request.jwtVerify<TokenPayload>({ clockTimestamp: app.clock.now().getTime() });
    } catch {
      throw unauthorized();
    }
    const subject: AuthSubject =
      payload.kind === 'contact'
        ? { kind: 'contact', id: Number(payload.sub), role: 'client', organizationId: payload.org, clientId: Number(payload.client) }
        : { kind: 'user', id: Number(payload.sub), role: payload.role as StaffRole, organizationId: payload.org };
    // A token from before sessions existed has no sid: it is refused like a signed-out one.
    if (!Number.isSafeInteger(payload.sid) || !(await isSessionLive(app, subject, payload.sid))) throw unauthorized();
    const header = request.headers['x-organization-id'];
    if (header !== undefined && String(header) !== String(subject.organizationId)) {
      throw forbidden('Organization mismatch', 'ORGANIZATION_MISMATCH');
    }
    request.auth = subject;
    request.authSessionId = payload.sid;
  });
});

const PUBLIC_SCOPE = 'routesArePublic';

/** Declares every route a plugin registers in `scope` public (for plugins whose routes take no config). */
export function declarePublicScope(scope: FastifyInstance) {
  scope.decorate(PUBLIC_SCOPE, true);
}

function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public') return true;
  const roles = (value as { roles?: unknown } | undefined)?.roles;
  return Array.isArray(roles) && roles.length > 0;
}

/**
 * The one place access is enforced. onRoute refuses a route that declares no `config.access` (it
 * would otherwise be served to anyone); onRequest, before the body or params are validated, lets a
 * public route through and otherwise authenticates (401), checks the role (403) and the
 * 'own-account' row rule (404, as for any record that is not the caller's).
 */
export function enforceRouteAccess(app: FastifyInstance) {
  app.addHook('onRoute', function declaredAccess(this: FastifyInstance, route) {
    // Routes a third-party plugin adds (static files) take no config: their scope declares them.
    if (route.config?.access === undefined && this.hasDecorator(PUBLIC_SCOPE)) route.config = { ...route.config, access: 'public' };
    if (!isRouteAccess(route.config?.access)) {
      const methods = ([] as string[]).concat(route.method).join(',');
      throw new Error(`${methods} ${route.url} declares no access: give it config: { access: 'public' } or { access: { roles: [...] } }`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    // The not-found handler (SPA fallback, unknown /api paths) has no route to declare anything.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (!access) throw forbidden();
    await app.authenticate(request, reply);
    if (!access.roles.includes(request.auth.role)) throw forbidden();
    if (access.row === 'own-account') {
      const id = (request.params as { id?: unknown } | undefined)?.id;
      if (String(id) !== String(request.auth.id)) throw notFound('User not found');
    }
  });
}
