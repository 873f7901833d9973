import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DECIMAL_ID_PATTERN, isValidId } from '@firm/shared/domain/validation';
import type { Role } from '@firm/shared/domain/auth';
import { forbidden, notFound } from './errors';

// Who may call each route, declared on the route (`config.access`) and enforced here for all of them;
// who the caller is comes from auth.ts (`app.authenticate`, `request.auth`).

/**
 * Which rows a route's caller may touch, beyond the role check:
 * - 'own-organization': records of the caller's organisation only (the repositories take it and
 *   scope every query by it; another organisation's record is 404);
 * - 'own-client': a client contact's records of its own client only: the caller must be a contact, and
 *   a well-formed `client_id` in the query or path naming another client is 403 CLIENT_MISMATCH (a
 *   malformed one is left to the route's schema, 400); the route then reads the caller's own client;
 * - 'own-account': the `:id` in the path is the caller's own account, else 404 before the handler.
 */
export type RowRule = 'own-organization' | 'own-client' | 'own-account';

/** Who may call a route: `'public'` (no token needed) or the roles that may, with the row rule. */
export type RouteAccess = 'public' | { roles: readonly Role[]; row?: RowRule };

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route: buildApp refuses to start with a route that declares nothing. */
    access?: RouteAccess;
  }
}

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

/** The 'own-client' row rule: only a contact, and no `client_id` (query or path) of another client. */
function refuseOtherClient(request: FastifyRequest) {
  const { auth } = request;
  if (auth.kind !== 'contact') throw forbidden();
  for (const source of [request.query, request.params]) {
    const named = (source as { client_id?: unknown } | undefined)?.client_id;
    const id = typeof named === 'string' && DECIMAL_ID_PATTERN.test(named) ? Number(named) : undefined;
    if (isValidId(id) && id !== auth.clientId) {
      throw forbidden('You can only see the records of your own client', 'CLIENT_MISMATCH');
    }
  }
}

/**
 * The one place access is enforced. onRoute refuses a route that declares no `config.access` (it
 * would otherwise be served to anyone); onRequest, before the body or params are validated, lets a
 * public route through and otherwise authenticates (401), checks the role (403), the 'own-account'
 * row rule (404, as for any record that is not the caller's) and the 'own-client' one (403).
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
    if (access.row === 'own-client') refuseOtherClient(request);
  });
}
