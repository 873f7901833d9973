import { waitFor } from '@testing-library/react';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import type { ArrivalLocation } from '../list-prefetch';
import type { ListParams } from '../list-resource';
import { arrivalListParams, type ListUrlDefaults } from '../use-list-url-state';

// Tests only: what every list's first-page prefetch (`listPrefetch`) must do, checked the same way for each.

/**
 * Runs a list's prefetch at `location` against a server answering `answer`, and waits for the page under the
 * key its screen reads: the resource's list key of the arrival view, `defaults` being the ones the screen
 * passes to useServerList. Gives the cached page (as the screen will read it) and the calls made.
 */
export async function prefetchedPage(options: {
  prefetch: (location: ArrivalLocation) => void;
  resource: { list: (params: ListParams) => { queryKey: QueryKey } };
  defaults: ListUrlDefaults;
  location: ArrivalLocation;
  answer: unknown;
}) {
  const calls = mockApi(() => ({ status: 200, data: options.answer }));
  options.prefetch(options.location);
  const { queryKey } = options.resource.list(arrivalListParams(options.defaults, options.location));
  await waitFor(() => expect(queryClient.getQueryData(queryKey)).toBeDefined());
  return { page: queryClient.getQueryData(queryKey), calls };
}
