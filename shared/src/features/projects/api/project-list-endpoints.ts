import type { ListEndpoint } from '@firm/shared/ui';

// The Projects lists' addresses: the prefetch (read as the page opens) and the resources (with their schemas) both build on them,
// and the prefetch loads the resources lazily, so the addresses live apart from both.

/** GET /api/tasks/: the resource `projectList` is built on. */
export const PROJECT_LIST_ENDPOINT: ListEndpoint = { key: 'tasks', path: '/api/tasks/' };

/** The supervisor's and employee's lists (`teamProjectList`): search looks in name, client and description (§2.5). */
export const TEAM_PROJECT_LIST_ENDPOINT: ListEndpoint = { ...PROJECT_LIST_ENDPOINT, fixed: { search_in: 'all' } };
