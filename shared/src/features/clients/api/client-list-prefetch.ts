import { listPrefetch, type ListUrlDefaults } from '@firm/shared/ui';
import { CLIENT_LIST_ENDPOINT } from './client-list-endpoint';

// The Clients list's address and first view, apart from its schema (clients.ts) and screen: a remote's
// routes module imports this to ask for the first page as the page opens, so it must stay free of zod,
// MUI and the screen (see docs/CONTRIBUTING.md, "Loading a role's screen").

/** The Clients screen's view when the URL and the remembered view say nothing. */
export const CLIENT_LIST_DEFAULTS: ListUrlDefaults = { sort: 'name', filters: { is_active: '' } };

/** The page the Clients screen will ask for on arrival, asked for now. */
export const prefetchClientList = listPrefetch(CLIENT_LIST_ENDPOINT, CLIENT_LIST_DEFAULTS, () =>
  import('./clients').then((m) => m.clientList),
);
