import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, queryChoice } from '../list';
import { isCalendarDay } from '../calendar';
import { TASK_STATUSES, type TaskStatus } from '../project';
import { blankToUndefined, DECIMAL_ID_PATTERN, isValidId, plainText } from '../validation';

// The Projects report (spec 02 §2.5, §2.6, admin Reports of §2): live Projects the caller may see, filtered
// and paged on the server, with cards over the filtered rows, and the same rows exported as XLSX or CSV.
//
// Decisions the spec leaves open:
// - Workflow status: the report speaks open, in_progress, in_review, closed (§3 'Report sample record'); the
//   server's pending_review AND ready_for_close are both in_review (work done, waiting for the reviewer's
//   close), so every Project has exactly one report status and the four filters cover every Project.
// - Closed Projects are in the report for every role (the Completed card and the Completed Date column of
//   §2.5/§2.6 count them), although the Projects screens of supervisors and employees hide them (§4).
// - Invoiced Projects are in the report: a report of work done counts closed-and-invoiced work, although the
//   Projects screens hand those over to the Invoices page (§2.1).

export const REPORT_WORKFLOW_STATUSES = ['open', 'in_progress', 'in_review', 'closed'] as const;
export type ReportWorkflowStatus = (typeof REPORT_WORKFLOW_STATUSES)[number];
export const REPORT_WORKFLOW_LABELS: Record<ReportWorkflowStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  in_review: 'In Review',
  closed: 'Closed',
};
/** The server's statuses behind each report status. */
export const REPORT_WORKFLOW_TASK_STATUSES: Record<ReportWorkflowStatus, readonly TaskStatus[]> = {
  open: ['open'],
  in_progress: ['in_progress'],
  in_review: ['pending_review', 'ready_for_close'],
  closed: ['closed'],
};
export function reportWorkflowOf(status: TaskStatus): ReportWorkflowStatus {
  return REPORT_WORKFLOW_STATUSES.find((s) => REPORT_WORKFLOW_TASK_STATUSES[s].includes(status))!;
}
// Every server status has one report status (a new status fails here, not silently in a report).
TASK_STATUSES.forEach(reportWorkflowOf);

export const ASSIGNMENT_STATUSES = ['assigned', 'not_assigned'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_LABELS: Record<AssignmentStatus, string> = { assigned: 'Assigned', not_assigned: 'Not Assigned' };

/** §4: closed is completed, everything else pending. */
export const STATUS_GROUPS = ['pending', 'completed'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];
export const STATUS_GROUP_LABELS: Record<StatusGroup, string> = { pending: 'Pending', completed: 'Completed' };
export const statusGroupOf = (status: TaskStatus): StatusGroup => (status === 'closed' ? 'completed' : 'pending');

export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const REPORT_EXPORT_LABELS: Record<ReportExportFormat, string> = { xlsx: 'XLSX', csv: 'CSV' };

export const reportMessages = {
  dueFrom: 'Due from must be a date (YYYY-MM-DD)',
  dueTo: 'Due to must be a date (YYYY-MM-DD)',
  dueRange: 'Due from must not be after due to',
  exportStarted: 'Export Started',
  exportFailed: 'Export failed. Please try again.',
} as const;

/**
 * §2.5/§2.6's toast: how many records and which format; `scope` names the part of the report the file holds when
 * that is not simply the view on screen (the GST summary's XLSX: 'all 7 sections'; its CSV: 'B2CS').
 */
export const exportStartedMessage = (count: number, format: ReportExportFormat, scope?: string) =>
  `Exporting ${count.toLocaleString('en-IN')} ${count === 1 ? 'record' : 'records'}${scope ? ` from ${scope}` : ''} as ${REPORT_EXPORT_LABELS[format]}`;

/** A record id in the query string: plain decimal within the database's integer range, else `Invalid {label}`. */
const queryId = (label: string) =>
  z.preprocess(
    blankToUndefined,
    plainText(label, `Invalid ${label}`, `Invalid ${label}`)
      .refine((v) => DECIMAL_ID_PATTERN.test(v) && isValidId(Number(v)), { message: `Invalid ${label}` })
      .transform(Number)
      .optional(),
  );

const queryDay = (message: string) =>
  z.preprocess(blankToUndefined, plainText('Date', message, message).refine(isCalendarDay, { message }).optional());

export const REPORT_SORT_KEYS = [
  'name',
  'client',
  'service_category',
  'assignment_status',
  'workflow_status',
  'status_group',
  'assignee',
  'due',
  'created',
  'completed',
] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];

const reportFilters = {
  assignment_status: queryChoice('Assignment status', ASSIGNMENT_STATUSES),
  workflow_status: queryChoice('Workflow status', REPORT_WORKFLOW_STATUSES),
  status_group: queryChoice('Status group', STATUS_GROUPS),
  assignee_id: queryId('assignee'),
  client_id: queryId('client'),
  service_category_id: queryId('service category'),
  /** Inclusive both ends (§2.5). */
  due_from: queryDay(reportMessages.dueFrom),
  due_to: queryDay(reportMessages.dueTo),
};

