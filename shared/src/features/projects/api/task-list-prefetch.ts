import { listPrefetch, type ListEndpoint, type ListUrlDefaults } from '@firm/shared/ui';

// The Projects lists' addresses, apart from their schemas (tasks.ts) and screens: a remote's routes
// module asks for a Projects screen's first page through these as the page opens, so this module must
// stay free of zod, MUI and the screens (see docs/CONTRIBUTING.md, "Loading a role's screen").

/** GET /api/tasks/: the resource `taskList` is built on. */
export const TASK_LIST_ENDPOINT: ListEndpoint = { key: 'tasks', path: '/api/tasks/' };

/** The supervisor's and employee's lists (`teamTaskList`): search looks in name, client and description (§2.5). */
export const TEAM_TASK_LIST_ENDPOINT: ListEndpoint = { ...TASK_LIST_ENDPOINT, fixed: { search_in: 'all' } };

/** The first page of the admin's Projects screen whose view defaults to `defaults`. */
export const taskListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(TASK_LIST_ENDPOINT, defaults, () => import('./tasks').then((m) => m.taskList));

/** The first page of a team's Projects screen (supervisor, employee) whose view defaults to `defaults`. */
export const teamTaskListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(TEAM_TASK_LIST_ENDPOINT, defaults, () => import('./tasks').then((m) => m.teamTaskList));
