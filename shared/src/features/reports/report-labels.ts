import type { StatusGroup } from '@firm/shared/domain/report';

// The report screens' own words.

/** §2.6: the employee's status-group filter calls pending 'Ongoing Projects'. */
export const EMPLOYEE_STATUS_GROUP_LABELS: Record<StatusGroup, string> = { pending: 'Ongoing Projects', completed: 'Completed' };
