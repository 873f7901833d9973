import { formatPaise } from '@firm/shared/domain/format';
import { TASK_STATUS_LABELS, type TaskStatus } from '@firm/shared/domain/project';
import type { NewTaskActivity, TaskRow } from './tasks.repo';

// The activity log's rows for a change, built by the server from the rows before and after (nothing
// of it comes from the browser). Values are kept raw in from/to; the description is what screens show.

type Names = { assigneeBefore: string | null; assigneeAfter: string | null; advisorAfter: string | null };

const FIELD_LABELS = {
  taskName: 'Project name',
  serviceDescription: 'Description',
  dueDate: 'Due date',
  invoiceAmountPaise: 'Amount',
  typeOfDelivery: 'Type of delivery',
} as const;
type LoggedField = keyof typeof FIELD_LABELS;
const COLUMN_NAMES: Record<LoggedField, string> = {
  taskName: 'task_name',
  serviceDescription: 'service_description',
  dueDate: 'due_date',
  invoiceAmountPaise: 'invoice_amount_paise',
  typeOfDelivery: 'type_of_delivery',
};

function shown(field: LoggedField, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (field === 'invoiceAmountPaise') return formatPaise(value as number);
  return String(value);
}

export function creationActivity(userId: number, task: TaskRow, assigneeName: string | null): NewTaskActivity[] {
  const rows: NewTaskActivity[] = [
    {
      userId,
      eventType: 'created',
      field: null,
      fromValue: null,
      toValue: task.taskName,
      description: `Project "${task.taskName}" created`,
    },
  ];
  if (task.assigneeId !== null) {
    rows.push({
      userId,
      eventType: 'assignment',
      field: 'assignee_id',
      fromValue: null,
      toValue: String(task.assigneeId),
      description: `Assigned to ${assigneeName}`,
    });
  }
  return rows;
}

/** One row per changed field, then status, assignment and clarification rows. */
export function changeActivity(userId: number, before: TaskRow, after: TaskRow, names: Names): NewTaskActivity[] {
  const rows: NewTaskActivity[] = [];
  for (const field of Object.keys(FIELD_LABELS) as LoggedField[]) {
    if (before[field] === after[field]) continue;
    rows.push({
      userId,
      eventType: 'field',
      field: COLUMN_NAMES[field],
      fromValue: before[field] === null ? null : String(before[field]),
      toValue: after[field] === null ? null : String(after[field]),
      description: `${FIELD_LABELS[field]} changed from ${shown(field, before[field])} to ${shown(field, after[field])}`,
    });
  }
  if (before.workflowStatus !== after.workflowStatus) {
    const label = (s: TaskStatus) => TASK_STATUS_LABELS[s];
    rows.push({
      userId,
      eventType: 'status',
      field: 'workflow_status',
      fromValue: before.workflowStatus,
      toValue: after.workflowStatus,
      description: `Status changed from ${label(before.workflowStatus)} to ${label(after.workflowStatus)}`,
    });
  }
  if (before.assigneeId !== after.assigneeId) {
    const description =
      after.assigneeId === null
        ? `Unassigned from ${names.assigneeBefore}`
        : before.assigneeId === null
          ? `Assigned to ${names.assigneeAfter}`
          : `Reassigned from ${names.assigneeBefore} to ${names.assigneeAfter}`;
    const id = (v: number | null) => (v === null ? null : String(v));
    rows.push({
      userId,
      eventType: 'assignment',
      field: 'assignee_id',
      fromValue: id(before.assigneeId),
      toValue: id(after.assigneeId),
      description,
    });
  }
  if (before.requireClarification !== after.requireClarification || before.clarificationToId !== after.clarificationToId) {
    const id = (v: number | null) => (v === null ? null : String(v));
    rows.push({
      userId,
      eventType: 'clarification',
      field: 'clarification_to',
      fromValue: id(before.clarificationToId),
      toValue: id(after.clarificationToId),
      description: after.requireClarification ? `Clarification requested from ${names.advisorAfter}` : 'Clarification cleared',
    });
  }
  return rows;
}

export const commentActivity = (userId: number, commentId: number): NewTaskActivity => ({
  userId,
  eventType: 'comment',
  field: null,
  fromValue: null,
  toValue: String(commentId),
  description: 'Comment added',
});

export const attachmentActivity = (userId: number, attachmentId: number, name: string): NewTaskActivity => ({
  userId,
  eventType: 'attachment',
  field: null,
  fromValue: null,
  toValue: String(attachmentId),
  description: `File attached: ${name}`,
});
