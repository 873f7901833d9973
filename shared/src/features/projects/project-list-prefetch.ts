import type { ListUrlDefaults } from '@firm/shared/ui';
import { projectListPrefetch } from './api/project-list-prefetch';

// Apart from the screen, so routes.tsx asks for the first page without loading it (zod, MUI, the table).

/** Newest first, 10 a page (spec 02 §9); the filters are the list contract's query parameters. */
export const PROJECT_LIST_DEFAULTS: ListUrlDefaults = {
  sort: 'created',
  order: 'desc',
  limit: 10,
  filters: { company: '', status: '', due: '', clarifications: '' },
};

/** The page /dashboard/admin/tasks will show on arrival, asked for as the admin's routes run. */
export const prefetchProjectList = projectListPrefetch(PROJECT_LIST_DEFAULTS);
