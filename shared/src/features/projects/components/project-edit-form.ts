import { z } from 'zod';
import { groupPaise, rupeesInputField } from '@firm/shared/domain/money';
import { TASK_STATUSES, taskCreateSchema, taskUpdateSchema, type TaskDetail, type TaskStatus } from '@firm/shared/domain/project';
import type { ProjectChanges } from '../api/projects';

/** What the admin edits in Task Details (spec 02 §2.1), as typed. */
export type ProjectEditValues = {
  task_name: string;
  service_description: string;
  due_date: string;
  amount: string;
  assignee_id: string;
  workflow_status: TaskStatus;
};

export function editValuesOf(task: TaskDetail): ProjectEditValues {
  return {
    task_name: task.task_name,
    service_description: task.service_description,
    due_date: task.due_date ?? '',
    amount: groupPaise(task.invoice_amount_paise),
    assignee_id: task.assignee_id === null ? '' : String(task.assignee_id),
    workflow_status: task.workflow_status,
  };
}

/**
 * The server's field rules over the form; the amount is typed in rupees and sent in paise. The whole form
 * is sent: the server takes a field at its current value as no change.
 */
export const projectEditSchema = z
  .object({
    task_name: taskCreateSchema.shape.task_name,
    service_description: taskCreateSchema.shape.service_description,
    due_date: taskUpdateSchema.shape.due_date,
    amount: rupeesInputField(),
    assignee_id: taskUpdateSchema.shape.assignee_id,
    workflow_status: z.enum(TASK_STATUSES),
  })
  .transform(({ amount, ...rest }): ProjectChanges => ({ ...rest, invoice_amount_paise: amount }));

export const EDIT_FIELD_LABELS: Record<keyof ProjectEditValues, string> = {
  task_name: 'Project Name',
  service_description: 'Description',
  due_date: 'Due Date',
  amount: 'Amount',
  assignee_id: 'Assigned To',
  workflow_status: 'Status',
};
