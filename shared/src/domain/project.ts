import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, queryBoolean, queryChoice } from './list';
import { MAX_PAISE } from './money';
import { blankToUndefined, DECIMAL_ID_PATTERN, isValidId, plainText, textField } from './validation';

// Projects (tasks in the API), spec 02 §3-§5 and §7: statuses and their labels, the create and update
// bodies, the list's query and answer, the detail with comments and the activity log.

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

const idOf = (field: string, label: string) => idRule(`Invalid ${field}`, `${label} is required`) as z.ZodType<number, unknown>;

/** 'YYYY-MM-DD' naming a day of the calendar (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const calendarDate = plainText('Due date', projectMessages.dueDate).refine(isCalendarDate, { message: projectMessages.dueDate });
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
  client_id: idOf('client', 'Client'),
  task_name: taskName,
  service_description: description,
  sac_code_id: idOf('SAC code', 'SAC code'),
  service_category_id: idOf('service category', 'Service category'),
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
 * that also carries files (see the attachment limits below).
 */
export const taskCommentSchema = z.object({ comment_text: textField('Comment', { required: true, max: 5000 }) });

export const TASK_SEARCH_SCOPES = ['name', 'all'] as const;

export const TASK_SORT_KEYS = ['name', 'client', 'status', 'assignee', 'created', 'due'] as const;
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];

