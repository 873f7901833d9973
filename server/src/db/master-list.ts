import { and, eq, getTableColumns, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@firm/shared/domain/list';
import type { Db } from './database';
import {
  containsPattern,
  orderByOf,
  PAGE_LIMIT,
  PAGE_OFFSET,
  readPage,
  statementsByShape,
  totalOf,
  type SortExpression,
} from './list-page';

// A firm's master list (SAC codes, service categories): its own rows with an active flag, a page that
// filters by status and searches two text columns, and writes that stamp the time and stay in the firm.
// What differs per list (sort columns, what "already exists" means) stays with its module.

type MasterTable = PgTable & {
  id: PgColumn;
  organizationId: PgColumn;
  isActive: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

export type MasterListFilter<K extends string> = ListQuery<K> & { isActive?: boolean };

type MasterListOptions<T extends MasterTable, K extends string> = {
  table: T;
  /** The prepared statements' name ('sac_codes_page'), its own per list: PostgreSQL knows a prepared statement by its name. */
  statementName: string;
  sortColumns: Record<K, SortExpression | SortExpression[]>;
  /** Search looks for the term in either column. */
  searchColumns: readonly [AnyColumn, AnyColumn];
};

export function masterListRepo<T extends MasterTable, K extends string, Values extends object>({
  table,
  statementName,
  sortColumns,
  searchColumns,
}: MasterListOptions<T, K>) {
  type Row = T['$inferSelect'];
  type PageShape = Pick<MasterListFilter<K>, 'sort' | 'order'> & { status: boolean; search: boolean };
  const byIdInFirm = (organizationId: number, id: number) => and(eq(table.id, id), eq(table.organizationId, organizationId));

  const page = statementsByShape(statementName, (db, shape: PageShape) => {
    const pattern = sql.placeholder('pattern');
    const where = and(
      eq(table.organizationId, sql.placeholder('organizationId')),
      shape.status ? eq(table.isActive, sql.placeholder('isActive')) : undefined,
      shape.search ? or(...searchColumns.map((column) => ilike(column, pattern))) : undefined,
    );
    return db
      .select({ ...getTableColumns(table), total: totalOf(table, where) })
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderByOf(sortColumns, shape.sort, shape.order, table.id))
      .limit(PAGE_LIMIT)
      .offset(PAGE_OFFSET);
  });

  return {
    /** One page of the firm's rows and how many match in all. */
    async list(db: Db, organizationId: number, filter: MasterListFilter<K>): Promise<{ rows: Row[]; total: number }> {
      const search = Boolean(filter.search);
      const shape = { sort: filter.sort, order: filter.order, status: filter.isActive !== undefined, search };
      const pattern = search ? containsPattern(filter.search!) : undefined;
      return readPage(page(db, shape, !search), { organizationId, isActive: filter.isActive, pattern }, filter) as Promise<{
        rows: Row[];
        total: number;
      }>;
    },

    async find(db: Db, organizationId: number, id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(byIdInFirm(organizationId, id));
      return row as Row | undefined;
    },

    async insert(db: Db, organizationId: number, values: Values, now: Date): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values({ ...values, organizationId, createdAt: now, updatedAt: now } as T['$inferInsert'])
        .returning();
      return row as Row;
    },

    /** The row as changed, or undefined when the firm has no such row. */
    async update(db: Db, organizationId: number, id: number, values: Values, now: Date): Promise<Row | undefined> {
      const rows = (await db
        .update(table)
        .set({ ...values, updatedAt: now } as Partial<T['$inferInsert']>)
        .where(byIdInFirm(organizationId, id))
        .returning()) as Row[];
      return rows[0];
    },
  };
}
