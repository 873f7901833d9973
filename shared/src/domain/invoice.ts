import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, queryChoice } from './list';
import { outstandingOf, type InvoiceAmounts } from './invoice-balance';
import { MAX_PAISE } from './money';
import { invoiceRefundSchema } from './invoice-refund';
import { addDays, SUPPLY_TYPES } from './tax-invoice';
import { DEFAULT_GST_CATEGORY, GST_CATEGORIES } from './gst-category';
import { GST_TREATMENTS } from './gst-rate';
import { blankToUndefined, DECIMAL_ID_PATTERN, isValidId, plainText, textField } from './validation';

// Invoices (spec 02 §2.1 Generate Invoice, §2.2, §3, §4, §7): the generate call's body and answer, the
// invoice as the server returns it, and the amounts and status rules both sides read.

export const invoiceMessages = {
  invalidTaskId: (id: string) => `Invalid task ID: ${id}. Cannot generate invoice.`,
  notClosed: 'Only a closed Project can be invoiced',
  exists: 'An invoice has already been generated for this Project',
  amountZero: 'Invoice generation needs an amount above 0',
  noPlaceOfSupply: "The client's state is missing or not an Indian state: set it (or a GSTIN) on the client before invoicing",
  noSupplier: "The firm's head office has no GSTIN: a tax invoice cannot be issued without one",
  notFound: 'Invoice not found',
  taskNotFound: 'Project not found',
  // Spec 02 §8, the admin Invoices page.
  loadFailed: 'Failed to load invoices. Please try again.',
  statusFailed: 'Failed to update invoice status. Please try again.',
  pdfMissing: 'Invoice PDF not available.',
  statusUpdated: (label: string) => `Status Updated: Invoice status successfully changed to ${label}`,
  // Status management (issue 10): a hand-set status is a payment entry.
  partialAmount: 'Enter the amount received: more than ₹0 and less than the amount due',
  /** partially_paid sent without its amount (spec 02 §7's payload has only `status`): name the field to send. */
  partialAmountMissing: 'A part payment needs the amount received: send amount (in rupees) or amount_paise (in paise) with partially_paid',
  alreadyPaid: 'This invoice is already paid',
  nothingToReverse: 'This invoice has no payment recorded by hand to reverse',
  onlinePaymentsStay:
    'Payments received online cannot be reversed here: the invoice keeps them, and only the payments recorded by hand were reversed',
  onlinePaymentsOnly: 'Payments received online cannot be reversed here',
  noteTooLong: 'Note must be no more than 500 characters',
} as const;

/** 'task_12', '12' or 12 → 12 (spec 02 §5: the trailing number after an underscore); anything else is refused. */
export function taskIdOf(value: unknown): number | null {
  if (isValidId(value)) return value;
  if (typeof value !== 'string') return null;
  const match = /^(?:[a-z]+_)?([1-9]\d{0,9})$/i.exec(value.trim());
  const id = match ? Number(match[1]) : NaN;
  return isValidId(id) ? id : null;
}

const shown = (value: unknown) => (typeof value === 'string' ? value.replace(/\0/g, '').slice(0, 40) : String(value).slice(0, 40));

/** POST /api/invoice/generate: only the Project; every amount, rate and number is the server's. */
export const invoiceGenerateSchema = z.object({
  task_id: z.unknown().transform((value, ctx) => {
    const id = taskIdOf(value);
    if (id !== null) return id;
    ctx.addIssue({ code: 'custom', message: invoiceMessages.invalidTaskId(shown(value)) });
    return z.NEVER;
  }),
});

