import { z } from 'zod';
import { DEFAULT_TASK_AMOUNT_PAISE, taskCreateSchema, type TaskCreateBody } from '@firm/shared/domain/project';
import { parseRupees } from '@firm/shared/domain/money';

/** The Create New Project form as typed: ids from the pickers as text, the amount as rupees. */
export type CreateProjectValues = {
  client_id: string;
  task_name: string;
  service_description: string;
  sac_code_id: string;
  service_category_id: string;
  assignee_id: string;
  amount: string;
  due_date: string;
  type_of_delivery: 'domestic' | 'export';
};

export const EMPTY_PROJECT: CreateProjectValues = {
  client_id: '',
  task_name: '',
  service_description: '',
  sac_code_id: '',
  service_category_id: '',
  assignee_id: '',
  amount: '',
  due_date: '',
  type_of_delivery: 'domestic',
};

const fields = taskCreateSchema.shape;

/**
 * The server's own field rules over the form's values; only the amount differs, typed in rupees (spec 02
 * §5: empty means ₹10,000) and sent in paise.
 */
export const createProjectFormSchema = z
  .object({
    client_id: fields.client_id,
    task_name: fields.task_name,
    service_description: fields.service_description,
    sac_code_id: fields.sac_code_id,
    service_category_id: fields.service_category_id,
    assignee_id: fields.assignee_id,
    amount: z.string().transform((text, ctx) => {
      if (text.trim() === '') return DEFAULT_TASK_AMOUNT_PAISE;
      const parsed = parseRupees(text);
      if (parsed.ok) return parsed.paise;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
    due_date: fields.due_date,
    type_of_delivery: fields.type_of_delivery,
  })
  .transform(({ amount, ...rest }): TaskCreateBody => ({ ...rest, invoice_amount_paise: amount }));

/** The form's labels, for 'field: message' (spec 02 §5) and the reason Create is off. */
export const PROJECT_FIELD_LABELS: Record<keyof CreateProjectValues, string> = {
  client_id: 'Client',
  task_name: 'Project Name',
  service_description: 'Description',
  sac_code_id: 'SAC Code',
  service_category_id: 'Service Category',
  assignee_id: 'Assigned To',
  amount: 'Amount',
  due_date: 'Due Date',
  type_of_delivery: 'Type of Delivery',
};

const REQUIRED = ['client_id', 'task_name', 'service_description', 'sac_code_id', 'service_category_id', 'assignee_id'] as const;

/** Spec 02 §5: Create stays off until the required fields are filled and nothing is flagged; why, or null. */
export function createBlockedReason(values: CreateProjectValues, hasErrors: boolean): string | null {
  const missing = REQUIRED.find((key) => values[key].trim() === '');
  if (missing) return `${PROJECT_FIELD_LABELS[missing]} is required`;
  return hasErrors ? 'Correct the marked fields' : null;
}
