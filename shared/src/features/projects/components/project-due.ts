import type { TaskStatus } from '@firm/shared/domain/project';

// Spec 02 §4: a Project is overdue when its due date is before today and it is not closed. "Today" is
// the day in India, as the server counts it for the Overdue filter and card.

export function isProjectOverdue(task: { due_date: string | null; workflow_status: TaskStatus }, today: string): boolean {
  return task.due_date !== null && task.due_date < today && task.workflow_status !== 'closed';
}
