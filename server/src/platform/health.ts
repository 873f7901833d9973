import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { DATABASE_UNAVAILABLE, errorBody } from './errors';
import { errorAnswerSchema } from './openapi';

/**
 * GET /api/health: readiness. 200 while the database answers; 503 while it does not, so a load
 * balancer takes this process out of rotation instead of sending it requests that would fail.
 */
const healthAnswer = z.object({ status: z.literal('ok'), database: z.literal('up') });

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthAnswer, 503: errorAnswerSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.warn({ database: 'down' }, 'health check: database unavailable');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send({ ...errorBody(DATABASE_UNAVAILABLE, 'DATABASE_UNAVAILABLE'), database: 'down' });
      }
    },
  );
}
