import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indianDay } from '@firm/shared/domain/gst';
import { masterDataStatus, paginationOf, serviceCategoryListAnswerSchema, serviceCategoryListQuerySchema } from '@firm/shared/domain/list';
import { serviceCategoryBodySchema } from '@firm/shared/domain/service-category';
import type { Role } from '@firm/shared/domain/auth';
import { rateInForceProblem } from '@firm/shared/domain/gst-rate';
import { badRequest, notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  findServiceCategory,
  insertServiceCategory,
  listServiceCategories,
  serviceCategoryNameIsTaken,
  updateServiceCategory,
} from './service-categories.repo';
import { serviceCategorySchema, serviceCategoryValues, toBasisPoints, toServiceCategory } from './service-categories.wire';

/** Staff read the list (Projects pick a category, spec 02); only an admin changes it. */
export const SERVICE_CATEGORY_READERS: Role[] = ['admin', 'supervisor', 'employee'];
export const SERVICE_CATEGORY_WRITERS: Role[] = ['admin'];

const NOT_FOUND = 'Service category not found';
const NAME_TAKEN = 'Service category already exists';
const nameTaken = () => badRequest(NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN, code: 'SERVICE_CATEGORY_NAME_TAKEN' }]);

const oneAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: serviceCategorySchema });

/** /api/master/service-categories (spec 01 §7). */
export async function serviceCategoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/master/service-categories';

  r.get(
    base,
    {
      config: { access: { roles: SERVICE_CATEGORY_READERS, row: 'own-organization' }, rememberAnswer: true },
      schema: { querystring: serviceCategoryListQuerySchema, response: { 200: serviceCategoryListAnswerSchema } },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listServiceCategories(app.db, request.auth.organizationId, {
        ...query,
        isActive: masterDataStatus(query),
      });
      return { success: true as const, data: { service_categories: rows.map(toServiceCategory) }, pagination: paginationOf(query, total) };
    },
  );

  r.get(
    `${base}/:id`,
    {
      config: { access: { roles: SERVICE_CATEGORY_READERS, row: 'own-organization' } },
      schema: { params: idParams, response: { 200: oneAnswer } },
    },
    async (request) => {
      const row = await findServiceCategory(app.db, request.auth.organizationId, request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      return { success: true as const, data: toServiceCategory(row) };
    },
  );

  r.post(
    base,
    {
      config: { access: { roles: SERVICE_CATEGORY_WRITERS, row: 'own-organization' } },
      schema: { body: serviceCategoryBodySchema, response: { 201: oneAnswer } },
    },
    async (request, reply) => {
      const { organizationId } = request.auth;
      refuseRateNotInForce(request.body.igst, indianDay(app.clock.now()));
      if (await serviceCategoryNameIsTaken(app.db, organizationId, request.body.name)) throw nameTaken();
      const row = await insertServiceCategory(app.db, organizationId, serviceCategoryValues(request.body), app.clock.now()).catch(
        rethrowNameTaken,
      );
      return reply
        .code(201)
        .send({ success: true as const, message: 'Service category created successfully', data: toServiceCategory(row) });
    },
  );

  r.put(
    `${base}/:id`,
    {
      config: { access: { roles: SERVICE_CATEGORY_WRITERS, row: 'own-organization' } },
      schema: { params: idParams, body: serviceCategoryBodySchema, response: { 200: oneAnswer } },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const { id } = request.params;
      const current = await findServiceCategory(app.db, organizationId, id);
      if (!current) throw notFound(NOT_FOUND);
      // A category kept at a rate of before 22 September 2025 may still be edited; a new rate must be in force.
      if (toBasisPoints(request.body.igst) !== current.igstBp) refuseRateNotInForce(request.body.igst, indianDay(app.clock.now()));
      if (await serviceCategoryNameIsTaken(app.db, organizationId, request.body.name, id)) throw nameTaken();
      const row = await updateServiceCategory(app.db, organizationId, id, serviceCategoryValues(request.body), app.clock.now()).catch(
        rethrowNameTaken,
      );
      if (!row) throw notFound(NOT_FOUND);
      return { success: true as const, message: 'Service category updated successfully', data: toServiceCategory(row) };
    },
  );
}

/** Issue 29: a rate saved today is one of today's slabs (the 12 and 28 % slabs ended on 21 September 2025). */
function refuseRateNotInForce(igstPercent: number, today: string) {
  const problem = rateInForceProblem(toBasisPoints(igstPercent), today);
  if (problem) throw badRequest(problem, [{ field: 'igst', message: problem, code: 'GST_RATE_NOT_IN_FORCE' }], 'GST_RATE_NOT_IN_FORCE');
}

function rethrowNameTaken(error: unknown): never {
  throw isUniqueViolation(error, 'service_categories_org_name_uq') ? nameTaken() : error;
}
