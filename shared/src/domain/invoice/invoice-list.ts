import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, queryChoice, queryId } from '../list';
import { addDays, daysBetween } from '../calendar';
import { blankToUndefined, plainText } from '../validation';
import { EINVOICE_STATUSES } from '../einvoice';
import { INVOICE_STATUSES, isInvoiceOverdue, type InvoiceRecordStatus } from './invoice';

// The admin Invoices page (spec 02 §2.2, §4): list, tabs, status, aging.

/** The admin's status of an invoice (§4): the server's status, with overdue when the due day has passed unpaid. */
export const ADMIN_INVOICE_STATUSES = ['unpaid', 'partial', 'paid', 'overdue', 'cancelled'] as const;
export type AdminInvoiceStatus = (typeof ADMIN_INVOICE_STATUSES)[number];
export const ADMIN_INVOICE_STATUS_LABELS: Record<AdminInvoiceStatus, string> = {
  unpaid: 'Unpaid',
  partial: 'Partial Paid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export function adminInvoiceStatusOf(status: InvoiceRecordStatus, dueDate: string, today: string): AdminInvoiceStatus {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'paid') return 'paid';
  if (isInvoiceOverdue(status, dueDate, today)) return 'overdue';
  return status === 'partially_paid' ? 'partial' : 'unpaid';
}

/**
 * Current holds unpaid, partial and overdue invoices; History the paid ones (§2.2); Refund due the paid ones
 * holding money received beyond their total, which History shows too.
 */
export const INVOICE_TABS = ['current', 'history', 'refund_due'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** Whole calendar days from the due day to `today` (India's days): negative before it, 0 on it. */
export const daysPastDue = (dueDate: string, today: string): number => daysBetween(dueDate, today);

/**
 * The receivables report's buckets on the same count as the Aging column: 'current' is not overdue (due today or
 * later: Aging says 'Due today' / 'N days left'), then overdue by 1-30 ('0-30'), 31-60, 61-90 and over 90 days.
 */
export const AGING_BUCKETS = ['current', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  d0_30: '0-30 Days',
  d31_60: '31-60 Days',
  d61_90: '61-90 Days',
  d90_plus: '90+ Days',
};
export function agingBucketOf(dueDate: string, today: string): AgingBucket {
  const days = daysPastDue(dueDate, today);
  if (days <= 0) return 'current';
  if (days <= 30) return 'd0_30';
  if (days <= 60) return 'd31_60';
  return days <= 90 ? 'd61_90' : 'd90_plus';
}

/**
 * Aging (§4): the due point is the invoice's due day (5 days after it is raised). 'N days overdue' past
 * it, 'Due today' on it, 'N days left' before it, 'Paid' once paid. Days are India's calendar days.
 */
export function invoiceAging(status: InvoiceRecordStatus, dueDate: string, today: string): string {
  if (status === 'cancelled') return 'Cancelled';
  if (status === 'paid') return 'Paid';
  const days = daysPastDue(dueDate, today);
  if (days === 0) return 'Due today';
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} overdue`;
  return `${-days} ${days === -1 ? 'day' : 'days'} left`;
}

/** An invoice's due day from its issue day (§9). */
export const invoiceDueDateOf = (invoiceDay: string, dueDays: number) => addDays(invoiceDay, dueDays);

export const INVOICE_SORT_KEYS = ['number', 'customer', 'project', 'amount', 'credit', 'due_amount', 'status', 'due', 'created'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

const searchText = (field: string) =>
  z.preprocess(
    blankToUndefined,
    plainText(field)
      .trim()
      .max(200, { message: `${field} must be no more than 200 characters` })
      .optional(),
  );

/**
 * GET /api/invoices: the §2.2 filters on the server. `search` is the project name, `company` the
 * customer, `invoice_number` part of the number; `status` the admin's status; `tab` Current or History
 * (absent: both). Sorting by Aging is sorting by the due day ('due').
 */
export const invoiceListQuerySchema = listQuerySchema({
  sortKeys: INVOICE_SORT_KEYS,
  defaultSort: 'created',
  defaultOrder: 'desc',
  defaultLimit: 10,
  filters: {
    company: searchText('Company'),
    invoice_number: searchText('Invoice ID'),
    status: queryChoice('Status', ADMIN_INVOICE_STATUSES),
    tab: queryChoice('Tab', INVOICE_TABS),
    // A repeated ?client_id= arrives as an array: read as its joined text, it is refused by the field (400).
    client_id: z.preprocess((value) => (Array.isArray(value) ? value.join(',') : value), queryId('Invalid client')),
  },
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const invoiceListRowSchema = z.object({
  invoice_id: z.number(),
  invoice_number: z.string(),
  task_id: z.number(),
  task_name: z.string(),
  client_id: z.number(),
  customer: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  created_at: z.string(),
  taxable_paise: z.number(),
  total_paise: z.number(),
  paid_paise: z.number(),
  credited_paise: z.number(),
  amount_due_paise: z.number(),
  excess_paise: z.number(),
  /** Spec 02 §4: the server's status, `overdue` once past due and not paid (the Current tab's rows). */
  status: z.enum([...INVOICE_STATUSES, 'overdue', 'cancelled']),
  /** unpaid, partially_paid or paid, whatever the day. */
  payment_status: z.enum([...INVOICE_STATUSES, 'cancelled']),
  /** The admin's status on the server's day (overdue included), so the filter and the badge agree. */
  admin_status: z.enum(ADMIN_INVOICE_STATUSES),
  invoice_url: z.string(),
  /** The IRN's state of an e-invoiced invoice (pending, failed: the admin retries), else null. */
  einvoice_status: z.enum(EINVOICE_STATUSES).nullable().default(null),
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

/** The tab counts under the other filters, and the money of the filtered invoices (both tabs). */
export const invoiceListSummarySchema = z.object({
  current: z.number(),
  history: z.number(),
  /** Invoices holding money beyond their total, and that money (the Refund due tab). */
  refund_due: z.number(),
  excess_paise: z.number(),
  total_paise: z.number(),
  paid_paise: z.number(),
  credited_paise: z.number(),
  amount_due_paise: z.number(),
  /** The server's calendar day in India: the screen's Aging counts from it. */
  today: z.string(),
});
export type InvoiceListSummary = z.infer<typeof invoiceListSummarySchema>;
export const invoiceListAnswerSchema = listAnswerSchema(z.object({ invoices: z.array(invoiceListRowSchema) }), invoiceListSummarySchema);
export type InvoiceListAnswer = z.infer<typeof invoiceListAnswerSchema>;
