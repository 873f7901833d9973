import { z } from 'zod';
import { formatPaise } from '../format';
import { isCalendarDay } from '../calendar';
import { MAX_PAISE } from '../money';
import { blankToUndefined, textField } from '../validation';

// Refunds of money received beyond an invoice's total. The admin records one when the firm
// has paid the excess back: amount, the day it was paid, the bank reference and who recorded it.

export const invoiceRefundMessages = {
  amount: 'Enter the amount refunded: more than ₹0',
  exceedsExcess: (excessPaise: number) => `The refund cannot be more than the excess received (${formatPaise(excessPaise)})`,
  nothingToRefund: 'This invoice has no excess received to refund',
  date: 'Enter the day the refund was paid',
  dateInFuture: 'The refund date cannot be in the future',
  referenceReused: 'A refund with this reference is already recorded on this invoice for another amount or day',
  recorded: (amountPaise: number) => `Refund of ${formatPaise(amountPaise)} recorded`,
  refundDue: 'Refund due',
  refunded: 'Refunded',
} as const;

/** POST /api/invoices/{id or number}/refunds: the future-day rule needs India's today, so the server checks it. */
export const invoiceRefundCreateSchema = z.object({
  amount_paise: z
    .number({ error: invoiceRefundMessages.amount })
    .refine((n) => Number.isInteger(n) && n > 0 && n <= MAX_PAISE, { message: invoiceRefundMessages.amount }),
  refund_date: z.string({ error: invoiceRefundMessages.date }).trim().refine(isCalendarDay, { message: invoiceRefundMessages.date }),
  reference: textField('Reference', { required: true, max: 100 }),
  note: z.preprocess(blankToUndefined, textField('Note', { max: 500 }).optional()),
});
export type InvoiceRefundCreate = z.output<typeof invoiceRefundCreateSchema>;

export const invoiceRefundSchema = z.object({
  refund_id: z.number(),
  amount_paise: z.number(),
  refund_date: z.string(),
  reference: z.string(),
  note: z.string().nullable(),
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceRefund = z.infer<typeof invoiceRefundSchema>;
