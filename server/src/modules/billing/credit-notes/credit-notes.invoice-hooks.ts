import { and, asc, eq } from 'drizzle-orm';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { creditNotes } from '../../../db/schema-invoices';
import type { CreditNotesReader, InvoiceHooks } from '../invoices';
import { hasIssuedCreditNote } from './credit-notes.repo';

// What an invoice's rules need of its credit notes, registered with invoices' hooks (invoices may not
// depend on credit notes, which depend on it): by the plugin, and by a write outside the app (the seed).

const creditNotesOfInvoice: CreditNotesReader = async (db, organizationId, invoiceId) => {
  const rows = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.creditNoteNumber,
      date: creditNotes.creditNoteDate,
      totalPaise: creditNotes.totalPaise,
      status: creditNotes.status,
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.organizationId, organizationId), eq(creditNotes.invoiceId, invoiceId)))
    .orderBy(asc(creditNotes.id));
  return rows.map((n) => ({
    credit_note_id: n.id,
    credit_note_number: n.number,
    credit_note_date: n.date,
    total_paise: n.totalPaise,
    status: n.status,
  }));
};

export function registerCreditNoteHooks(hooks: InvoiceHooks): void {
  // An invoice with an issued credit note is not cancelled.
  hooks.onBeforeCancel(async (tx, invoice) =>
    (await hasIssuedCreditNote(tx, invoice.organizationId, invoice.id)) ? invoiceCancelMessages.credited : null,
  );
  hooks.provideCreditNotes(creditNotesOfInvoice);
}
