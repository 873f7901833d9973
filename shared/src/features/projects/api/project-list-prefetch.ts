import { listPrefetch, type ListEndpoint, type ListUrlDefaults } from '@firm/shared/ui';

// The Projects lists' addresses, apart from their schemas (tasks.ts) and screens: a remote's routes
// module asks for a Projects screen's first page through these as the page opens, so this module must
// stay free of zod, MUI and the screens (see docs/CONTRIBUTING.md, "Loading a role's screen").

/** GET /api/tasks/: the resource `projectList` is built on. */
export const PROJECT_LIST_ENDPOINT: ListEndpoint = { key: 'tasks', path: '/api/tasks/' };

/** The supervisor's and employee's lists (`teamProjectList`): search looks in name, client and description (§2.5). */
export const TEAM_PROJECT_LIST_ENDPOINT: ListEndpoint = { ...PROJECT_LIST_ENDPOINT, fixed: { search_in: 'all' } };

/** The first page of the admin's Projects screen whose view defaults to `defaults`. */
export const projectListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(PROJECT_LIST_ENDPOINT, defaults, () => import('./projects').then((m) => m.projectList));

/** The first page of a team's Projects screen (supervisor, employee) whose view defaults to `defaults`. */
export const teamProjectListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(TEAM_PROJECT_LIST_ENDPOINT, defaults, () => import('./projects').then((m) => m.teamProjectList));
