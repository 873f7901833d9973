import { count, sql, SQL, type AnyColumn } from 'drizzle-orm';
import type { SortOrder } from '@firm/shared/domain';

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
