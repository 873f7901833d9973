import type { ClientTaskStatus } from '@firm/shared/domain/client-portal';

// The client's My Projects: its words for the status filter (spec 02 §4).

export const CLIENT_TASK_STATUS_LABELS: Record<ClientTaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  closed: 'Closed',
  on_hold: 'On Hold',
};
