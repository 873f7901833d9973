import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { masterDataStatus, paginationOf, sacCodeListAnswerSchema, sacCodeListQuerySchema, sacCodeSchema } from '@firm/shared/domain/list';
import { sacCodeBodySchema, type SacCode, type SacCodeBody } from '@firm/shared/domain/sac-code';
import type { Role } from '@firm/shared/domain/auth';
import { badRequest, notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { isUniqueViolation } from '../../db/unique-violation';
import { findSacCode, insertSacCode, listSacCodes, sacCodeIsTaken, updateSacCode, type SacCodeRow } from './sac-codes.repo';

/** Staff read the list (Projects pick a SAC code, spec 02); only an admin changes it. */
export const SAC_CODE_READERS: Role[] = ['admin', 'supervisor', 'employee'];
export const SAC_CODE_WRITERS: Role[] = ['admin'];

const NOT_FOUND = 'SAC code not found';
const CODE_TAKEN = 'SAC code already exists';
const codeTaken = () => badRequest(CODE_TAKEN, [{ field: 'code', message: CODE_TAKEN, code: 'SAC_CODE_TAKEN' }]);

const toSacCode = (row: SacCodeRow): SacCode => ({
  sac_code_id: row.id,
  code: row.code,
  description: row.description,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

const values = (body: SacCodeBody) => ({ code: body.code, description: body.description, isActive: body.is_active });

const oneAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: sacCodeSchema });

function rethrowCodeTaken(error: unknown): never {
  throw isUniqueViolation(error, 'sac_codes_org_code_uq') ? codeTaken() : error;
}

/** /api/master/sac-codes (spec 01 §7). */
export async function sacCodeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/master/sac-codes';

  r.get(
    base,
    {
      config: { access: { roles: SAC_CODE_READERS, row: 'own-organization' }, rememberAnswer: true },
      schema: { querystring: sacCodeListQuerySchema, response: { 200: sacCodeListAnswerSchema } },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listSacCodes(app.db, request.auth.organizationId, { ...query, isActive: masterDataStatus(query) });
      return { success: true as const, data: { sac_codes: rows.map(toSacCode) }, pagination: paginationOf(query, total) };
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: { roles: SAC_CODE_READERS, row: 'own-organization' } },
      schema: { params: idParams, response: { 200: oneAnswer } },
    },
    async (request) => {
      const row = await findSacCode(app.db, request.auth.organizationId, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      return { success: true as const, data: toSacCode(row) };
    },
  );

  r.post(
    base,
    {
      config: { access: { roles: SAC_CODE_WRITERS, row: 'own-organization' } },
      schema: { body: sacCodeBodySchema, response: { 201: oneAnswer } },
    },
    async (request, reply) => {
      const { organizationId } = request.auth;
      if (await sacCodeIsTaken(app.db, organizationId, request.body.code)) throw codeTaken();
      const row = await insertSacCode(app.db, organizationId, values(request.body), app.clock.now()).catch(rethrowCodeTaken);
      return reply.code(201).send({ success: true as const, message: 'SAC code created successfully', data: toSacCode(row) });
    },
  );

  r.put(
    `${base}/:id`,
    {
      config: { access: { roles: SAC_CODE_WRITERS, row: 'own-organization' } },
      schema: { params: idParams, body: sacCodeBodySchema, response: { 200: oneAnswer } },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const { id } = request.params;
      if (!(await findSacCode(app.db, organizationId, id))) throw notFound(NOT_FOUND);
      if (await sacCodeIsTaken(app.db, organizationId, request.body.code, id)) throw codeTaken();
      const row = await updateSacCode(app.db, organizationId, id, values(request.body), app.clock.now()).catch(rethrowCodeTaken);
      if (!row) throw notFound(NOT_FOUND);
      return { success: true as const, message: 'SAC code updated successfully', data: toSacCode(row) };
    },
  );
}
