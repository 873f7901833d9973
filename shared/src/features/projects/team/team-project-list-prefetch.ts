import type { ListUrlDefaults } from '@firm/shared/ui';
import { teamProjectListPrefetch } from '../api/project-list-prefetch';

// Apart from the screen, so a remote's routes ask for the first page without loading it (zod, MUI, the table).

/** Spec 02 §4: nearest due date first, Projects without one last (the server sorts empty dates last going up). */
const NEAREST_DUE_FIRST = { sort: 'due', order: 'asc', limit: 10 } as const;

/** Spec 02 §2.5: the supervisor filters the team's Projects by status and assignee as well. */
export const SUPERVISOR_PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  ...NEAREST_DUE_FIRST,
  filters: { status: '', client_id: '', assignee_id: '', due: '', clarifications: '' },
};

/** Spec 02 §2.6: the employee's own Projects, by client, due window and clarification. */
export const EMPLOYEE_PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  ...NEAREST_DUE_FIRST,
  filters: { client_id: '', due: '', clarifications: '' },
};

/** The page /dashboard/supervisor/tasks will show on arrival, asked for as the supervisor's routes run. */
export const prefetchSupervisorProjectList = /* @__PURE__ */ teamProjectListPrefetch(SUPERVISOR_PROJECT_LIST_DEFAULTS);

/** The page /dashboard/employee/tasks will show on arrival, asked for as the employee's routes run. */
export const prefetchEmployeeProjectList = /* @__PURE__ */ teamProjectListPrefetch(EMPLOYEE_PROJECT_LIST_DEFAULTS);
