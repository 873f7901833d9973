import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

// The features' data layer repeats two shapes: a resource's query options (its lists and one record by id)
// and a write whose success changes what the cache holds. Both are built here once.

/** What a list resource (`listResource`) gives of its keys and pages. */
type ListKeys<ListOptions> = {
  all: () => readonly string[];
  lists: () => readonly string[];
  list: ListOptions;
};

/**
 * A resource's query options: its lists (from its `listResource`) and one record by id, cached under
 * [...all, 'detail', id] so that the resource's writes refresh it with the lists.
 */
export function listAndDetailQueries<ListOptions, Detail>(list: ListKeys<ListOptions>, getOne: (id: number) => Promise<Detail>) {
  return {
    all: list.all,
    lists: list.lists,
    list: list.list,
    detail: (id: number) => queryOptions({ queryKey: [...list.all(), 'detail', id] as const, queryFn: () => getOne(id) }),
  };
}

/**
 * A write (react-query's mutation) and what its success does to the cache. What `onSuccess` returns is
 * returned to react-query: a promise (an invalidation) keeps the write pending until the refetch is done.
 */
export function useCacheWrite<Answer, Vars = void>(
  write: (vars: Vars) => Promise<Answer>,
  onSuccess: (queryClient: QueryClient, answer: Answer, vars: Vars) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (answer: Answer, vars: Vars) => onSuccess(queryClient, answer, vars) });
}

/** Marks every query under each key stale (active ones refetch) without waiting for the refetches. */
export function invalidateKeys(queryClient: QueryClient, ...keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
