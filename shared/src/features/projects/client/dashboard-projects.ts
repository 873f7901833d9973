import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientTaskTab } from '@firm/shared/domain/client-portal';
import { queryClient } from '@firm/shared/runtime';
import { clientPortalListKey, fetchOnMount, listParamsOf, storedClientId, type ListParams } from '@firm/shared/ui';
import { CLIENT_PROJECT_LIST_DEFAULTS } from '../api/client-project-list-prefetch';

// The client dashboard's Projects: the first page of a tab, under the same key and parameters as My
// Projects (one cache entry for both). The resource, and the schema (zod) it parses with, load with the
// first call instead of with the dashboard: the role's first navigation stays small.

const loadProjects = () => import(/* webpackPrefetch: true */ '../api/client-projects');

/** My Projects' view of a tab (the parameters My Projects sends for it, soonest due first). */
export const projectParams = (tab: ClientTaskTab): ListParams => listParamsOf(new URLSearchParams({ tab }), CLIENT_PROJECT_LIST_DEFAULTS);

// What the page's early prefetch brought is not asked for again as the dashboard mounts (`fetchOnMount`).
const projectsQuery = (clientId: string, tab: ClientTaskTab) => {
  const params = projectParams(tab);
  return {
    queryKey: clientPortalListKey('tasks', clientId, params),
    queryFn: async () => (await loadProjects()).clientProjectList(clientId).fetchList(params),
    refetchOnMount: fetchOnMount,
  };
};

/** The dashboard's Ongoing Projects, asked for as the client's routes run (their `preload`); never rejects. */
export async function prefetchDashboardProjects(): Promise<void> {
  const clientId = storedClientId();
  if (clientId) await queryClient.prefetchQuery(projectsQuery(clientId, 'ongoing'));
}

/** The tab's Projects; the summary (all of the client's Projects) gives the cards whatever the tab. */
export function useDashboardProjects(clientId: string, tab: ClientTaskTab) {
  return useQuery({ ...projectsQuery(clientId, tab), placeholderData: keepPreviousData });
}
