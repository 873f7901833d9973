import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@firm/shared/runtime';
import { CLIENT_PORTAL_KEY, fetchOnMount, storedClientId } from '@firm/shared/ui';

// The client dashboard's filings, under the client portal's key. The fetcher, and the schema (zod) it
// parses with, load with the first call instead of with the dashboard: the role's first navigation stays small.

const loadFilings = () => import(/* webpackPrefetch: true */ '../api/client-filings');

// What the page's early prefetch brought is not asked for again as the dashboard mounts (`fetchOnMount`).
const filingsQuery = (clientId: string) => ({
  queryKey: [CLIENT_PORTAL_KEY, 'filings', clientId] as const,
  queryFn: async () => (await loadFilings()).fetchClientFilings(),
  refetchOnMount: fetchOnMount,
});

/** The filings, asked for as the client's routes run (their `preload`); never rejects. */
export async function prefetchUpcomingFilings(): Promise<void> {
  const clientId = storedClientId();
  if (clientId) await queryClient.prefetchQuery(filingsQuery(clientId));
}

/** The client's filings due in the next 45 days (and the last 30), with what is done. */
export function useUpcomingFilings(clientId: string) {
  return useQuery(filingsQuery(clientId));
}
