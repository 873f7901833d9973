import { and, eq } from 'drizzle-orm';
import { creditNoteCancelMessages as CM, creditNoteMessages as M, type CreditNoteCancel } from '@firm/shared/domain/credit-note';
import { indianDay } from '@firm/shared/domain/calendar';
import type { Db } from '../../../db/database';
import { creditNotes } from '../../../db/schema-invoices';
import type { Staff } from '../../../platform/auth';
import { conflict, notFound } from '../../../platform/errors';
import { logInvoiceEvent } from '../../tasks';
import { cancelIrnOf, einvoicePrintOf, type IrpProvider } from '../einvoice';
import { cancelledDocument, renderCreditNotePdf } from '../pdf';
import { addCredited, findCreditNote, lockInvoice, type CreditNoteRow } from './credit-notes.repo';

// POST /api/credit-notes/{id}/cancel: the admin cancels a credit note issued in error. One
// transaction under its invoice's row lock, the lock every credit note, payment and invoice cancel takes
// too, then the note's own: a second click waits there and finds it cancelled (409), so the credit is
// given back once. The note keeps its number (the CN series never gives it again) and becomes
// 'cancelled' with who, when and why; its total leaves the invoice's credited amount, so what it credited
// is due again (total + excess = paid + credited + due still holds: an excess the credit made shrinks
// first); its PDF is rendered again with the CANCELLED stamp; the invoice's Project log says so. An
// e-invoiced note's IRN (CRN) is cancelled at the IRP last, within its 24 hours, as an invoice's is: a
// refusal rolls the whole cancel back.

export type CreditNoteCancelled = { row: CreditNoteRow; message: string };

export async function cancelCreditNote(
  db: Db,
  irp: IrpProvider | null,
  auth: Staff,
  id: number,
  body: CreditNoteCancel,
  now: Date,
): Promise<CreditNoteCancelled> {
  const organizationId = auth.organizationId;
  const mine = and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.id, id));
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ invoiceId: creditNotes.invoiceId }).from(creditNotes).where(mine);
    if (!found) throw notFound(M.notFound);
    // The invoice first, in the order issuing a credit note takes the locks.
    const invoice = await lockInvoice(tx, organizationId, { id: found.invoiceId });
    const [note] = await tx.select().from(creditNotes).where(mine).for('update');
    if (!invoice || !note) throw notFound(M.notFound);
    if (note.status === 'cancelled') throw conflict(CM.alreadyCancelled, undefined, 'CREDIT_NOTE_CANCELLED');

    const irnCancelledAt = await cancelIrnOf(
      irp,
      { ...note, supplierGstin: invoice.supplierGstin, number: note.creditNoteNumber, day: note.creditNoteDate, docType: 'CRN' },
      now,
      body.reason,
    );
    // A note whose registration never succeeded had no IRN: once cancelled it is not e-invoiced at all.
    const einvoice = irnCancelledAt
      ? ({ einvoiceStatus: 'cancelled', irnCancelledAt, irnClaimedAt: null } as const)
      : note.einvoiceStatus
        ? ({ einvoiceStatus: null, irnFailure: null, irnClaimedAt: null } as const)
        : {};
    const day = indianDay(now);
    const pdf = await renderCreditNotePdf(invoice, {
      number: note.creditNoteNumber,
      date: note.creditNoteDate,
      reason: note.reason,
      amounts: { taxable: note.taxablePaise, cgst: note.cgstPaise, sgst: note.sgstPaise, igst: note.igstPaise, total: note.totalPaise },
      einvoice: einvoicePrintOf({ ...note, ...einvoice }),
      cancelled: { day, reason: body.reason },
    });
    const cancelled = await cancelledDocument(tx, auth, note.creditNoteNumber, pdf, body.reason, now);
    await tx
      .update(creditNotes)
      .set({ ...cancelled, ...einvoice })
      .where(mine);
    await addCredited(tx, organizationId, invoice.id, -note.totalPaise, now);
    await logInvoiceEvent(tx, auth, invoice.taskId, now, {
      fromValue: note.creditNoteNumber,
      description: `Credit note ${note.creditNoteNumber} against invoice ${invoice.invoiceNumber} cancelled: ${body.reason}`,
    });
    // The first document stays in issued_documents: what was sent to the client is kept.
    return { row: (await findCreditNote(tx, organizationId, id))!, message: CM.cancelled(note.creditNoteNumber) };
  });
}
