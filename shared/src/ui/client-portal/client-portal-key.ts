import { useSessionStore } from '@firm/shared/runtime';
import { listPrefetch, type ArrivalLocation, type ListParser } from '../list-prefetch';
import type { ListEndpoint, ListParams } from '../list-resource';
import type { ListUrlDefaults } from '../use-list-url-state';

/**
 * Every client-portal query sits under this first key part: the payment flow refreshes
 * ['client-portal'] after a recorded payment, so My Invoices, My Projects and the dashboard follow.
 */
export const CLIENT_PORTAL_KEY = 'client-portal';

export type ClientPortalList = 'tasks' | 'invoices';

/** The first key parts of one client's list (the resources' `key`). */
export const clientPortalRoot = (list: ClientPortalList, clientId: string) => [CLIENT_PORTAL_KEY, list, clientId] as const;

/**
 * A page's cache key, as `listResource` builds it from the root: the dashboard asks for pages without
 * loading the resources' schemas (zod) up front, and still shares the screens' cache entries.
 */
export const clientPortalListKey = (list: ClientPortalList, clientId: string, params: ListParams) =>
  [...clientPortalRoot(list, clientId), 'list', params] as const;

// The lists' addresses live here, beside the key: the resources (the client's invoices in billing, its
// Projects in projects) build on them, and their prefetches load those resources lazily.
const PATHS: Record<ClientPortalList, string> = { tasks: '/api/client-portal/tasks', invoices: '/api/client-portal/invoices' };

/**
 * One client's list: keyed under ['client-portal', list, clientId], with the stored client id the
 * spec's call carries (spec 02 §7; the server answers the contact's own client whatever is sent).
 */
export const clientListEndpoint = (list: ClientPortalList, clientId: string): ListEndpoint => ({
  key: clientPortalRoot(list, clientId),
  path: PATHS[list],
  fixed: { client_id: clientId },
});

/** The signed-in contact's client, as the screens read it (ClientPortalScreen); null when none is stored. */
export const storedClientId = (): string | null => useSessionStore.getState().user?.clientId ?? null;

/**
 * The first page a client's list screen will show on arrival, asked for as the client's routes run; the
 * resource (and its schema) loads with the call. Without a stored client id the screen says so instead.
 */
export const clientListPrefetch =
  <Row, Summary>(list: ClientPortalList, defaults: ListUrlDefaults, loadParser: (clientId: string) => Promise<ListParser<Row, Summary>>) =>
  async (location?: ArrivalLocation): Promise<void> => {
    const clientId = storedClientId();
    if (!clientId) return;
    await listPrefetch(clientListEndpoint(list, clientId), defaults, () => loadParser(clientId))(location);
  };
