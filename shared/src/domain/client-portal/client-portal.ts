import { z } from 'zod';
import { dataAnswerSchema, listQuerySchema, paginationSchema, queryChoice, queryId } from '../list';
import {
  CLIENT_DUE_WINDOWS,
  CLIENT_PORTAL_PAGE_SIZE,
  CLIENT_INVOICE_STATUSES,
  CLIENT_INVOICE_TABS,
  CLIENT_TASK_STATUSES,
  CLIENT_TASK_TABS,
} from './client-portal-labels';
import { TASK_STATUSES } from '../project';

// The statuses, windows, tabs and labels live in client-portal-labels.ts (no zod): a screen that only
// shows them, such as the client's dashboard, does not download the schemas.
export * from './client-portal-labels';

// The client portal's My Projects (spec 02 §2.7, §3 "Client-portal task", §4, §7): a contact sees
// the Projects of its own client only, through GET /api/client-portal/tasks.

/**
 * A repeated parameter (`?page=1&page=2`) arrives as an array: it is read as its joined text, which
 * each field then refuses with its own message (400), rather than as a malformed call (422).
 */
const oneValueEach = (query: unknown) =>
  typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]))
    : query;

const clientIdMessage = 'Invalid client';
/** `client_id` in a portal query: the screens send the stored one; the route checks it is the caller's. */
const clientIdQuery = queryId(clientIdMessage);
const paging = listQuerySchema({ sortKeys: ['due'], defaultSort: 'due', defaultLimit: CLIENT_PORTAL_PAGE_SIZE, filters: {} }).pick({
  page: true,
  limit: true,
});
/** A portal list's query: its page, the caller's `client_id` and the list's own filters, one value each. */
const portalQuerySchema = <F extends z.ZodRawShape>(filters: F) =>
  z.preprocess(oneValueEach, paging.extend({ client_id: clientIdQuery, ...filters }));

/**
 * GET /api/client-portal/tasks: `client_id` may be sent (the screens send the stored one) but must be
 * the caller's own client; the server always answers the caller's client. Sorted by due date.
 */
export const clientTaskQuerySchema = portalQuerySchema({
  workflow_status: queryChoice('Status', CLIENT_TASK_STATUSES),
  due: queryChoice('Due date', CLIENT_DUE_WINDOWS),
  tab: queryChoice('Tab', CLIENT_TASK_TABS),
});
export type ClientTaskQuery = z.output<typeof clientTaskQuerySchema>;

/** Spec 02 §3: only these fields reach the client (no amounts, assignees, comments or log). */
export const clientTaskRowSchema = z.object({
  task_id: z.number(),
  task_name: z.string(),
  client_name: z.string(),
  service_description: z.string(),
  workflow_status: z.enum(TASK_STATUSES),
  /** A compliance filing's is its statutory due date, never the firm's internal one. */
  due_date: z.string().nullable(),
  /** Whether `due_date` is a statutory due date (the Project files a compliance). */
  statutory_due: z.boolean(),
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
// My Invoices (spec 02 §2.7, §3 "Invoice (client portal)", §7): the client's own invoices.

/**
 * GET /api/client-portal/invoices: `client_id` as for tasks (the caller's own only); `status` the
 * status filter, `tab` the tab, `due` the due-date window (Overdue: past due and not paid).
 */
export const clientInvoiceQuerySchema = portalQuerySchema({
  status: queryChoice('Status', CLIENT_INVOICE_STATUSES),
  tab: queryChoice('Tab', CLIENT_INVOICE_TABS),
  due: queryChoice('Due date', CLIENT_DUE_WINDOWS),
});
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
  /** Received beyond the total and not yet paid back: the firm owes this refund. */
  excess_paise: z.number(),
  /** Paid back so far. */
  refunded_paise: z.number(),
  status: z.enum(CLIENT_INVOICE_STATUSES),
  invoice_date: z.string(),
  due_date: z.string(),
  overdue: z.boolean(),
  /** Whether the contact may pay it online now (something due; never a cancelled invoice). */
  can_pay: z.boolean(),
  /** A cancelled invoice's reason, as the firm gave it (null otherwise). */
  cancel_reason: z.string().nullable().default(null),
  /** The invoice issued for the same Project after this one was cancelled, if any: its number. */
  replaced_by: z.string().nullable().default(null),
  /** The invoice PDF, for this client's contacts. */
  invoice_url: z.string(),
  /**
   * The UPI payment link (upi://pay, NPCI's format) for what is due now: the client's screen shows it as
   * a QR code and, on a phone, as a link to the UPI app. Null when nothing is due or the firm has no UPI id.
   */
  upi_link: z.string().nullable(),
  /**
   * The IRN of an e-invoiced invoice, with the IRP's acknowledgement, once registered: what makes
   * it a valid B2B tax invoice in the client's books. Null when not e-invoiced, not yet registered, or
   * cancelled (the firm's failures and retries are its own business).
   */
  einvoice: z.object({ irn: z.string(), ack_no: z.string(), ack_date: z.string() }).nullable(),
  /** The receipts of the payments made online. */
  receipts: z.array(z.object({ receipt_number: z.string(), amount_paise: z.number(), paid_at: z.string(), receipt_url: z.string() })),
  /**
   * The credit notes against it, oldest first: one cancelled in error stays listed as cancelled,
   * its credit no longer in `credit_note_paise`.
   */
  credit_notes: z
    .array(
      z.object({
        credit_note_number: z.string(),
        credit_note_date: z.string(),
        total_paise: z.number(),
        status: z.enum(['issued', 'cancelled']),
      }),
    )
    .default([]),
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
  /** Cancelled invoices (their money is in none of the sums). */
  cancelled: z.number().default(0),
});
export type ClientInvoiceSummary = z.infer<typeof clientInvoiceSummarySchema>;

/** Spec 02 §7: data.invoices, data.pagination and data.summary. */
export const clientInvoiceListAnswerSchema = dataAnswerSchema(
  z.object({ invoices: z.array(clientInvoiceRowSchema), pagination: paginationSchema, summary: clientInvoiceSummarySchema }),
);
export type ClientInvoiceListAnswer = z.infer<typeof clientInvoiceListAnswerSchema>;
