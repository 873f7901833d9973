import type { TaskStatus } from '../project';

// The client portal's statuses, due windows, tabs and labels (spec 02 §2.7, §4, §9), without zod, so
// screens that only show them do not download the schemas of client-portal.ts (which re-exports this).

/** Spec 02 §4: the client's status filter. The server has no on-hold state, so On Hold lists nothing. */
export const CLIENT_TASK_STATUSES = ['pending', 'in_progress', 'completed', 'closed', 'on_hold'] as const;
export type ClientTaskStatus = (typeof CLIENT_TASK_STATUSES)[number];
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
/** The two tabs: Completed is a closed Project, Ongoing every other. */
export const CLIENT_TASK_TABS = ['ongoing', 'completed'] as const;
export type ClientTaskTab = (typeof CLIENT_TASK_TABS)[number];

/** Spec 02 §4: the client's statuses; the status filter offers Paid, Unpaid and Partially Paid. */
/** 'cancelled' is an invoice the firm cancelled after issue (nothing to pay). */
export const CLIENT_INVOICE_STATUSES = ['paid', 'unpaid', 'partially_paid', 'cancelled'] as const;
export type ClientInvoiceStatus = (typeof CLIENT_INVOICE_STATUSES)[number];
export const CLIENT_INVOICE_STATUS_LABELS: Record<ClientInvoiceStatus, string> = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  partially_paid: 'Partially Paid',
  cancelled: 'Cancelled',
};
/**
 * The three tabs of spec 02 §2.7: Unpaid (default), Partial, Paid; and Cancelled, shown only when
 * the client has a cancelled invoice: one that reached it by e-mail does not vanish without a word.
 */
export const CLIENT_INVOICE_TABS = ['unpaid', 'partially_paid', 'paid', 'cancelled'] as const;

/** Spec 02 §9: the client portal asks 10 a page. */
export const CLIENT_PORTAL_PAGE_SIZE = 10;
