import { einvoiceInfoSchema } from '../einvoice';
import { z } from 'zod';
import { outstandingOf, type InvoiceAmounts } from './invoice-balance';
import { isValidId } from '../validation';
import { SUPPLY_TYPES } from '../gst';
import { DEFAULT_GST_CATEGORY, GST_CATEGORIES } from '../gst-category';
import { GST_TREATMENTS } from '../gst-rate';

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
  // Status management: a hand-set status is a payment entry.
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
/** An invoice's status as the calls send it: its payment status, or cancelled. */
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
  /** The LUT an export or SEZ supply under LUT quotes beside its declaration, as issued; null otherwise. */
  lut_reference: z.string().nullable().default(null),
  place_of_supply: z.string(),
  /** The place of supply's two-digit code ('96' for Other Countries), as GSTR-1 writes it. */
  place_of_supply_code: z.string().nullable().default(null),
  /** The client's GST category on the day of issue. */
  gst_category: z.enum(GST_CATEGORIES).default(DEFAULT_GST_CATEGORY),
  /** Taxable, or nil-rated / exempt (GSTR-1's `nil` table). */
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
  /** The payment status, or cancelled (issued in error and cancelled; nothing is due). */
  status: z.enum([...INVOICE_STATUSES, 'cancelled']),
  cancelled_at: z.string().nullable().default(null),
  cancel_reason: z.string().nullable().default(null),
  invoice_url: z.string(),
  /** Its IRN, acknowledgement and state when e-invoiced; null otherwise. */
  einvoice: einvoiceInfoSchema.nullable().default(null),
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
  /** The office that bills: the Project's, else the client's, else the head office. */
  office_id: z.number(),
  office_name: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  client_gstin: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  supply_type: invoiceSchema.shape.supply_type,
  lut_reference: invoiceSchema.shape.lut_reference,
  /** A supply under LUT whose office has no LUT for the invoice's year: it issues with the declaration alone. */
  lut_warning: z.string().nullable().default(null),
  place_of_supply: z.string(),
  /** Nil-rated or exempt: the document is a bill of supply (not e-invoiced). */
  tax_treatment: invoiceSchema.shape.tax_treatment,
  sac_code: z.string(),
  service_name: z.string(),
  taxable_paise: z.number(),
  tax_heads: z.array(taxHeadSchema),
  total_paise: z.number(),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

/** The preview's query: the Project, as the generate call names it. */
export const invoicePreviewQuerySchema = invoiceGenerateSchema;