/** GET /api/tasks/: spec 02 §2.1's filters; `search` is the project name. 10 rows a page (§9). */
export const taskListQuerySchema = listQuerySchema({
  sortKeys: TASK_SORT_KEYS,
  defaultSort: 'created',
  defaultOrder: 'desc',
  defaultLimit: 10,
  filters: {
    company: z.preprocess(
      blankToUndefined,
      plainText('Company').trim().max(200, { message: 'Company must be no more than 200 characters' }).optional(),
    ),
    status: queryChoice('Status', TASK_STATUSES),
    /** What `search` looks in: the project name (the admin's box), or name, client and description (spec 02 §2.5). */
    search_in: queryChoice('Search in', TASK_SEARCH_SCOPES),
    due: queryChoice('Due date', DUE_WINDOWS),
    clarifications: queryBoolean('Clarifications'),
    /** Only Projects with a required document the client still owes (issue 25). */
    waiting_on_client: queryBoolean('Waiting on client'),
    client_id: z.preprocess(blankToUndefined, idOf('client', 'Client').optional()),
    assignee_id: z.preprocess(blankToUndefined, idOf('assignee', 'Assignee').optional()),
  },
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export const taskListRowSchema = z.object({
  task_id: z.number(),
  task_name: z.string(),
  service_description: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  assignment_status: z.enum(['assigned', 'not_assigned']),
  workflow_status: z.enum(TASK_STATUSES),
  created_at: z.string(),
  due_date: z.string().nullable(),
  invoice_amount_paise: z.number(),
  type_of_delivery: z.enum(DELIVERY_TYPES),
  sac_code: z.string(),
  service_category_name: z.string(),
  require_clarification: z.boolean(),
  clarification_from: z.number().nullable(),
  clarification_from_name: z.string().nullable(),
  clarification_to: z.number().nullable(),
  clarification_to_name: z.string().nullable(),
  /** The Project's invoice, once generated (issue 10). */
  invoice_id: z.number().nullable(),
  /** A required document request the client still owes (issue 25); the workflow status is untouched. Optional: the spec's rows lack it. */
  waiting_on_client: z.boolean().optional(),
});
export type TaskListRow = z.infer<typeof taskListRowSchema>;

/** The header counts of the caller's Projects (every card of §2.1, §2.5, §2.6), unfiltered. */
export const taskSummarySchema = z.object({
  total: z.number(),
  ongoing: z.number(),
  completed: z.number(),
  assigned: z.number(),
  unassigned: z.number(),
  overdue: z.number(),
  in_progress: z.number(),
  pending_review: z.number(),
});
export type TaskSummary = z.infer<typeof taskSummarySchema>;
export const taskListAnswerSchema = listAnswerSchema(z.object({ tasks: z.array(taskListRowSchema) }), taskSummarySchema);

export const taskCommentAnswerSchema = z.object({
  comment_id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  comment_text: z.string(),
  created_at: z.string(),
  attached_files: z.array(
    z.object({
      file_name: z.string(),
      /** The download reference: GET /api/tasks/{task_id}/files/{file_path}. */
      file_path: z.string(),
      file_id: z.number(),
      size: z.number(),
      content_type: z.string(),
    }),
  ),
});
export type TaskComment = z.infer<typeof taskCommentAnswerSchema>;

export const TASK_EVENTS = [
  'created',
  'field',
  'status',
  'assignment',
  'clarification',
  'comment',
  'attachment',
  'invoice',
  'document',
] as const;
export const taskLogEntrySchema = z.object({
  log_id: z.number(),
  event_type: z.enum(TASK_EVENTS),
  field: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  description: z.string(),
  /** Null when a client's contact acted (a document upload, issue 25); `user_name` is then the contact's name. */
  user_id: z.number().nullable(),
  user_name: z.string(),
  timestamp: z.string(),
});
export type TaskLogEntry = z.infer<typeof taskLogEntrySchema>;

export const taskDetailSchema = taskListRowSchema.extend({
  sac_code_id: z.number(),
  service_category_id: z.number(),
  /** GST rates of the service category in basis points (900 = 9 %). */
  cgst_bp: z.number(),
  sgst_bp: z.number(),
  igst_bp: z.number(),
  created_by: z.number(),
  updated_at: z.string(),
  /** Spec 02 §3: the issued invoice's PDF and its latest credit note, null before (optional: the server always sends them). */
  invoice_pdf_url: z.string().nullable().optional(),
  credit_note_id: z.number().nullable().optional(),
  comments: z.array(taskCommentAnswerSchema),
  running_log: z.array(taskLogEntrySchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

// Attachments on comments (spec 02 §3, §7): what a comment may carry. The server checks each file's
// content (its first bytes), not only its name; the browser shows these limits before sending.

export const MAX_ATTACHMENTS_PER_COMMENT = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_COMMENT_ATTACHMENT_BYTES = 25 * 1024 * 1024;

/** The file types a comment may carry, by extension: PDF, images, text/CSV, Office (Open XML and legacy). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'txt',
  'csv',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
/** For a file input's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

export const attachmentMessages = {
  tooMany: `A comment may carry at most ${MAX_ATTACHMENTS_PER_COMMENT} files`,
  fileTooLarge: `Each file must be at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`,
  commentTooLarge: `The files of one comment must be at most ${MAX_COMMENT_ATTACHMENT_BYTES / 1024 / 1024} MB together`,
  type: 'Only PDF, PNG, JPEG, GIF, WebP, text, CSV and Microsoft Office files can be attached',
  empty: 'An attached file is empty',
  unreadable: 'The upload could not be read. Please try again.',
  notFound: 'File not found',
} as const;

// Option lists of the Projects screens (GET /api/tasks/options, GET /api/v1/users/users/supervisors):
// active records of the caller's firm only, and only the fields a picker shows.

export const taskClientOptionSchema = z.object({ client_id: z.number(), client_name: z.string(), client_code: z.string() });
export type TaskClientOption = z.infer<typeof taskClientOptionSchema>;
export const personOptionSchema = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });
export type PersonOption = z.infer<typeof personOptionSchema>;
export const staffOptionSchema = personOptionSchema.extend({ role_name: z.enum(['admin', 'supervisor', 'employee']) });
export type StaffOption = z.infer<typeof staffOptionSchema>;

/** `assignees`: whom the caller may assign to (admin: admins, supervisors, employees; supervisor: supervisors, employees; employee: none). */
export const taskOptionsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    clients: z.array(taskClientOptionSchema),
    supervisors: z.array(personOptionSchema),
    advisors: z.array(staffOptionSchema),
    assignees: z.array(staffOptionSchema),
  }),
});
export type TaskOptions = z.infer<typeof taskOptionsAnswerSchema>['data'];

export const supervisorListAnswerSchema = z.object({ success: z.literal(true), data: z.array(personOptionSchema) });

/** What is wrong with files chosen for a comment, in the server's words, before they are sent; null when nothing. */
export function attachmentProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > MAX_ATTACHMENTS_PER_COMMENT) return attachmentMessages.tooMany;
  for (const file of files) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return attachmentMessages.type;
    if (file.size === 0) return attachmentMessages.empty;
    if (file.size > MAX_ATTACHMENT_BYTES) return attachmentMessages.fileTooLarge;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > MAX_COMMENT_ATTACHMENT_BYTES ? attachmentMessages.commentTooLarge : null;
}
