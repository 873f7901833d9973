import { listPrefetch, type ListUrlDefaults } from '@firm/shared/ui';
import { PROJECT_LIST_ENDPOINT, TEAM_PROJECT_LIST_ENDPOINT } from './project-list-endpoints';

// The Projects lists' addresses, apart from their schemas (projects.ts) and screens: a remote's routes
// module asks for a Projects screen's first page through these as the page opens, so this module must
// stay free of zod, MUI and the screens (see docs/CONTRIBUTING.md, "Loading a role's screen").

/** The first page of the admin's Projects screen whose view defaults to `defaults`. */
export const projectListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(PROJECT_LIST_ENDPOINT, defaults, () => import('./projects').then((m) => m.projectList));

/** The first page of a team's Projects screen (supervisor, employee) whose view defaults to `defaults`. */
export const teamProjectListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(TEAM_PROJECT_LIST_ENDPOINT, defaults, () => import('./projects').then((m) => m.teamProjectList));

/** Newest first, 10 a page (spec 02 §9); the filters are the list contract's query parameters. */
export const PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'created',
  order: 'desc',
  limit: 10,
  filters: { company: '', status: '', due: '', clarifications: '', waiting_on_client: '' },
};

/** The page /dashboard/admin/tasks will show on arrival, asked for as the admin's routes run. */
export const prefetchProjectList = /* @__PURE__ */ projectListPrefetch(PROJECT_LIST_DEFAULTS);

/** Spec 02 §4: nearest due date first, Projects without one last (the server sorts empty dates last going up). */
const NEAREST_DUE_FIRST = { sort: 'due', order: 'asc', limit: 10 } as const;

/** Spec 02 §2.5: the supervisor filters the team's Projects by status and assignee as well. */
export const SUPERVISOR_PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  ...NEAREST_DUE_FIRST,
  filters: { status: '', client_id: '', assignee_id: '', due: '', clarifications: '', waiting_on_client: '' },
};

/** Spec 02 §2.6: the employee's own Projects, by client, due window and clarification. */
export const EMPLOYEE_PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  ...NEAREST_DUE_FIRST,
  filters: { client_id: '', due: '', clarifications: '', waiting_on_client: '' },
};

/** The page /dashboard/supervisor/tasks will show on arrival, asked for as the supervisor's routes run. */
export const prefetchSupervisorProjectList = /* @__PURE__ */ teamProjectListPrefetch(SUPERVISOR_PROJECT_LIST_DEFAULTS);

/** The page /dashboard/employee/tasks will show on arrival, asked for as the employee's routes run. */
export const prefetchEmployeeProjectList = /* @__PURE__ */ teamProjectListPrefetch(EMPLOYEE_PROJECT_LIST_DEFAULTS);
