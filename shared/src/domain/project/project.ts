import { z } from 'zod';
import { MAX_PAISE } from '../money';
import { blankToUndefined, DECIMAL_ID_PATTERN, isValidId, plainText, textField } from '../validation';

// Projects (tasks in the API), spec 02 §3-§5 and §7: statuses and their labels, the create, update and
// comment bodies. The list is in project-list.ts, the detail in project-detail.ts, attachments in
// attachments.ts.

export const TASK_STATUSES = ['open', 'in_progress', 'pending_review', 'ready_for_close', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  pending_review: 'Pending Review',
  ready_for_close: 'Ready for Close',
  closed: 'Closed',
};
/** Spec 02 §4: supervisors and employees choose among these, never closed, in any order. */
export const TEAM_TASK_STATUSES = ['open', 'in_progress', 'pending_review', 'ready_for_close'] as const satisfies readonly TaskStatus[];

/** Spec 02 §4: the admin is offered the current status and every later one, so a Project never moves back. */
export function adminStatusChoices(current: TaskStatus): TaskStatus[] {
  return TASK_STATUSES.slice(TASK_STATUSES.indexOf(current));
}

export const DELIVERY_TYPES = ['domestic', 'export'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = { domestic: 'Domestic', export: 'Export' };

/** Spec 02 §9: an empty amount defaults to ₹10,000. */
export const DEFAULT_TASK_AMOUNT_PAISE = 10_000_00;

/** Due-date windows in days (spec 02 §9): the union of the admin's, supervisor's and employee's lists. */
export const DUE_WINDOWS = ['overdue', '1', '3', '7', '14', '15', '20', '21', '30', '31', '45'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

export const projectMessages = {
  invalidAssignee: 'Invalid assignee selected',
  advisorRequired: 'Please select an advisor when clarification is required.',
  invalidAdvisor: 'The advisor must be an active admin or supervisor of your firm',
  assigneeNotAssignable: 'The assignee must be an active admin, supervisor or employee of your firm',
  supervisorAssignee: 'Supervisors assign Projects to supervisors and employees only',
  statusBackward: 'A Project cannot move back to an earlier status',
  statusClosedForbidden: 'Only an admin can close a Project',
  closedLocked: 'This Project is closed',
  invoicedLocked: 'The amount and GST of an invoiced Project cannot change',
  notFound: 'Project not found',
  amount: `Amount must be a whole number of paise from 0 to ${MAX_PAISE}`,
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
} as const;

/**
 * A record id (a whole number or the same in plain decimal text) whose refusal is a rule the user can
 * fix (400 with the message), not a malformed call: 'Invalid assignee selected' is the spec's text.
 */
function idRule(invalid: string, required: string, nullable = false) {
  return z.unknown().transform((value, ctx): number | null => {
    if (nullable && (value === null || value === '')) return null;
    if (value === undefined || value === null || value === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const id = typeof value === 'string' && DECIMAL_ID_PATTERN.test(value) ? Number(value) : value;
    if (isValidId(id)) return id;
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  });
}

/** 'user_12' → '12'; 'user_' alone stays as it is, an invalid assignee rather than a missing one. */
const withoutUserPrefix = (value: unknown) => (typeof value === 'string' && /^user_\d/.test(value) ? value.slice(5) : value);

/**
 * The assignee as the screens send it: 'user_12' on create, '12' on update (spec 02 §7 notes), or a number.
 */
export const assigneeField = z.preprocess(
  withoutUserPrefix,
  idRule(projectMessages.invalidAssignee, 'Assignee is required') as z.ZodType<number, unknown>,
);
/** On update the assignee may be taken away: null or '' leaves the Project unassigned. */
const updateAssigneeField = z.preprocess(withoutUserPrefix, idRule(projectMessages.invalidAssignee, 'Assignee is required', true));

/** A record id of a filter or body field: "Invalid <field>" / "<Label> is required". */
export const taskRecordId = (field: string, label: string) =>
  idRule(`Invalid ${field}`, `${label} is required`) as z.ZodType<number, unknown>;

/** 'YYYY-MM-DD' naming a day of the calendar (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const calendarDate = plainText('Due date', projectMessages.dueDate).refine(isCalendarDay, { message: projectMessages.dueDate });
/** A calendar day 'YYYY-MM-DD'; '' and null mean no due date. */
const dueDateField = z.preprocess(blankToUndefined, calendarDate.optional());

/** Paise as a whole number (money is never a float on the wire). */
const paiseField = z
  .number({ error: projectMessages.amount })
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_PAISE, { message: projectMessages.amount });

const taskName = textField('Project name', { required: true, max: 255 });
const description = textField('Description', { required: true, max: 5000 });

/** POST /api/tasks/: who creates it, its status (open) and clarification (none) are the server's. */
export const taskCreateSchema = z.object({
  client_id: taskRecordId('client', 'Client'),
  task_name: taskName,
  service_description: description,
  sac_code_id: taskRecordId('SAC code', 'SAC code'),
  service_category_id: taskRecordId('service category', 'Service category'),
  due_date: dueDateField,
  invoice_amount_paise: z
    .preprocess((v) => (v === null || v === '' ? undefined : v), paiseField.optional())
    .transform((v) => v ?? DEFAULT_TASK_AMOUNT_PAISE),
  type_of_delivery: z
    .preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.enum(DELIVERY_TYPES, { error: 'Type of delivery must be domestic or export' }).optional(),
    )
    .transform((v) => v ?? 'domestic'),
  assignee_id: assigneeField,
});
export type TaskCreateBody = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;

/**
 * PUT /api/tasks/{id}: every field optional, an absent field stays as it is. A field sent with its current
 * value is no change (screens send the whole form); what each role may change is the server's rule.
 */
export const taskUpdateSchema = z
  .object({
    task_name: taskName.optional(),
    service_description: description.optional(),
    due_date: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.union([z.null(), calendarDate])).optional(),
    workflow_status: z.enum(TASK_STATUSES, { error: `Status must be one of ${TASK_STATUSES.join(', ')}` }).optional(),
    assignee_id: updateAssigneeField.optional(),
    invoice_amount_paise: paiseField.optional(),
    type_of_delivery: z.enum(DELIVERY_TYPES, { error: 'Type of delivery must be domestic or export' }).optional(),
    require_clarification: z.boolean({ error: 'Clarification must be true or false' }).optional(),
    /** The advisor asked; the requester is the caller, never taken from the body. */
    clarification_to: idRule('Invalid advisor', 'Advisor is required', true).optional(),
    /**
     * Spec 02 §7's clarification form names the advisor (`clarification_to` null): read only when no
     * `clarification_to` is sent, and must name exactly one active admin or supervisor.
     */
    clarification_to_name: z.string({ error: 'Invalid advisor' }).trim().max(200, { message: 'Invalid advisor' }).nullable().optional(),
  })
  .strict();
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

/**
 * POST /api/tasks/{id}/comments: the text, as JSON or as the `comment_text` field of a multipart form
 * that also carries files (see attachments.ts for its limits).
 */
export const taskCommentSchema = z.object({ comment_text: textField('Comment', { required: true, max: 5000 }) });
