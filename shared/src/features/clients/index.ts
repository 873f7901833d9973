// The clients capability's door: what the roles' remotes compose. The screen's code loads when it is first
// opened (its own chunk); the list's prefetch is light (no zod, no MUI).

export { prefetchClientList } from './api/client-list-prefetch';
export type { ClientsPageProps } from './clients-page';

/** The admin's Clients screen, for the remote to compose with what another capability shows on a client. */
export const loadClientsPage = () => import('./clients-page').then((m) => m.ClientsPage);
