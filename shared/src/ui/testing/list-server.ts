import type { ZodType } from 'zod';
import { checkedReply, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { compareSortValues, type SortValue } from '../data-table';

// Tests only: a fake list route that answers the list contract over an array, so screen tests
// exercise paging, sorting, search and filters as the server does them.

export type ListServerOptions<T> = {
  /** Where the rows go in `data` (the route's key), or the array itself. */
  wrap: (rows: T[]) => unknown;
  searchIn: (row: T) => (string | null | undefined)[];
  /** Query-string filters: name → does the row match this value. */
  filters?: Record<string, (row: T, value: string) => boolean>;
  sortBy?: Record<string, (row: T) => SortValue>;
  summary?: (matched: T[]) => unknown;
  /** The route's answer schema: the reply is checked against it (checkedReply). */
  answer?: ZodType;
};

export function listServerReply<T>(all: readonly T[], request: MockRequest, options: ListServerOptions<T>): MockReply {
  const params = (request.params ?? {}) as Record<string, string>;
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 25);
  const term = (params.search ?? '').toLowerCase();
  let matched = all.filter((row) => !term || options.searchIn(row).some((text) => (text ?? '').toLowerCase().includes(term)));
  for (const [name, test] of Object.entries(options.filters ?? {})) {
    const value = params[name];
    if (value) matched = matched.filter((row) => test(row, value));
  }
  const sortValue = params.sort ? options.sortBy?.[params.sort] : undefined;
  if (sortValue) {
    const factor = params.order === 'desc' ? -1 : 1;
    matched = [...matched].sort((a, b) => factor * compareSortValues(sortValue(a), sortValue(b)));
  }
  const rows = matched.slice((page - 1) * limit, page * limit);
  const reply: MockReply = {
    status: 200,
    data: {
      success: true,
      data: options.wrap(rows),
      pagination: { page, limit, total: matched.length, pages: Math.ceil(matched.length / limit) },
      ...(options.summary ? { summary: options.summary(matched) } : {}),
    },
  };
  return options.answer ? checkedReply(options.answer, reply) : reply;
}

export const isActiveFilter = { is_active: (row: { is_active: boolean }, value: string) => String(row.is_active) === value };
