import { TASK_STATUS_LABELS, type TaskStatus } from '@firm/shared/domain/project';

// Spec 02 §5 'Employee update': a status change, a non-blank comment, or both. With both, the comment
// says what the status became first: 'Status changed to In Progress. <comment>' (the label, a full stop,
// one space, then the comment as typed, trimmed), so the thread reads as one note of the change.

export type EmployeeUpdatePlan =
  | { kind: 'nothing'; label: 'Update Status' }
  | { kind: 'status'; label: 'Update Status'; status: TaskStatus }
  | { kind: 'comment'; label: 'Add Comment'; comment: string }
  | { kind: 'both'; label: 'Update Status & Add Comment'; status: TaskStatus; comment: string };

export function employeeUpdatePlan(current: TaskStatus, chosen: TaskStatus, typed: string): EmployeeUpdatePlan {
  const text = typed.trim();
  const statusChanged = chosen !== current;
  if (statusChanged && text) {
    return {
      kind: 'both',
      label: 'Update Status & Add Comment',
      status: chosen,
      comment: `Status changed to ${TASK_STATUS_LABELS[chosen]}. ${text}`,
    };
  }
  if (statusChanged) return { kind: 'status', label: 'Update Status', status: chosen };
  if (text) return { kind: 'comment', label: 'Add Comment', comment: text };
  return { kind: 'nothing', label: 'Update Status' };
}
