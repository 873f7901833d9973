import { CLIENT_PORTAL_PAGE_SIZE } from '@firm/shared/domain/client-portal';
import { useSessionStore } from '@firm/shared/runtime';
import { listPrefetch, type ArrivalLocation, type ListParser, type ListUrlDefaults } from '@firm/shared/ui';
import { clientListEndpoint, type ClientPortalList } from './client-portal-key';

// The client's lists' addresses and default views, apart from their schemas (client-invoices.ts,
// client-projects.ts) and screens: the client's routes module asks for the first page of the screen the
// page opens on through them, so this module stays free of zod, MUI and the screens (docs/CONTRIBUTING.md,
// "Loading a role's screen").

/** My Projects: soonest due first, 10 a page, the Ongoing tab, no filter. */
export const CLIENT_PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'due',
  order: 'asc',
  limit: CLIENT_PORTAL_PAGE_SIZE,
  filters: { tab: 'ongoing', workflow_status: '', due: '' },
};

/** My Invoices: the server's only order (newest invoice first), 10 a page, the Unpaid tab, no filter. */
export const CLIENT_INVOICE_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'date',
  order: 'desc',
  limit: CLIENT_PORTAL_PAGE_SIZE,
  filters: { tab: 'unpaid', status: '', due: '' },
};

/** The signed-in contact's client, as the screens read it (ClientPortalScreen); null when none is stored. */
export const storedClientId = (): string | null => useSessionStore.getState().user?.clientId ?? null;

const clientListPrefetch =
  <Row, Summary>(list: ClientPortalList, defaults: ListUrlDefaults, loadParser: (clientId: string) => Promise<ListParser<Row, Summary>>) =>
  async (location?: ArrivalLocation): Promise<void> => {
    const clientId = storedClientId();
    // Without a client id the screen says so instead of calling: nothing to ask for.
    if (!clientId) return;
    await listPrefetch(clientListEndpoint(list, clientId), defaults, () => loadParser(clientId))(location);
  };

/** The page /dashboard/client/tasks will show on arrival, asked for as the client's routes run. */
export const prefetchClientProjectList = clientListPrefetch('tasks', CLIENT_PROJECT_LIST_DEFAULTS, (clientId) =>
  import('./client-projects').then((m) => m.clientProjectList(clientId)),
);

/** The page /dashboard/client/invoices will show on arrival, asked for as the client's routes run. */
export const prefetchClientInvoiceList = clientListPrefetch('invoices', CLIENT_INVOICE_LIST_DEFAULTS, (clientId) =>
  import('./client-invoices').then((m) => m.clientInvoiceList(clientId)),
);
