import { queryClient } from '@firm/shared/runtime';
import { listEndpoint, type ListEndpoint, type ListPage } from './list-resource';
import { arrivalListParams, type ListUrlDefaults } from './use-list-url-state';

/** What a list's early prefetch needs of its full resource, once loaded: turning the answer into a page. */
export type ListParser<Row, Summary> = { pageOf: (answer: unknown) => ListPage<Row, Summary> };

/** Where a screen's first page would be asked for; `window.location` as the page opens. */
export type ArrivalLocation = { pathname: string; search: string };

/**
 * A list screen's first page, asked for before its code has loaded (a remote's `screenPreloader` runs
 * it as its routes module runs, beside the screen's chunk): the call leaves at once, and the resource
 * that parses the answer (its zod schema) is imported alongside, so neither waits for the other and
 * the module declaring this stays free of zod and the screen. The page lands in the query cache under
 * the key `useServerList(resource, defaults)` reads (`endpoint` must be the one the resource is built
 * from, `defaults` the screen's own), in flight or done by the time the screen renders.
 */
export function listPrefetch<Row, Summary>(
  endpoint: ListEndpoint,
  defaults: ListUrlDefaults,
  loadParser: () => Promise<ListParser<Row, Summary>>,
): (location?: ArrivalLocation) => Promise<void> {
  const list = listEndpoint(endpoint);
  return (location = window.location) => {
    const params = arrivalListParams(defaults, location);
    // A failure (offline, a refused view, the parser's chunk) stays in the cache as an error, which the
    // screen's query fetches again on mount (react-query's retryOnMount) and shows as its own.
    // prefetchQuery never rejects: the promise only says the page (or its error) is in the cache.
    return queryClient.prefetchQuery({
      queryKey: list.queryKey(params),
      queryFn: async () => {
        const [answer, parser] = await Promise.all([list.request(params), loadParser()]);
        return parser.pageOf(answer);
      },
    });
  };
}
