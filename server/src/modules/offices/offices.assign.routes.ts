import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@firm/shared/domain/auth';
import { clients, tasks } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { findOffice } from './offices.repo';

// Which office bills a client (default: the head office) and, overriding it, a Project. Kept
// apart from the client and Project forms' calls: the invoice reads them when it is generated.

export const BILLING_OFFICE_WRITERS: Role[] = ['admin'];

const body = z.object({ office_id: z.number().int().positive().max(2_147_483_647).nullable() });
const answer = z.object({ success: z.literal(true), message: z.string(), data: z.object({ office_id: z.number().nullable() }) });
const UNKNOWN = 'Select one of the firm’s offices';

export async function billingOfficeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const assign = async (organizationId: number, officeId: number | null) => {
    if (officeId !== null && !(await findOffice(app.db, organizationId, officeId)))
      throw badRequest(UNKNOWN, [{ field: 'office_id', message: UNKNOWN, code: 'BILLING_OFFICE_UNKNOWN' }], 'BILLING_OFFICE_UNKNOWN');
  };

  r.put(
    '/api/clients/:id/billing-office',
    {
      config: { access: { roles: BILLING_OFFICE_WRITERS, row: 'own-organization' } },
      schema: { params: idParams, body, response: { 200: answer } },
    },
    async (request) => {
      const { organizationId } = request.auth;
      await assign(organizationId, request.body.office_id);
      const [row] = await app.db
        .update(clients)
        .set({ billingOfficeId: request.body.office_id, updatedAt: app.clock.now() })
        .where(and(eq(clients.organizationId, organizationId), eq(clients.id, request.params.id)))
        .returning({ id: clients.id });
      if (!row) throw notFound('Client not found');
      return { success: true as const, message: 'Billing office saved', data: { office_id: request.body.office_id } };
    },
  );

  r.put(
    '/api/tasks/:id/billing-office',
    {
      config: { access: { roles: BILLING_OFFICE_WRITERS, row: 'own-organization' } },
      schema: { params: idParams, body, response: { 200: answer } },
    },
    async (request) => {
      const { organizationId } = request.auth;
      await assign(organizationId, request.body.office_id);
      const [row] = await app.db
        .update(tasks)
        .set({ billingOfficeId: request.body.office_id, updatedAt: app.clock.now() })
        .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, request.params.id)))
        .returning({ id: tasks.id });
      if (!row) throw notFound('Task not found');
      return { success: true as const, message: 'Billing office saved', data: { office_id: request.body.office_id } };
    },
  );
}
