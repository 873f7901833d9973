import {
  creditNoteAnswerSchema,
  creditNoteCancelMessages as M,
  creditNoteMessages,
  type CreditNote,
} from '@firm/shared/domain/credit-note';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { checkedReply, type MockReply } from '@firm/shared/runtime/testing';

// Tests only: the credit notes fake's POST /api/credit-notes/{id}/cancel, refusing as the server
// does (a reason is required, a cancelled note stays as it is) and giving the note's credit back to its
// invoice; the answer goes through the route's answer schema.

const refuse = (status: number, message: string, code?: string): MockReply => ({ status, data: { success: false, message, code } });

/** When the fake cancels: the server's clock of the screens' tests. */
export const CANCELLED_AT = '2026-11-20T06:30:00.000Z';

export function cancelReply(notes: CreditNote[], invoices: InvoiceDetail[], id: number, body: unknown): MockReply {
  const index = notes.findIndex((n) => n.credit_note_id === id);
  const note = notes[index];
  if (!note) return refuse(404, creditNoteMessages.notFound);
  const given = (body as { reason?: unknown } | undefined)?.reason;
  const reason = typeof given === 'string' ? given.trim() : '';
  if (!reason) return { status: 400, data: { success: false, message: M.reason, errors: [{ field: 'reason', message: M.reason }] } };
  if (note.status === 'cancelled') return refuse(409, M.alreadyCancelled, 'CREDIT_NOTE_CANCELLED');
  const at = invoices.findIndex((i) => i.invoice_id === note.invoice_id);
  const invoice = invoices[at];
  const due = (invoice?.outstanding_paise ?? note.invoice_amount_due_paise) + note.total_paise;
  if (invoice) {
    invoices[at] = {
      ...invoice,
      credited_paise: invoice.credited_paise - note.total_paise,
      outstanding_paise: due,
      credit_notes: invoice.credit_notes.map((c) => (c.credit_note_id === id ? { ...c, status: 'cancelled' } : c)),
    };
  }
  notes[index] = { ...note, status: 'cancelled', cancelled_at: CANCELLED_AT, cancel_reason: reason, invoice_amount_due_paise: due };
  return checkedReply(creditNoteAnswerSchema, {
    status: 200,
    data: { success: true, message: M.cancelled(note.credit_note_number), data: notes[index] },
  });
}
