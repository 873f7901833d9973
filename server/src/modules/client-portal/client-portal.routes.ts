import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientTaskListAnswerSchema, clientTaskQuerySchema, paginationOf } from '@firm/shared/domain';
import type { AuthSubject } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { todayInIndia } from '../tasks/tasks.routes';
import { listClientTasks } from './client-portal.repo';

type Contact = Extract<AuthSubject, { kind: 'contact' }>;
function contactOf(auth: AuthSubject): Contact {
  if (auth.kind !== 'contact') throw forbidden();
  return auth;
}

/**
 * GET /api/client-portal/tasks (spec 02 §7): a client contact's own Projects. The 'own-client' row rule
 * refuses a `client_id` of another client (403 CLIENT_MISMATCH) before the handler; the handler then
 * lists the caller's client from the token, so nothing in the query can widen what it sees.
 */
export async function clientPortalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/client-portal/tasks',
    {
      config: { access: { roles: ['client'], row: 'own-client' } },
      schema: { querystring: clientTaskQuerySchema, response: { 200: clientTaskListAnswerSchema } },
    },
    async (request) => {
      const auth = contactOf(request.auth);
      const { query } = request;
      const { items, total, summary } = await listClientTasks(
        app.db,
        { organizationId: auth.organizationId, clientId: auth.clientId },
        { ...query, today: todayInIndia(app.clock.now()) },
      );
      return { success: true as const, data: { tasks: items, pagination: paginationOf(query, total) }, summary };
    },
  );
}
