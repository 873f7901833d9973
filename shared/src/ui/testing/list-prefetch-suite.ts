import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@firm/shared/runtime';
import type { ArrivalLocation } from '../list-prefetch';
import type { ListParams } from '../list-resource';
import type { ListUrlDefaults } from '../use-list-url-state';
import { prefetchedPage } from './prefetched-page';

// Tests only: every list prefetch is checked the same way (one call to its route with the arrival view,
// its page under the key the screen reads), so each feature lists only its cases.

export type ListPrefetchCase = {
  /** The test's name: what lands where. */
  name: string;
  prefetch: (location: ArrivalLocation) => void;
  resource: { list: (params: ListParams) => { queryKey: QueryKey } };
  defaults: ListUrlDefaults;
  location: ArrivalLocation;
  answer: unknown;
  /** What the cached page must contain. */
  page: object;
  /** The one call made: its url and the params it must carry. */
  call: { url: string; params: Record<string, string> };
};

/** A list route's answer with no rows under `rows` (the route's key), on `page` of `limit`, with its `summary` if it has one. */
export function emptyListAnswer(rows: string, { page = 1, limit = 25, summary }: { page?: number; limit?: number; summary?: object } = {}) {
  return { success: true, data: { [rows]: [] }, pagination: { page, limit, total: 0, pages: 0 }, ...(summary ? { summary } : {}) };
}

export function describeListPrefetch(title: string, cases: readonly ListPrefetchCase[]) {
  describe(title, () => {
    afterEach(() => queryClient.clear());

    it.each(cases)('$name', async (options) => {
      const { page, calls } = await prefetchedPage(options);
      expect(page).toMatchObject(options.page);
      expect(calls).toEqual([expect.objectContaining({ url: options.call.url, params: expect.objectContaining(options.call.params) })]);
    });
  });
}
