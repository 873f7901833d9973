import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stateByName } from '@firm/shared/domain/gst';
import type { Role } from '@firm/shared/domain/auth';
import {
  officeAnswerSchema,
  officeBodySchema,
  officeListAnswerSchema,
  officeMessages as M,
  officeProblems,
  type OfficeBody,
} from '@firm/shared/domain/offices';
import type { Tx } from '../../db/database';
import { offices } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { alignRegistration, findOffice, listOffices, lockOfficesOf, registrationOf, toOffice } from './offices.repo';
import { and, eq } from 'drizzle-orm';

/** Staff read the offices (a client or Project names its billing office); only an admin changes them. */
export const OFFICE_READERS: Role[] = ['admin', 'supervisor', 'employee'];
export const OFFICE_WRITERS: Role[] = ['admin'];

const valuesOf = (body: OfficeBody) => {
  const state = stateByName(body.state)!;
  return {
    name: body.name,
    kind: body.kind,
    address: body.address,
    city: body.city,
    state: state.name,
    stateCode: state.code,
    pincode: body.pincode,
    gstin: body.gstin,
    bankDetails: body.bank_details ?? null,
    upiId: body.upi_id ?? null,
    seriesPrefix: body.series_prefix ?? null,
    filingFrequency: body.filing_frequency,
    lutArn: body.lut_arn ?? null,
    lutFinancialYear: body.lut_financial_year ?? null,
  };
};

/** Refuses an office that breaks a registration rule (400 with the field), before anything is written. */
async function checkRules(tx: Tx, organizationId: number, id: number | null, body: OfficeBody) {
  await lockOfficesOf(tx, organizationId);
  const others = (await listOffices(tx, organizationId)).map(registrationOf);
  const problems = officeProblems(
    { id, kind: body.kind, state: body.state, gstin: body.gstin, seriesPrefix: body.series_prefix ?? null },
    others,
  );
  if (problems.length) throw badRequest(problems[0]!.message, problems, problems[0]!.code);
}

/** /api/master/offices: the firm's offices and their GST registrations. */
export async function officeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/master/offices';

  r.get(
    base,
    {
      config: { access: { roles: OFFICE_READERS, row: 'own-organization' }, rememberAnswer: true },
      schema: { response: { 200: officeListAnswerSchema } },
    },
    async (request) => {
      const rows = await listOffices(app.db, request.auth.organizationId);
      return { success: true as const, data: { offices: rows.map(toOffice) } };
    },
  );

  r.post(
    base,
    {
      config: { access: { roles: OFFICE_WRITERS, row: 'own-organization' } },
      schema: { body: officeBodySchema, response: { 201: officeAnswerSchema } },
    },
    async (request, reply) => {
      const { organizationId } = request.auth;
      const now = app.clock.now();
      const row = await app.db.transaction(async (tx) => {
        await checkRules(tx, organizationId, null, request.body);
        const [inserted] = await tx
          .insert(offices)
          .values({ organizationId, ...valuesOf(request.body), createdAt: now, updatedAt: now })
          .returning();
        await alignRegistration(tx, organizationId, inserted!, now);
        return inserted!;
      });
      return reply.code(201).send({ success: true as const, message: 'Office added', data: toOffice(row) });
    },
  );

  r.put(
    `${base}/:id`,
    {
      config: { access: { roles: OFFICE_WRITERS, row: 'own-organization' } },
      schema: { params: idParams, body: officeBodySchema, response: { 200: officeAnswerSchema } },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const { id } = request.params;
      const now = app.clock.now();
      const row = await app.db.transaction(async (tx) => {
        if (!(await findOffice(tx, organizationId, id))) throw notFound(M.notFound);
        await checkRules(tx, organizationId, id, request.body);
        const [updated] = await tx
          .update(offices)
          .set({ ...valuesOf(request.body), updatedAt: now })
          .where(and(eq(offices.organizationId, organizationId), eq(offices.id, id)))
          .returning();
        await alignRegistration(tx, organizationId, updated!, now);
        return updated!;
      });
      return { success: true as const, message: 'Office updated', data: toOffice(row) };
    },
  );
}
