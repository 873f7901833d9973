import type { ListUrlDefaults } from '@firm/shared/ui';
import { teamTaskListPrefetch } from '../api/task-list-prefetch';

// Apart from the screen, so routes.tsx asks for the first page without loading it (zod, MUI, the table).

/** Spec 02 §4: nearest due date first, Projects without one last (the server sorts empty dates last going up). */
export const PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'due',
  order: 'asc',
  limit: 10,
  filters: { status: '', client_id: '', assignee_id: '', due: '', clarifications: '' },
};

/** The page /dashboard/supervisor/tasks will show on arrival, asked for as the supervisor's routes run. */
export const prefetchProjectList = teamTaskListPrefetch(PROJECT_LIST_DEFAULTS);
