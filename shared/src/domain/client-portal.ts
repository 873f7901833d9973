import { z } from 'zod';
import { listQuerySchema, paginationSchema, queryChoice } from './list';
import { TASK_STATUSES, type TaskStatus } from './project';
import { blankToUndefined, DECIMAL_ID_PATTERN, LIMITS } from './validation';

// The client portal's My Projects (spec 02 §2.7, §3 "Client-portal task", §4, §7): a contact sees
// the Projects of its own client only, through GET /api/client-portal/tasks.

/** Spec 02 §4: the client's status filter. The server has no on-hold state, so On Hold lists nothing. */
export const CLIENT_TASK_STATUSES = ['pending', 'in_progress', 'completed', 'closed', 'on_hold'] as const;
export type ClientTaskStatus = (typeof CLIENT_TASK_STATUSES)[number];
export const CLIENT_TASK_STATUS_LABELS: Record<ClientTaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  closed: 'Closed',
  on_hold: 'On Hold',
};

/**
 * Which workflow statuses each client filter value stands for. Pending is work not started (open);
 * In Progress is work the firm has in hand, its own review steps included (the client waits either
 * way); Completed and Closed are both a closed Project (§4: closed counts as completed).
 */
export const CLIENT_STATUS_WORKFLOW: Record<ClientTaskStatus, readonly TaskStatus[]> = {
  pending: ['open'],
  in_progress: ['in_progress', 'pending_review', 'ready_for_close'],
  completed: ['closed'],
  closed: ['closed'],
  on_hold: [],
};

/** What the client is shown for a workflow status: Pending, In Progress or Completed. */
export type ClientProgress = 'pending' | 'in_progress' | 'completed';
export function clientProgressOf(status: TaskStatus): ClientProgress {
  if (status === 'closed') return 'completed';
  return status === 'open' ? 'pending' : 'in_progress';
}

/** Spec 02 §9: the client's due-date windows in days, beside Overdue. */
export const CLIENT_DUE_WINDOWS = ['overdue', '7', '15', '20', '31', '45'] as const;
export type ClientDueWindow = (typeof CLIENT_DUE_WINDOWS)[number];
export const CLIENT_DUE_WINDOW_LABELS: Record<ClientDueWindow, string> = {
  overdue: 'Overdue',
  '7': 'Next 7 Days',
  '15': 'Next 15 Days',
  '20': 'Next 20 Days',
  '31': 'Next 31 Days',
  '45': 'Next 45 Days',
};

/** The two tabs: Completed is a closed Project, Ongoing every other. */
export const CLIENT_TASK_TABS = ['ongoing', 'completed'] as const;
export type ClientTaskTab = (typeof CLIENT_TASK_TABS)[number];

export const CLIENT_PORTAL_PAGE_SIZE = 10;

/**
 * A repeated parameter (`?page=1&page=2`) arrives as an array: it is read as its joined text, which
 * each field then refuses with its own message (400), rather than as a malformed call (422).
 */
const oneValueEach = (query: unknown) =>
  typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]))
    : query;

const clientIdMessage = 'Invalid client';
const paging = listQuerySchema({ sortKeys: ['due'], defaultSort: 'due', defaultLimit: CLIENT_PORTAL_PAGE_SIZE, filters: {} }).pick({
  page: true,
  limit: true,
});

/**
 * GET /api/client-portal/tasks: `client_id` may be sent (the screens send the stored one) but must be
 * the caller's own client; the server always answers the caller's client. Sorted by due date.
 */
export const clientTaskQuerySchema = z.preprocess(
  oneValueEach,
  paging.extend({
    client_id: z.preprocess(
      blankToUndefined,
      z
        .string({ error: clientIdMessage })
        .regex(DECIMAL_ID_PATTERN, { message: clientIdMessage })
        .transform(Number)
        .refine((n) => n <= LIMITS.maxId, { message: clientIdMessage })
        .optional(),
    ),
    workflow_status: queryChoice('Status', CLIENT_TASK_STATUSES),
    due: queryChoice('Due date', CLIENT_DUE_WINDOWS),
    tab: queryChoice('Tab', CLIENT_TASK_TABS),
  }),
);
export type ClientTaskQuery = z.output<typeof clientTaskQuerySchema>;

/** Spec 02 §3: only these fields reach the client (no amounts, assignees, comments or log). */
export const clientTaskRowSchema = z.object({
  task_id: z.number(),
  task_name: z.string(),
  client_name: z.string(),
  service_description: z.string(),
  workflow_status: z.enum(TASK_STATUSES),
  due_date: z.string().nullable(),
});
export type ClientTask = z.infer<typeof clientTaskRowSchema>;

/** The cards of My Projects, over all of the client's Projects whatever the filters. */
export const clientTaskSummarySchema = z.object({
  total: z.number(),
  ongoing: z.number(),
  completed: z.number(),
  overdue: z.number(),
});
export type ClientTaskSummary = z.infer<typeof clientTaskSummarySchema>;

/** Spec 02 §7: the rows and the pagination under `data`, the cards' counts beside it. */
export const clientTaskListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ tasks: z.array(clientTaskRowSchema), pagination: paginationSchema }),
  summary: clientTaskSummarySchema,
});
export type ClientTaskListAnswer = z.infer<typeof clientTaskListAnswerSchema>;
