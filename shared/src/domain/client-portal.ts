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

// ---------------------------------------------------------------------------------------------------
// My Invoices (spec 02 §2.7, §3 "Invoice (client portal)", §7; issue 11): the client's own invoices.

/** Spec 02 §4: the client's statuses; the status filter offers Paid, Unpaid and Partially Paid. */
export const CLIENT_INVOICE_STATUSES = ['paid', 'unpaid', 'partially_paid'] as const;
export type ClientInvoiceStatus = (typeof CLIENT_INVOICE_STATUSES)[number];
export const CLIENT_INVOICE_STATUS_LABELS: Record<ClientInvoiceStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  partially_paid: 'Partially Paid',
};
/** The three tabs: Unpaid (default), Partial, Paid. */
export const CLIENT_INVOICE_TABS = ['unpaid', 'partially_paid', 'paid'] as const;

/**
 * GET /api/client-portal/invoices: `client_id` as for tasks (the caller's own only); `status` the
 * status filter, `tab` the tab, `due` the due-date window (Overdue: past due and not paid).
 */
export const clientInvoiceQuerySchema = z.preprocess(
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
    status: queryChoice('Status', CLIENT_INVOICE_STATUSES),
    tab: queryChoice('Tab', CLIENT_INVOICE_TABS),
    due: queryChoice('Due date', CLIENT_DUE_WINDOWS),
  }),
);
export type ClientInvoiceQuery = z.output<typeof clientInvoiceQuerySchema>;

export const clientInvoiceRowSchema = z.object({
  invoice_id: z.number(),
  invoice_number: z.string(),
  client_name: z.string(),
  task_name: z.string(),
  total_paise: z.number(),
  credit_note_paise: z.number(),
  paid_paise: z.number(),
  outstanding_paise: z.number(),
  status: z.enum(CLIENT_INVOICE_STATUSES),
  invoice_date: z.string(),
  due_date: z.string(),
  overdue: z.boolean(),
  /** Whether the contact may pay it online now (something due). */
  can_pay: z.boolean(),
  /** The invoice PDF, for this client's contacts. */
  invoice_url: z.string(),
  /** The receipts of the payments made online. */
  receipts: z.array(z.object({ receipt_number: z.string(), amount_paise: z.number(), paid_at: z.string(), receipt_url: z.string() })),
});
export type ClientInvoice = z.infer<typeof clientInvoiceRowSchema>;

/** The five cards and the tab counts, over the invoices the filters (not the tab) select. */
export const clientInvoiceSummarySchema = z.object({
  total_paise: z.number(),
  credit_note_paise: z.number(),
  outstanding_paise: z.number(),
  paid_paise: z.number(),
  total_invoices: z.number(),
  unpaid: z.number(),
  partially_paid: z.number(),
  paid: z.number(),
});
export type ClientInvoiceSummary = z.infer<typeof clientInvoiceSummarySchema>;

/** Spec 02 §7: data.invoices, data.pagination and data.summary. */
export const clientInvoiceListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ invoices: z.array(clientInvoiceRowSchema), pagination: paginationSchema, summary: clientInvoiceSummarySchema }),
});
export type ClientInvoiceListAnswer = z.infer<typeof clientInvoiceListAnswerSchema>;