const dueRangeInOrder = (query: { due_from?: string; due_to?: string }, ctx: z.RefinementCtx) => {
  if (query.due_from && query.due_to && query.due_from > query.due_to) {
    ctx.addIssue({ code: 'custom', path: ['due_to'], message: reportMessages.dueRange });
  }
};

/** Search looks in name, client and description (§2.5). Nearest due date first, undated last (§4); 10 a page (§9). */
const reportQueryOptions = {
  sortKeys: REPORT_SORT_KEYS,
  defaultSort: 'due' as const,
  defaultOrder: 'asc' as const,
  defaultLimit: 10,
};

/**
 * A repeated parameter (`?client_id=1&client_id=2`) arrives as an array: it is read as its joined text, which
 * the field then refuses with its own message (400), as the client portal's lists do, not as a malformed call.
 */
export const oneValueEach = (query: unknown) =>
  typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]))
    : query;

/** GET /api/reports/projects */
export const projectReportQuerySchema = z.preprocess(
  oneValueEach,
  listQuerySchema({ ...reportQueryOptions, filters: reportFilters }).superRefine(dueRangeInOrder),
);
export type ProjectReportQuery = z.output<typeof projectReportQuerySchema>;

/** GET /api/reports/projects/export: the same filters and sort, every matching row (page and limit are ignored). */
export const projectReportExportQuerySchema = z.preprocess(
  oneValueEach,
  listQuerySchema({
    ...reportQueryOptions,
    filters: {
      ...reportFilters,
      format: z
        .preprocess(blankToUndefined, z.enum(REPORT_EXPORT_FORMATS, { error: 'Format must be xlsx or csv' }).optional())
        .transform((f) => f ?? 'xlsx'),
    },
  }).superRefine(dueRangeInOrder),
);
export type ProjectReportExportQuery = z.output<typeof projectReportExportQuerySchema>;

/** One Project of the report: §3 'Report sample record' in the API's snake_case. */
export const projectReportRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  client: z.string(),
  client_id: z.number(),
  service_category: z.string(),
  service_category_id: z.number(),
  assignment_status: z.enum(ASSIGNMENT_STATUSES),
  workflow_status: z.enum(REPORT_WORKFLOW_STATUSES),
  workflow_status_group: z.enum(STATUS_GROUPS),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  /** When the Project was closed (its last move to closed in the activity log); null while pending. */
  completed_at: z.string().nullable(),
  /** Due before today in India and pending (§4). */
  overdue: z.boolean(),
});
export type ProjectReportRow = z.infer<typeof projectReportRowSchema>;

/** The cards over the filtered rows: Total Projects (employee: My Tasks), Assigned, Completed, Overdue. */
export const projectReportSummarySchema = z.object({
  total: z.number(),
  assigned: z.number(),
  completed: z.number(),
  overdue: z.number(),
  /** India's day the overdue marks were computed on. */
  today: z.string(),
});
export type ProjectReportSummary = z.infer<typeof projectReportSummarySchema>;

export const projectReportAnswerSchema = listAnswerSchema(
  z.object({ projects: z.array(projectReportRowSchema) }),
  projectReportSummarySchema,
);

/** Columns of the report as the screens show them (§2.5, §2.6) and the exports write them. */
export type ReportColumn =
  'name' | 'client' | 'service_category' | 'assignment' | 'workflow' | 'group' | 'assignee' | 'due' | 'created' | 'completed';
/** The columns both roles' reports share, in order; the supervisor adds the assignee, the employee the completion. */
const SHARED_REPORT_COLUMNS = ['name', 'client', 'service_category', 'assignment', 'workflow', 'group'] as const;
export const SUPERVISOR_REPORT_COLUMNS: readonly ReportColumn[] = [...SHARED_REPORT_COLUMNS, 'assignee', 'due', 'created'];
export const EMPLOYEE_REPORT_COLUMNS: readonly ReportColumn[] = [...SHARED_REPORT_COLUMNS, 'due', 'created', 'completed'];
export const reportColumnLabel = (column: ReportColumn, role: 'employee' | 'staff'): string =>
  ({
    name: role === 'employee' ? 'Task Name' : 'Project Name',
    client: 'Client',
    service_category: 'Service Category',
    assignment: 'Assignment Status',
    workflow: 'Workflow Status',
    group: 'Status Group',
    assignee: 'Assignee',
    due: 'Due Date',
    created: 'Created Date',
    completed: 'Completed Date',
  })[column];

/** The export's file name: projects-report-2026-11-23.xlsx (India's day). */
export const reportFileName = (today: string, format: ReportExportFormat) => `projects-report-${today}.${format}`;
