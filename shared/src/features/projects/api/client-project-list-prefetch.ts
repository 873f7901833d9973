import { CLIENT_PORTAL_PAGE_SIZE } from '@firm/shared/domain/client-portal';
import { clientListPrefetch, type ListUrlDefaults } from '@firm/shared/ui';

// My Projects' default view and first page's prefetch, apart from the list's schema (client-projects.ts) and
// screen: the client's routes ask for the page the screen opens on through it, so this module stays free of
// zod, MUI and the screen.

/** My Projects: soonest due first, 10 a page, the Ongoing tab, no filter. */
export const CLIENT_PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'due',
  order: 'asc',
  limit: CLIENT_PORTAL_PAGE_SIZE,
  filters: { tab: 'ongoing', workflow_status: '', due: '' },
};

/** The page /dashboard/client/tasks will show on arrival, asked for as the client's routes run. */
export const prefetchClientProjectList = /* @__PURE__ */ clientListPrefetch('tasks', CLIENT_PROJECT_LIST_DEFAULTS, (clientId) =>
  import('./client-projects').then((m) => m.clientProjectList(clientId)),
);
