import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { offsetOf, type ListQuery, type SAC_CODE_SORT_KEYS } from '@firm/shared/domain';
import type { Db } from '../../db/database';
import { sacCodes } from '../../db/schema';
import { containsPattern, countAll, orderByOf, type SortExpression } from '../../db/list-page';

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

/** One page of the organisation's SAC codes and how many match in all; search looks in code and description. */
export async function listSacCodes(
  db: Db,
  organizationId: number,
  filter: SacCodeListFilter,
): Promise<{ rows: SacCodeRow[]; total: number }> {
  const conditions: SQL[] = [eq(sacCodes.organizationId, organizationId)];
  if (filter.isActive !== undefined) conditions.push(eq(sacCodes.isActive, filter.isActive));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(sacCodes.code, pattern), ilike(sacCodes.description, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sacCodes)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, filter.sort, filter.order, sacCodes.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    db.select({ n: countAll() }).from(sacCodes).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
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
