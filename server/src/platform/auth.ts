import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { and, eq } from 'drizzle-orm';
import type { Role, StaffRole } from '@firm/shared/domain';
import { clientContacts, clients, users } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import type { Secrets } from './secrets';

/** Who is calling, from a verified access token (and still active in the database). */
export type AuthSubject =
  | { kind: 'user'; id: number; role: StaffRole; organizationId: number }
  | { kind: 'contact'; id: number; role: 'client'; organizationId: number; clientId: number };

type TokenPayload = { sub: string; kind: 'user' | 'contact'; role: Role; org: number; client?: number };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSubject;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    signAccessToken: (subject: AuthSubject) => string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

async function isStillActive(app: FastifyInstance, subject: AuthSubject): Promise<boolean> {
  if (subject.kind === 'user') {
    const [row] = await app.db
      .select({ isActive: users.isActive })
      .from(users)
      .where(and(eq(users.id, subject.id), eq(users.organizationId, subject.organizationId)));
    return row?.isActive === true;
  }
  const [row] = await app.db
    .select({ contactActive: clientContacts.isActive, clientActive: clients.isActive })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(eq(clientContacts.id, subject.id), eq(clientContacts.organizationId, subject.organizationId)));
  return row?.contactActive === true && row.clientActive === true;
}

/**
 * Bearer access tokens (short-lived JWT). `app.authenticate` verifies the token, refuses a subject
 * that has been deactivated since, and refuses an X-Organization-ID naming another organisation.
 */
export const authPlugin = fp(async (app: FastifyInstance, { secrets }: { secrets: Secrets }) => {
  await app.register(fastifyJwt, { secret: secrets.jwtSecret, sign: { expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS } });
  // null until app.authenticate sets it (Fastify wants the property declared up front).
  app.decorateRequest('auth', null as never);

  // Issued and checked against app.clock, like every other expiry, so tests can move past 15 minutes.
  app.decorate('signAccessToken', (subject: AuthSubject) =>
    app.jwt.sign(
      {
        sub: String(subject.id),
        kind: subject.kind,
        role: subject.role,
        org: subject.organizationId,
        ...(subject.kind === 'contact' ? { client: subject.clientId } : {}),
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
    if (!(await isStillActive(app, subject))) throw unauthorized();
    const header = request.headers['x-organization-id'];
    if (header !== undefined && String(header) !== String(subject.organizationId)) {
      throw forbidden('Organization mismatch');
    }
    request.auth = subject;
  });
});

/** preHandler: the caller must be signed in and hold one of `roles`, else 403. */
export function requireRole(app: FastifyInstance, ...roles: Role[]): preHandlerAsyncHookHandler[] {
  return [
    app.authenticate,
    async (request) => {
      if (!roles.includes(request.auth.role)) throw forbidden();
    },
  ];
}
