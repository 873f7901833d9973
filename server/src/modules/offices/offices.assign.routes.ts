import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Role } from '@firm/shared/domain/auth';
import { badRequest, notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { findOffice } from './offices.repo';
import { setClientBillingOffice } from '../clients';
import { setProjectBillingOffice } from '../tasks';

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
      if (!(await setClientBillingOffice(app.db, organizationId, request.params.id, request.body.office_id, app.clock.now())))
        throw notFound('Client not found');
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
      if (!(await setProjectBillingOffice(app.db, organizationId, request.params.id, request.body.office_id, app.clock.now())))
        throw notFound('Task not found');
      return { success: true as const, message: 'Billing office saved', data: { office_id: request.body.office_id } };
    },
  );
}
