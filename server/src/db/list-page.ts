import { count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortOrder } from '@firm/shared/domain';

// What every paged list query shares: a contains-pattern for ILIKE, ORDER BY from a whitelisted key,
// and the total counted with the same WHERE as the page.

/** `%term%` with the LIKE wildcards of the term escaped, so '50%' looks for a percent sign. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type SortExpression = AnyColumn | SQL;

/**
 * ORDER BY for a sort key the query schema already whitelisted: its expressions in the asked order,
 * empty values last either way, then the id so that equal values page in a stable order.
 */
export function orderByOf<K extends string>(
  columns: Record<K, SortExpression | SortExpression[]>,
  sort: K,
  order: SortOrder,
  id: AnyColumn,
): SQL[] {
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const picked = columns[sort];
  const expressions = Array.isArray(picked) ? picked : [picked];
  return [...expressions.map((e) => sql`${e} ${direction} nulls last`), sql`${id} ${direction}`];
}

export const countAll = () => count().mapWith(Number);
