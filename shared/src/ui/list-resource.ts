import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Pagination, SortOrder } from '../domain/list/list';
import { http } from '@firm/shared/runtime';

// One resource layer for the lists: a path and the answer's schema (from shared/domain,
// the one the server declares) give the fetcher, the query keys and the hook. No screen reads our
// own server's answers by hand.

/** What a screen asks of a list: the contract's query, filters by their query-string names. */
export type ListParams = {
  page: number;
  limit: number;
  sort: string;
  order: SortOrder;
  search?: string;
  filters?: Record<string, string>;
};

export type ListPage<Row, Summary = undefined> = { rows: Row[]; pagination: Pagination; summary: Summary };

type Selected<Answer, Row, Summary> = { rows: Row[]; summary?: Summary } & (Answer extends { pagination: Pagination }
  ? { pagination?: Pagination }
  : { pagination: Pagination });

/**
 * Where a list lives: its cache key and its call, without its schema. A screen's early prefetch
 * (`listPrefetch`) needs no more, so the call leaves before zod and the screen's code have loaded.
 */
export type ListEndpoint = {
  /**
   * The cache key's first part: the resource's own key, which its mutations invalidate. Several parts
   * put it under a wider prefix (the client portal's ['client-portal', 'invoices'], refreshed together
   * after a payment).
   */
  key: string | readonly [string, ...string[]];
  path: string;
  /** Sent on every call (e.g. include_inactive=true: the screens list both statuses). */
  fixed?: Record<string, string>;
};

export type ListResourceOptions<S extends z.ZodType, Row, Summary> = ListEndpoint & {
  schema: S;
  /**
   * The rows (and summary) out of the parsed answer, in the screen's types, and the pagination when
   * the answer keeps it elsewhere than at its top (the client portal's `data.pagination`, spec 02 §7).
   */
  select: (answer: z.output<S>) => Selected<z.output<S>, Row, Summary>;
};

/** The query string of a call; empty values are left out, as the server reads them as absent anyway. */
export function toQueryParams(params: ListParams, fixed: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = {
    ...fixed,
    page: String(params.page),
    limit: String(params.limit),
    sort: params.sort,
    order: params.order,
  };
  if (params.search) query.search = params.search;
  for (const [name, value] of Object.entries(params.filters ?? {})) if (value !== '') query[name] = value;
  return query;
}

/** The keys and the unparsed call of a list (see `ListEndpoint`); `listResource` builds on it. */
export function listEndpoint(endpoint: ListEndpoint) {
  const root: readonly string[] = typeof endpoint.key === 'string' ? [endpoint.key] : endpoint.key;
  const lists = () => [...root, 'list'] as const;
  return {
    all: () => [...root] as const,
    lists,
    queryKey: (params: ListParams) => [...lists(), params] as const,
    /** The answer's body as sent, not yet parsed. */
    request: async (params: ListParams): Promise<unknown> =>
      (await http.get(endpoint.path, { params: toQueryParams(params, endpoint.fixed) })).data as unknown,
  };
}

export function listResource<S extends z.ZodType, Row, Summary = undefined>(options: ListResourceOptions<S, Row, Summary>) {
  const endpoint = listEndpoint(options);
  /** One page out of an answer's body: parsed with the schema, then the screen's rows. */
  const pageOf = (data: unknown): ListPage<Row, Summary> => {
    const answer = options.schema.parse(data);
    const { rows, summary, pagination } = options.select(answer) as { rows: Row[]; summary?: Summary; pagination?: Pagination };
    // The types guarantee one of the two: `select` must give it when the answer has none at its top.
    return { rows, pagination: pagination ?? (answer as { pagination: Pagination }).pagination, summary: summary as Summary };
  };
  const fetchList = async (params: ListParams): Promise<ListPage<Row, Summary>> => pageOf(await endpoint.request(params));
  return {
    all: endpoint.all,
    lists: endpoint.lists,
    fetchList,
    pageOf,
    // The page on screen stays while the next one loads: paging and typing do not flash skeletons.
    list: (params: ListParams) =>
      queryOptions({ queryKey: endpoint.queryKey(params), queryFn: () => fetchList(params), placeholderData: keepPreviousData }),
  };
}

/** Changes rows in every cached page of a list at once (a status switch shows before any refetch). */
export function updateCachedRows<Row>(queryClient: QueryClient, lists: readonly unknown[], change: (row: Row) => Row) {
  queryClient.setQueriesData<ListPage<Row, unknown>>({ queryKey: lists }, (page) =>
    page ? { ...page, rows: page.rows.map(change) } : page,
  );
}
