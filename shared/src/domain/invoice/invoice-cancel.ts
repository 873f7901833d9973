import { z } from 'zod';
import { cancelReasonBodySchema } from '../validation';

// Cancelling an invoice issued in error. Only while nothing was paid or credited against it: the
// number stays used (never reissued), the PDF is stamped CANCELLED, the Project may be invoiced again, and
// GSTR-1's documents-issued table counts it as cancelled. A payment or a credit note calls for a credit note.

export const INVOICE_CANCEL_REASON_MAX = 200;

export const invoiceCancelMessages = {
  reason: 'Reason for cancelling is required',
  reasonTooLong: `Reason must be no more than ${INVOICE_CANCEL_REASON_MAX} characters`,
  alreadyCancelled: 'This invoice is already cancelled',
  paid: 'This invoice has a payment recorded against it and cannot be cancelled: issue a credit note instead',
  credited: 'This invoice has a credit note against it and cannot be cancelled: issue a credit note for the rest instead',
  paying: 'The client is paying this invoice right now: wait for the payment to finish before cancelling',
  cancelled: (number: string) => `Invoice ${number} cancelled`,
  /** Refusals of the client's payment of a cancelled invoice. */
  cannotPay: 'This invoice was cancelled: there is nothing to pay',
} as const;

/** POST /api/invoices/{id or number}/cancel */
export const invoiceCancelSchema = cancelReasonBodySchema(INVOICE_CANCEL_REASON_MAX, invoiceCancelMessages.reason);
export type InvoiceCancel = z.infer<typeof invoiceCancelSchema>;
