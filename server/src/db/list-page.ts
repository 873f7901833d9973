import { count, sql, SQL, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { offsetOf, type ListQuery, type SortOrder } from '@firm/shared/domain/list';
import type { Db } from './database';
import { prepareNamed } from './named-statements';

// What every paged list query shares: a contains-pattern for ILIKE, ORDER BY from a whitelisted key,
// and the total counted with the same WHERE as the page.

/** `%term%` with the LIKE wildcards of the term escaped, so '50%' looks for a percent sign. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A column or expression to sort by; `reversed` sorts it against the asked order (Active first). */
export type SortExpression = AnyColumn | SQL | { reversed: AnyColumn };

/**
 * ORDER BY for a sort key the query schema already whitelisted: its expressions in the asked order,
 * then the id so that equal values page in a stable order. Empty values come last going up and first
 * going down (PostgreSQL's default, and what the table did when it sorted in the browser), so a
 * b-tree index on the column serves both directions.
 */
export function orderByOf<K extends string>(
  columns: Record<K, SortExpression | SortExpression[]>,
  sort: K,
  order: SortOrder,
  id: AnyColumn,
): SQL[] {
  const direction = (reversed: boolean) => sql.raw((order === 'desc') !== reversed ? 'desc' : 'asc');
  const picked = columns[sort];
  const expressions = Array.isArray(picked) ? picked : [picked];
  return [
    ...expressions.map((e) =>
      'reversed' in e && !(e instanceof SQL) ? sql`${e.reversed} ${direction(true)}` : sql`${e as AnyColumn | SQL} ${direction(false)}`,
    ),
    sql`${id} ${direction(false)}`,
  ];
}

export const countAll = () => count().mapWith(Number);

/** The page's bounds in a page statement, filled on each call. */
export const PAGE_LIMIT = sql.placeholder('limit');
export const PAGE_OFFSET = sql.placeholder('offset');

/**
 * How many rows of `table` match `where`, as a column of the page's own statement: one round trip
 * instead of two. An uncorrelated subquery, evaluated once per statement (its FROM shadows the outer
 * table's name), so the page still reads an index in the asked order and stops after LIMIT rows.
 */
export const totalOf = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);

type Executable<R> = { execute: (values?: Record<string, unknown>) => Promise<R[]> };

/**
 * The statements of one query, built from a shape (sort, order, which filters are set: whatever
 * changes the SQL text; the values go in `sql.placeholder`s). A shape is built and prepared once per
 * database under its own name: Drizzle does not rebuild the SQL on each call, and PostgreSQL parses
 * and plans a named statement once per connection. `prepare: false` builds it for the one call: a
 * search, whose plan depends on the pattern (a generic plan cannot see that the trigram index pays
 * off). Values that are not placeholders are fixed in a prepared statement: they belong in the shape.
 */
export function statementsByShape<Shape, R>(
  name: string,
  build: (db: Db, shape: Shape) => Executable<R> & { prepare: (name: string) => Executable<R> & { getQuery: () => { sql: string } } },
): (db: Db, shape: Shape, prepare?: boolean) => Executable<R> {
  const prepared = new WeakMap<Db, Map<string, Executable<R>>>();
  return (db, shape, prepare = true) => {
    if (!prepare) return build(db, shape);
    let statements = prepared.get(db);
    if (!statements) prepared.set(db, (statements = new Map()));
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = prepareNamed(db, `${name}_${statements.size + 1}`, build(db, shape))));
    return statement;
  };
}

/**
 * Runs a page statement whose rows carry `total` (`totalOf`). A page past the last row has no row to
 * carry it: the total is then read from the first page's first row.
 */
export async function readPage<R extends { total: number }>(
  statement: Executable<R>,
  values: Record<string, unknown>,
  page: Pick<ListQuery, 'page' | 'limit'>,
): Promise<{ rows: R[]; total: number }> {
  const offset = offsetOf(page);
  const rows = await statement.execute({ ...values, limit: page.limit, offset });
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [first] = await statement.execute({ ...values, limit: 1, offset: 0 });
  return { rows, total: first?.total ?? 0 };
}