export const INVOICE_STATUSES = ['unpaid', 'partially_paid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** An invoice's status as the calls send it: its payment status, or cancelled (issue 29). */
export type InvoiceRecordStatus = InvoiceStatus | 'cancelled';

/** The status follows from the amounts: nothing left is paid; something received (or credited) is partial. */
export function invoiceStatusOf(amounts: InvoiceAmounts): InvoiceStatus {
  if (outstandingOf(amounts) === 0) return 'paid';
  return amounts.paidPaise > 0 || amounts.creditedPaise > 0 ? 'partially_paid' : 'unpaid';
}

/** Spec 02 §4: overdue when the due day has passed and it is not paid (days are India's). */
export function isInvoiceOverdue(status: InvoiceRecordStatus, dueDate: string, today: string): boolean {
  return status !== 'paid' && status !== 'cancelled' && dueDate < today;
}

const taxHeadSchema = z.object({ name: z.enum(['CGST', 'SGST', 'UTGST', 'IGST']), rate_bp: z.number(), amount_paise: z.number() });

/** An issued invoice as the server returns it (generate answer, detail). */
export const invoiceSchema = z.object({
  invoice_id: z.number(),
  invoice_number: z.string(),
  task_id: z.number(),
  task_name: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  supply_type: z.enum(SUPPLY_TYPES),
  place_of_supply: z.string(),
  /** Issue 29: the place of supply's two-digit code ('96' for Other Countries), as GSTR-1 writes it. */
  place_of_supply_code: z.string().nullable().default(null),
  /** Issue 29: the client's GST category on the day of issue. */
  gst_category: z.enum(GST_CATEGORIES).default(DEFAULT_GST_CATEGORY),
  /** Issue 29: taxable, or nil-rated / exempt (GSTR-1's `nil` table). */
  tax_treatment: z.enum(GST_TREATMENTS).default('taxable'),
  sac_code: z.string(),
  service_name: z.string(),
  taxable_paise: z.number(),
  tax_heads: z.array(taxHeadSchema),
  total_paise: z.number(),
  paid_paise: z.number(),
  credited_paise: z.number(),
  outstanding_paise: z.number(),
  /** Received beyond the total and not yet refunded (`invoiceBalanceOf`): a refund is due. */
  excess_paise: z.number(),
  refunded_paise: z.number(),
  /** The payment status, or cancelled (issue 29: issued in error and cancelled; nothing is due). */
  status: z.enum([...INVOICE_STATUSES, 'cancelled']),
  cancelled_at: z.string().nullable().default(null),
  cancel_reason: z.string().nullable().default(null),
  invoice_url: z.string(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/invoice/preview?task_id=: what generating would issue, computed as the issue computes it; no number yet. */
export const invoicePreviewSchema = z.object({
  invoice_number: z.null(),
  task_id: z.number(),
  task_name: z.string(),
  supplier_name: z.string(),
  supplier_gstin: z.string(),
  supplier_state: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  client_gstin: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  supply_type: invoiceSchema.shape.supply_type,
  place_of_supply: z.string(),
  sac_code: z.string(),
  service_name: z.string(),
  taxable_paise: z.number(),
  tax_heads: z.array(taxHeadSchema),
  total_paise: z.number(),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

/** The preview's query: the Project, as the generate call names it. */
export const invoicePreviewQuerySchema = invoiceGenerateSchema;

// ---------------------------------------------------------------------------------------------------
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
 * holding money received beyond their total (issue 24), which History shows too.
 */
export const INVOICE_TABS = ['current', 'history', 'refund_due'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** Whole calendar days from the due day to `today` (India's days): negative before it, 0 on it. */
export const daysPastDue = (dueDate: string, today: string): number =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);

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
    client_id: z.preprocess(
      (value) => blankToUndefined(Array.isArray(value) ? value.join(',') : value),
      z
        .string({ error: 'Invalid client' })
        .regex(DECIMAL_ID_PATTERN, { message: 'Invalid client' })
        .transform(Number)
        .refine(isValidId, { message: 'Invalid client' })
        .optional(),
    ),
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

/** Paise received, as a whole number above 0. */
const receivedPaise = z
  .number({ error: invoiceMessages.partialAmount })
  .refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_PAISE, { message: invoiceMessages.partialAmount });

/**
 * PUT /api/invoices/{id or number}/status (§4 Status Management). The admin sets unpaid, partially_paid
 * or paid; the server records it as payment entries so the amounts stay true:
 * - paid: an entry for the whole amount due;
 * - partially_paid: an entry for `amount_paise` received (above 0, below the amount due);
 * - unpaid: reverses every entry recorded by hand (each with its own reversal entry); online payments stay.
 */
export const invoiceStatusUpdateSchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: `Status must be one of ${INVOICE_STATUSES.join(', ')}` }),
  amount_paise: z.preprocess(blankToUndefined, receivedPaise.optional()),
  note: z.preprocess(blankToUndefined, textField('Note', { max: 500 }).optional()),
  reference: z.preprocess(blankToUndefined, textField('Reference', { max: 100 }).optional()),
});
export type InvoiceStatusUpdate = z.output<typeof invoiceStatusUpdateSchema>;

export const PAYMENT_METHODS = ['manual', 'razorpay', 'sandbox', 'reversal'] as const;
export const invoicePaymentSchema = z.object({
  payment_id: z.number(),
  amount_paise: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  /** The entry this one reverses (reversals), and whether this one has been reversed. */
  reverses_id: z.number().nullable(),
  reversed: z.boolean(),
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceCreditNoteRefSchema = z.object({
  credit_note_id: z.number(),
  credit_note_number: z.string(),
  credit_note_date: z.string(),
  total_paise: z.number(),
  status: z.string(),
});

/** GET /api/invoices/{id}: the invoice with its supplier and recipient, payments and credit notes. */
export const invoiceDetailSchema = invoiceSchema.extend({
  admin_status: z.enum(ADMIN_INVOICE_STATUSES),
  today: z.string(),
  supplier_name: z.string(),
  supplier_address: z.string(),
  supplier_gstin: z.string(),
  supplier_state: z.string(),
  recipient_address: z.string(),
  client_gstin: z.string().nullable(),
  service_description: z.string(),
  payment_details: z.string().nullable(),
  payments: z.array(invoicePaymentSchema),
  credit_notes: z.array(invoiceCreditNoteRefSchema),
  refunds: z.array(invoiceRefundSchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
