import type { FastifyInstance } from 'fastify';
import { indianDay } from '@firm/shared/domain/calendar';
import { serviceCategoryListAnswerSchema, serviceCategoryListQuerySchema } from '@firm/shared/domain/list';
import { serviceCategoryBodySchema } from '@firm/shared/domain/service-category';
import type { Role } from '@firm/shared/domain/auth';
import { rateInForceProblem } from '@firm/shared/domain/gst-rate';
import { badRequest } from '../../platform/errors';
import { masterListRoutes } from '../../platform/master-list-routes';
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

/** /api/master/service-categories (spec 01 §7). */
export async function serviceCategoryRoutes(app: FastifyInstance) {
  await masterListRoutes(app, {
    path: '/api/master/service-categories',
    readers: SERVICE_CATEGORY_READERS,
    writers: SERVICE_CATEGORY_WRITERS,
    schemas: {
      listQuery: serviceCategoryListQuerySchema,
      listAnswer: serviceCategoryListAnswerSchema,
      item: serviceCategorySchema,
      body: serviceCategoryBodySchema,
    },
    listData: (items) => ({ service_categories: items }),
    repo: { list: listServiceCategories, find: findServiceCategory, insert: insertServiceCategory, update: updateServiceCategory },
    toItem: toServiceCategory,
    values: serviceCategoryValues,
    texts: {
      notFound: 'Service category not found',
      created: 'Service category created successfully',
      updated: 'Service category updated successfully',
    },
    unique: {
      field: 'name',
      message: 'Service category already exists',
      code: 'SERVICE_CATEGORY_NAME_TAKEN',
      constraint: 'service_categories_org_name_uq',
      isTaken: (db, organizationId, body, exceptId) => serviceCategoryNameIsTaken(db, organizationId, body.name, exceptId),
    },
    // A category kept at a rate of before 22 September 2025 may still be edited; a new rate must be in force.
    refuseWrite: (body, current, now) => {
      if (!current || toBasisPoints(body.igst) !== current.igstBp) refuseRateNotInForce(body.igst, indianDay(now));
    },
  });
}

/** A rate saved today is one of today's slabs (the 12 and 28 % slabs ended on 21 September 2025). */
function refuseRateNotInForce(igstPercent: number, today: string) {
  const problem = rateInForceProblem(toBasisPoints(igstPercent), today);
  if (problem) throw badRequest(problem, [{ field: 'igst', message: problem, code: 'GST_RATE_NOT_IN_FORCE' }], 'GST_RATE_NOT_IN_FORCE');
}
