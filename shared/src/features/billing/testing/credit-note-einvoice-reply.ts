import { creditNoteAnswerSchema, creditNoteMessages, type CreditNote } from '@firm/shared/domain/credit-note';
import { einvoiceMessages, type EinvoiceInfo } from '@firm/shared/domain/einvoice';
import { checkedReply, type MockReply } from '@firm/shared/runtime/testing';

// Tests only: the credit notes fake's e-invoicing: a retry of a credit note's IRN registration
// registers it, or fails again with the reason given, answered through the route's answer schema.

export const refused = (status: number, message: string): MockReply => ({ status, data: { success: false, message } });

/** The IRN and acknowledgement the fake registers on a retry. */
export const RETRIED_IRN = 'c'.repeat(64);
export const RETRIED_ACK_NO = '126100000000077';

/** An e-invoice whose registration failed for `reason`. */
export const failedEinvoice = (reason: string): EinvoiceInfo => ({
  status: 'failed',
  irn: null,
  ack_no: null,
  ack_date: null,
  cancellable_until: null,
  failure: einvoiceMessages.registrationFailed(reason),
});

export function retryIrn(notes: CreditNote[], id: number, failure: string | undefined): MockReply {
  const index = notes.findIndex((n) => n.credit_note_id === id);
  const note = notes[index];
  if (!note) return refused(404, creditNoteMessages.notFound);
  if (!note.einvoice) return refused(409, einvoiceMessages.notEinvoiced);
  if (note.einvoice.status === 'registered') return refused(409, einvoiceMessages.notPending);
  const einvoice: EinvoiceInfo = failure
    ? failedEinvoice(failure)
    : {
        status: 'registered',
        irn: RETRIED_IRN,
        ack_no: RETRIED_ACK_NO,
        ack_date: '2026-11-20T10:00:00.000Z',
        cancellable_until: '2026-11-21T10:00:00.000Z',
        failure: null,
      };
  notes[index] = { ...note, einvoice };
  const message = failure ? einvoice.failure! : einvoiceMessages.registered(note.credit_note_number);
  return checkedReply(creditNoteAnswerSchema, { status: 200, data: { success: true, message, data: notes[index] } });
}
