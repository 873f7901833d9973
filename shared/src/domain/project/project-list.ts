import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, queryBoolean, queryChoice, dataAnswerSchema } from '../list';
import { blankToUndefined, plainText } from '../validation';
import { DELIVERY_TYPES, DUE_WINDOWS, TASK_STATUSES, taskRecordId } from './project';

// The Projects list (GET /api/tasks/): its query, rows, header counts and answer, and the option lists
// of the Projects screens.

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
    /** Only Projects with a required document the client still owes. */
    waiting_on_client: queryBoolean('Waiting on client'),
    client_id: z.preprocess(blankToUndefined, taskRecordId('client', 'Client').optional()),
    assignee_id: z.preprocess(blankToUndefined, taskRecordId('assignee', 'Assignee').optional()),
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
  /** The Project's invoice, once generated. */
  invoice_id: z.number().nullable(),
  /** Spec 02 §3: the issued invoice's PDF and its latest credit note, null before (optional: the server always sends them). */
  invoice_pdf_url: z.string().nullable().optional(),
  credit_note_id: z.number().nullable().optional(),
  /** A required document request the client still owes; the workflow status is untouched. Optional: the spec's rows lack it. */
  waiting_on_client: z.boolean().optional(),
  /**
   * A Project the compliance calendar opened: its compliance, period (key: 2026-04, FY2026-Q1...),
   * statutory due date (`due_date` is then the firm's internal date) and, once filed, the acknowledgement
   * (ARN) and filing date. Null on other Projects; optional: the spec's rows lack them.
   */
  compliance_name: z.string().nullable().optional(),
  period_key: z.string().nullable().optional(),
  statutory_due_date: z.string().nullable().optional(),
  ack_number: z.string().nullable().optional(),
  filed_on: z.string().nullable().optional(),
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

// Option lists of the Projects screens (GET /api/tasks/options, GET /api/v1/users/users/supervisors):
// active records of the caller's firm only, and only the fields a picker shows.

export const taskClientOptionSchema = z.object({ client_id: z.number(), client_name: z.string(), client_code: z.string() });
export type TaskClientOption = z.infer<typeof taskClientOptionSchema>;
export const personOptionSchema = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });
export type PersonOption = z.infer<typeof personOptionSchema>;
export const staffOptionSchema = personOptionSchema.extend({ role_name: z.enum(['admin', 'supervisor', 'employee']) });
export type StaffOption = z.infer<typeof staffOptionSchema>;

/** `assignees`: whom the caller may assign to (admin: admins, supervisors, employees; supervisor: supervisors, employees; employee: none). */
export const taskOptionsAnswerSchema = dataAnswerSchema(
  z.object({
    clients: z.array(taskClientOptionSchema),
    supervisors: z.array(personOptionSchema),
    advisors: z.array(staffOptionSchema),
    assignees: z.array(staffOptionSchema),
  }),
);
export type TaskOptions = z.infer<typeof taskOptionsAnswerSchema>['data'];

export const supervisorListAnswerSchema = dataAnswerSchema(z.array(personOptionSchema));
