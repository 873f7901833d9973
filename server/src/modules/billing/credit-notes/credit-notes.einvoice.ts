import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { einvoiceRowStore } from '../../../db/einvoice-row';
import { creditNotes, invoices } from '../../../db/schema-invoices';
import { einvoicePrintOf, registerEinvoice, type EinvoiceDeps, type EinvoiceOutcome, type EinvoiceRowStore } from '../einvoice';
import { invoicePayloadOf } from '../invoices';
import { renderCreditNotePdf, storeIssuedPdf } from '../pdf';

// A credit note's own e-invoice (its JSON is the invoice's with the note's number, date and amounts:
// `invoicePayloadOf`). Registered like an invoice's, then its PDF is printed again with its IRN and signed QR.

export async function registerCreditNoteIrn(deps: EinvoiceDeps, organizationId: number, creditNoteId: number): Promise<EinvoiceOutcome> {
  const mine = and(eq(creditNotes.id, creditNoteId), eq(creditNotes.organizationId, organizationId));
  const rowsOf = async (db: Db | Tx) => {
    const [note] = await db.select().from(creditNotes).where(mine);
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, note!.invoiceId), eq(invoices.organizationId, organizationId)));
    return { note: note!, invoice: invoice! };
  };
  return registerEinvoice(deps, {
    row: einvoiceRowStore(creditNotes, mine) satisfies EinvoiceRowStore,
    id: creditNoteId,
    payloadOf: async (db) => {
      const { note, invoice } = await rowsOf(db);
      return invoicePayloadOf(db, invoice, note);
    },
    async stored(tx) {
      const { note, invoice } = await rowsOf(tx);
      const amounts = {
        taxable: note.taxablePaise,
        cgst: note.cgstPaise,
        sgst: note.sgstPaise,
        igst: note.igstPaise,
        total: note.totalPaise,
      };
      const pdf = await renderCreditNotePdf(invoice, {
        number: note.creditNoteNumber,
        date: note.creditNoteDate,
        reason: note.reason,
        amounts,
        einvoice: einvoicePrintOf(note),
      });
      const document = await storeIssuedPdf(tx, organizationId, `${note.creditNoteNumber.replace(/\//g, '-')}.pdf`, pdf, deps.now());
      await tx.update(creditNotes).set({ documentId: document.id }).where(mine);
    },
  });
}
