import { useEffect } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { toHttpFailure } from '../domain/errors/http-failure';
import type { ServerPaging } from './data-table';
import type { ListPage, ListParams } from './list-resource';
import { queryClient } from '@firm/shared/runtime';
import { arrivalListParams, useListUrlState, type ListUrlDefaults } from './use-list-url-state';
import type { StatusFilterValue } from './status-filter';

export type PagedResource<Row, Summary = undefined> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key's exact tuple differs per resource
  list: (params: ListParams) => UseQueryOptions<ListPage<Row, Summary>, Error, ListPage<Row, Summary>, any>;
};

/**
 * A page fetched this recently is not fetched again as the screen mounts: the page the screen's prefetch
 * brought as the page opened (`listPrefetch`, or a screen's own prefetch) is otherwise stale at once
 * (staleTime 0) and asked for twice. A screen's query takes it as `refetchOnMount`.
 */
const JUST_FETCHED_MS = 3000;

export const fetchOnMount = (query: { state: { isInvalidated: boolean; dataUpdatedAt: number } }) =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= JUST_FETCHED_MS;

/**
 * A list screen's state: the view from the URL, the page from the server, and what DataTable's server
 * mode, the search box and the filters need.
 */
export function useServerList<Row, Summary>(resource: PagedResource<Row, Summary>, defaults: ListUrlDefaults) {
  const state = useListUrlState(defaults);
  const query = useQuery({ ...resource.list(state.params), refetchOnMount: fetchOnMount });
  // The screens only build views the server takes, so a refused view (400) came from an edited or stale
  // link, or a remembered view an update made invalid: fall back to the plain list instead of an error
  // that Retry cannot end.
  const refused = query.isError && toHttpFailure(query.error).status === 400;
  const { reset } = state;
  useEffect(() => {
    if (refused) reset();
  }, [refused, reset]);
  const paging: ServerPaging = {
    page: state.params.page,
    limit: state.params.limit,
    total: query.data?.pagination.total ?? 0,
    sort: state.params.sort,
    order: state.params.order,
    onPageChange: state.setPage,
    onLimitChange: state.setLimit,
    onSortChange: state.setSort,
  };
  return { ...state, query, rows: query.data?.rows ?? [], summary: query.data?.summary, paging };
}

/**
 * Asks for the page `useServerList(resource, defaults)` will show at `location` before the screen
 * renders (a screen's `prefetch`, run by `lazyScreen`'s preload as the page opens): the screen's query
 * then finds it in flight or done under the same key.
 */
export function prefetchServerList<Row, Summary>(
  resource: PagedResource<Row, Summary>,
  defaults: ListUrlDefaults,
  location: { pathname: string; search: string } = window.location,
): void {
  void queryClient.prefetchQuery(resource.list(arrivalListParams(defaults, location)));
}

/** The status filter's choice as the list contract's ?is_active, and back. */
export const statusToQuery = (status: StatusFilterValue) => (status === 'all' ? '' : String(status === 'active'));
export const statusFromQuery = (value: string | undefined): StatusFilterValue =>
  value === 'true' ? 'active' : value === 'false' ? 'inactive' : 'all';
