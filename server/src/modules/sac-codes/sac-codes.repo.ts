import { and, asc, eq } from 'drizzle-orm';
import type { SAC_CODE_SORT_KEYS } from '@firm/shared/domain/list';
import type { Db, Tx } from '../../db/database';
import { sacCodes } from '../../db/schema';
import { masterListRepo, type MasterListFilter } from '../../db/master-list';
import type { SortExpression } from '../../db/list-page';

type SacCodeSortKey = (typeof SAC_CODE_SORT_KEYS)[number];

export type SacCodeRow = typeof sacCodes.$inferSelect;
export type SacCodeValues = Pick<typeof sacCodes.$inferInsert, 'code' | 'description' | 'isActive'>;

export type SacCodeListFilter = MasterListFilter<SacCodeSortKey>;

const SORT_COLUMNS: Record<SacCodeSortKey, SortExpression> = {
  code: sacCodes.code,
  description: sacCodes.description,
  // Ascending puts Active first, as the table's badge order reads.
  status: { reversed: sacCodes.isActive },
  created: sacCodes.createdAt,
};

/** Search looks in code and description. */
const repo = masterListRepo<typeof sacCodes, SacCodeSortKey, SacCodeValues>({
  table: sacCodes,
  statementName: 'sac_codes_page',
  sortColumns: SORT_COLUMNS,
  searchColumns: [sacCodes.code, sacCodes.description],
});

export const { list: listSacCodes, find: findSacCode, insert: insertSacCode, update: updateSacCode } = repo;

export async function sacCodeIsTaken(db: Db, organizationId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sacCodes.id })
    .from(sacCodes)
    .where(and(eq(sacCodes.organizationId, organizationId), eq(sacCodes.code, code)));
  return row !== undefined && row.id !== exceptId;
}

/** The firm's active SAC codes, by code: what a new compliance may be billed under. */
export async function activeSacCodes(db: Db | Tx, organizationId: number): Promise<{ id: number; code: string }[]> {
  return db
    .select({ id: sacCodes.id, code: sacCodes.code })
    .from(sacCodes)
    .where(and(eq(sacCodes.organizationId, organizationId), eq(sacCodes.isActive, true)))
    .orderBy(asc(sacCodes.code));
}

/** Adds the codes the firm lacks (matched by code, never overwriting its own); answers how many were added. */
export async function addMissingSacCodes(tx: Tx, organizationId: number, codes: readonly { code: string; description: string }[]) {
  const added = await tx
    .insert(sacCodes)
    .values(codes.map((code) => ({ organizationId, ...code })))
    .onConflictDoNothing({ target: [sacCodes.organizationId, sacCodes.code] })
    .returning({ id: sacCodes.id });
  return added.length;
}
