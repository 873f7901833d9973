import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { masterDataStatus, paginationOf, type ListQuery, type Pagination } from '@firm/shared/domain/list';
import type { Role } from '@firm/shared/domain/auth';
import type { ErrorCode } from '@firm/shared/domain/errors';
import { badRequest, notFound } from './errors';
import { idParams } from './route-params';
import { isUniqueViolation } from '../db/unique-violation';
import type { Db } from '../db/database';
import type { MasterListFilter } from '../db/master-list';

// The four routes of a firm's master list (spec 01 §7: SAC codes, service categories): the list, one
// record, add and change. Each list's module passes its schemas, its spec texts, its repository, what
// "already exists" means for it and any rule of its own on a write.

type MasterListQuery<K extends string> = ListQuery<K> & { is_active?: boolean; include_inactive?: boolean };

export type MasterListRoutesOptions<Row, Item, Body, Values, K extends string, ListData> = {
  path: string;
  readers: Role[];
  writers: Role[];
  schemas: {
    listQuery: z.ZodType<MasterListQuery<K>>;
    listAnswer: z.ZodType<{ success: true; data: ListData; pagination: Pagination }>;
    item: z.ZodType<Item>;
    body: z.ZodType<Body>;
  };
  /** The answer's `data` of a page: `{ sac_codes: [...] }`. */
  listData: (items: Item[]) => ListData;
  repo: {
    list: (db: Db, organizationId: number, filter: MasterListFilter<K>) => Promise<{ rows: Row[]; total: number }>;
    find: (db: Db, organizationId: number, id: number) => Promise<Row | undefined>;
    insert: (db: Db, organizationId: number, values: Values, now: Date) => Promise<Row>;
    update: (db: Db, organizationId: number, id: number, values: Values, now: Date) => Promise<Row | undefined>;
  };
  toItem: (row: Row) => Item;
  values: (body: Body) => Values;
  texts: { notFound: string; created: string; updated: string };
  /** The key that must be unique in the firm: checked before the write, and its index's refusal mapped the same way. */
  unique: {
    field: string;
    message: string;
    code: ErrorCode;
    constraint: string;
    isTaken: (db: Db, organizationId: number, body: Body, exceptId?: number) => Promise<boolean>;
  };
  /** The list's own rule on a write, checked first (the record as stored when it is a change). */
  refuseWrite?: (body: Body, current: Row | undefined, now: Date) => void;
};

export async function masterListRoutes<Row, Item, Body, Values, K extends string, ListData>(
  app: FastifyInstance,
  options: MasterListRoutesOptions<Row, Item, Body, Values, K, ListData>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, repo, schemas, texts, unique } = options;
  const readAccess = { access: { roles: options.readers, row: 'own-organization' as const } };
  const writeAccess = { access: { roles: options.writers, row: 'own-organization' as const } };
  const oneAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: schemas.item });
  const taken = () => badRequest(unique.message, [{ field: unique.field, message: unique.message, code: unique.code }]);
  const rethrowTaken = (error: unknown): never => {
    throw isUniqueViolation(error, unique.constraint) ? taken() : error;
  };

  r.get(
    path,
    { config: { ...readAccess, rememberAnswer: true }, schema: { querystring: schemas.listQuery, response: { 200: schemas.listAnswer } } },
    async (request) => {
      const { query } = request;
      const { rows, total } = await repo.list(app.db, request.auth.organizationId, { ...query, isActive: masterDataStatus(query) });
      return { success: true as const, data: options.listData(rows.map(options.toItem)), pagination: paginationOf(query, total) };
    },
  );

  r.get(`${path}/:id`, { config: readAccess, schema: { params: idParams, response: { 200: oneAnswer } } }, async (request) => {
    const row = await repo.find(app.db, request.auth.organizationId, request.params.id);
    if (!row) throw notFound(texts.notFound);
    return { success: true as const, data: options.toItem(row) };
  });

  r.post(path, { config: writeAccess, schema: { body: schemas.body, response: { 201: oneAnswer } } }, async (request, reply) => {
    const { organizationId } = request.auth;
    // The type provider cannot narrow a generic body (it widens it to UndefinedToUnknown<Body>); the schema did.
    const body = request.body as Body;
    const now = app.clock.now();
    options.refuseWrite?.(body, undefined, now);
    if (await unique.isTaken(app.db, organizationId, body)) throw taken();
    const row = await repo.insert(app.db, organizationId, options.values(body), now).catch(rethrowTaken);
    return reply.code(201).send({ success: true as const, message: texts.created, data: options.toItem(row) });
  });

  r.put(
    `${path}/:id`,
    { config: writeAccess, schema: { params: idParams, body: schemas.body, response: { 200: oneAnswer } } },
    async (request) => {
      const { organizationId } = request.auth;
      const { id } = request.params;
      const body = request.body as Body;
      const now = app.clock.now();
      const current = await repo.find(app.db, organizationId, id);
      if (!current) throw notFound(texts.notFound);
      options.refuseWrite?.(body, current, now);
      if (await unique.isTaken(app.db, organizationId, body, id)) throw taken();
      const row = await repo.update(app.db, organizationId, id, options.values(body), now).catch(rethrowTaken);
      if (!row) throw notFound(texts.notFound);
      return { success: true as const, message: texts.updated, data: options.toItem(row) };
    },
  );
}
