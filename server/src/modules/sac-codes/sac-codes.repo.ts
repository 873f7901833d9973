import { and, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { ListQuery, SAC_CODE_SORT_KEYS } from '@firm/shared/domain/list';
import type { Db } from '../../db/database';
import { sacCodes } from '../../db/schema';
import {
  containsPattern,
  orderByOf,
  PAGE_LIMIT,
  PAGE_OFFSET,
  statementsByShape,
  readPage,
  totalOf,
  type SortExpression,
} from '../../db/list-page';

type SacCodeSortKey = (typeof SAC_CODE_SORT_KEYS)[number];

export type SacCodeRow = typeof sacCodes.$inferSelect;
export type SacCodeValues = Pick<typeof sacCodes.$inferInsert, 'code' | 'description' | 'isActive'>;

export type SacCodeListFilter = ListQuery<SacCodeSortKey> & { isActive?: boolean };

const SORT_COLUMNS: Record<SacCodeSortKey, SortExpression> = {
  code: sacCodes.code,
  description: sacCodes.description,
  // Ascending puts Active first, as the table's badge order reads.
  status: { reversed: sacCodes.isActive },
  created: sacCodes.createdAt,
};

type SacCodePageShape = Pick<SacCodeListFilter, 'sort' | 'order'> & { status: boolean; search: boolean };

const sacCodePage = statementsByShape('sac_codes_page', (db, shape: SacCodePageShape) => {
  const where = and(
    eq(sacCodes.organizationId, sql.placeholder('organizationId')),
    shape.status ? eq(sacCodes.isActive, sql.placeholder('isActive')) : undefined,
    shape.search
      ? or(ilike(sacCodes.code, sql.placeholder('pattern')), ilike(sacCodes.description, sql.placeholder('pattern')))
      : undefined,
  );
  return db
    .select({ ...getTableColumns(sacCodes), total: totalOf(sacCodes, where) })
    .from(sacCodes)
    .where(where)
    .orderBy(...orderByOf(SORT_COLUMNS, shape.sort, shape.order, sacCodes.id))
    .limit(PAGE_LIMIT)
    .offset(PAGE_OFFSET);
});

/** One page of the organisation's SAC codes and how many match in all; search looks in code and description. */
export async function listSacCodes(
  db: Db,
  organizationId: number,
  filter: SacCodeListFilter,
): Promise<{ rows: SacCodeRow[]; total: number }> {
  const search = Boolean(filter.search);
  const statement = sacCodePage(db, { sort: filter.sort, order: filter.order, status: filter.isActive !== undefined, search }, !search);
  return readPage(
    statement,
    { organizationId, isActive: filter.isActive, pattern: search ? containsPattern(filter.search!) : undefined },
    filter,
  );
}

export async function findSacCode(db: Db, organizationId: number, id: number): Promise<SacCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(sacCodes)
    .where(and(eq(sacCodes.id, id), eq(sacCodes.organizationId, organizationId)));
  return row;
}

export async function sacCodeIsTaken(db: Db, organizationId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sacCodes.id })
    .from(sacCodes)
    .where(and(eq(sacCodes.organizationId, organizationId), eq(sacCodes.code, code)));
  return row !== undefined && row.id !== exceptId;
}

export async function insertSacCode(db: Db, organizationId: number, values: SacCodeValues, now: Date): Promise<SacCodeRow> {
  const [row] = await db
    .insert(sacCodes)
    .values({ ...values, organizationId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateSacCode(db: Db, organizationId: number, id: number, values: SacCodeValues, now: Date) {
  const [row] = await db
    .update(sacCodes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(sacCodes.id, id), eq(sacCodes.organizationId, organizationId)))
    .returning();
  return row;
}
