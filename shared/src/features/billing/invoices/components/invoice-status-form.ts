import { z } from 'zod';
import {
  INVOICE_STATUSES,
  invoiceMessages,
  invoiceStatusUpdateSchema,
  type InvoiceDetail,
  type InvoicePayment,
  type InvoiceStatus,
  type InvoiceStatusUpdate,
} from '@firm/shared/domain/invoice';
import { parseRupees } from '@firm/shared/domain/money';

/** Status Management as typed: the choice, the amount received in rupees (Partial Paid), a note and a reference. */
export type InvoiceStatusValues = { status: InvoiceStatus; amount: string; note: string; reference: string };

/** The choices a person may set (spec 02 §4), in the spec's words. */
export const STATUS_CHOICES: { value: InvoiceStatus; label: string }[] = [
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'partially_paid', label: 'Partial Paid' },
  { value: 'paid', label: 'Paid' },
];
export const statusChoiceLabel = (status: InvoiceStatus) => STATUS_CHOICES.find((c) => c.value === status)!.label;

const fields = invoiceStatusUpdateSchema.shape;

/**
 * The server's body rules over the form's values. The amount is checked only for Partial Paid: rupees
 * parsed into paise (parseRupees' messages), then above ₹0 and below the amount due, as the server requires.
 */
export function invoiceStatusFormSchema(amountDuePaise: number) {
  return z
    .object({
      status: z.enum(INVOICE_STATUSES),
      amount: z.string(),
      note: fields.note,
      reference: fields.reference,
    })
    .transform(({ status, amount, note, reference }, ctx): InvoiceStatusUpdate => {
      if (status !== 'partially_paid') return { status, note, reference };
      const parsed = parseRupees(amount);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.message });
        return z.NEVER;
      }
      if (parsed.paise <= 0 || parsed.paise >= amountDuePaise) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: invoiceMessages.partialAmount });
        return z.NEVER;
      }
      return { status, amount_paise: parsed.paise, note, reference };
    });
}

/** Payments recorded by hand and not yet reversed: what choosing Unpaid reverses. */
export const reversibleOf = (payments: readonly InvoicePayment[]) => payments.filter((p) => p.method === 'manual' && !p.reversed);
/** Payments received online (and not reversed): they stay whatever the admin sets. */
export const onlineOf = (payments: readonly InvoicePayment[]) =>
  payments.filter((p) => (p.method === 'razorpay' || p.method === 'sandbox') && !p.reversed);

/** Why the chosen status cannot be saved, before asking the server; null when it can. */
export function statusBlockedReason(invoice: Pick<InvoiceDetail, 'payments' | 'outstanding_paise'>, status: InvoiceStatus): string | null {
  if (status === 'unpaid' && reversibleOf(invoice.payments).length === 0) {
    return onlineOf(invoice.payments).length ? invoiceMessages.onlinePaymentsOnly : invoiceMessages.nothingToReverse;
  }
  if (status !== 'unpaid' && invoice.outstanding_paise === 0) return invoiceMessages.alreadyPaid;
  return null;
}
