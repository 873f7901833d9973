import { z } from 'zod';
import { cancelReasonBodySchema } from '../validation';

// Cancelling a credit note issued in error, as an invoice is cancelled: the number stays used
// (never reissued), its credit goes back to the invoice (what it credited is due again), the PDF is stamped
// CANCELLED, GSTR-1 leaves it out of cdnr/cdnur and counts it as cancelled in the documents issued. An
// e-invoiced note's IRN is cancelled at the IRP too, which allows it only within 24 hours of its acknowledgement.

export const CREDIT_NOTE_CANCEL_REASON_MAX = 200;

export const creditNoteCancelMessages = {
  reason: 'Reason for cancelling is required',
  alreadyCancelled: 'This credit note is already cancelled',
  cancelled: (number: string) => `Credit note ${number} cancelled`,
  failed: 'Failed to cancel the credit note. Please try again.',
} as const;

/** POST /api/credit-notes/{id}/cancel */
export const creditNoteCancelSchema = cancelReasonBodySchema(CREDIT_NOTE_CANCEL_REASON_MAX, creditNoteCancelMessages.reason);
export type CreditNoteCancel = z.infer<typeof creditNoteCancelSchema>;
