import type { FastifyInstance } from 'fastify';
import { sacCodeListAnswerSchema, sacCodeListQuerySchema, sacCodeSchema } from '@firm/shared/domain/list';
import { sacCodeBodySchema, type SacCode, type SacCodeBody } from '@firm/shared/domain/sac-code';
import type { Role } from '@firm/shared/domain/auth';
import { masterListRoutes } from '../../platform/master-list-routes';
import { findSacCode, insertSacCode, listSacCodes, sacCodeIsTaken, updateSacCode, type SacCodeRow } from './sac-codes.repo';

/** Staff read the list (Projects pick a SAC code, spec 02); only an admin changes it. */
export const SAC_CODE_READERS: Role[] = ['admin', 'supervisor', 'employee'];
export const SAC_CODE_WRITERS: Role[] = ['admin'];

const toSacCode = (row: SacCodeRow): SacCode => ({
  sac_code_id: row.id,
  code: row.code,
  description: row.description,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

/** /api/master/sac-codes (spec 01 §7). */
export async function sacCodeRoutes(app: FastifyInstance) {
  await masterListRoutes(app, {
    path: '/api/master/sac-codes',
    readers: SAC_CODE_READERS,
    writers: SAC_CODE_WRITERS,
    schemas: { listQuery: sacCodeListQuerySchema, listAnswer: sacCodeListAnswerSchema, item: sacCodeSchema, body: sacCodeBodySchema },
    listData: (items) => ({ sac_codes: items }),
    repo: { list: listSacCodes, find: findSacCode, insert: insertSacCode, update: updateSacCode },
    toItem: toSacCode,
    values: (body: SacCodeBody) => ({ code: body.code, description: body.description, isActive: body.is_active }),
    texts: { notFound: 'SAC code not found', created: 'SAC code created successfully', updated: 'SAC code updated successfully' },
    unique: {
      field: 'code',
      message: 'SAC code already exists',
      code: 'SAC_CODE_TAKEN',
      constraint: 'sac_codes_org_code_uq',
      isTaken: (db, organizationId, body, exceptId) => sacCodeIsTaken(db, organizationId, body.code, exceptId),
    },
  });
}
