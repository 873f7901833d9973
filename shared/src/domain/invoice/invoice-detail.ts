import { z } from 'zod';
import { recordAnswerSchema } from '../list';
import { MAX_PAISE } from '../money';
import { invoiceRefundSchema } from './invoice-refund';
import { blankToUndefined, textField } from '../validation';
import { INVOICE_STATUSES, invoiceMessages, invoiceSchema } from './invoice';
import { ADMIN_INVOICE_STATUSES } from './invoice-list';

// An invoice's detail (GET /api/invoices/{id}) with its payments and credit notes, and the admin's
// status update (spec 02 §2.2, §4).

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

/** The answer of the detail and of every write that changes it (status, refund, cancel). */
export const invoiceDetailAnswerSchema = recordAnswerSchema(invoiceDetailSchema);
