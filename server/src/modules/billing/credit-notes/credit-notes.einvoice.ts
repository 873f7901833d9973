import { and, eq } from 'drizzle-orm';
import { buildEinvoicePayload, type EinvoicePayload } from '@firm/shared/domain/einvoice';
import type { Db, Tx } from '../../../db/database';
import { einvoiceRowStore } from '../../../db/einvoice-row';
import { creditNotes, invoices } from '../../../db/schema-invoices';
import {
  einvoicePartiesOf,
  einvoicePrintOf,
  registerEinvoice,
  type EinvoiceDeps,
  type EinvoiceOutcome,
  type EinvoiceRowStore,
} from '../einvoice';
import { renderCreditNotePdf, storeIssuedPdf } from '../pdf';
import type { CreditNoteRecord } from './credit-notes.repo';

// A credit note's own e-invoice: document type CRN, the invoice it adjusts in RefDtls, the
// invoice's parties and rate with the note's amounts. Registered like an invoice's, then its PDF is
// printed again with its IRN and signed QR.

type InvoiceRow = typeof invoices.$inferSelect;
type NoteFields = Pick<CreditNoteRecord, 'creditNoteNumber' | 'creditNoteDate' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>;

export async function creditNotePayloadOf(db: Db | Tx, note: NoteFields, invoice: InvoiceRow): Promise<EinvoicePayload> {
  const { seller, buyer } = await einvoicePartiesOf(db, invoice.organizationId, invoice);
  return buildEinvoicePayload({
    docType: 'CRN',
    number: note.creditNoteNumber,
    date: note.creditNoteDate,
    category: invoice.recipientGstCategory,
    supplyType: invoice.supplyType,
    seller,
    buyer,
    placeOfSupplyCode: invoice.placeOfSupplyCode ?? '96',
    line: {
      sacCode: invoice.sacCode,
      description: `${invoice.taskName} (${invoice.sacDescription})`,
      taxablePaise: note.taxablePaise,
      rateBp: invoice.supplyType === 'intra_state' ? invoice.cgstBp + invoice.sgstBp : invoice.igstBp,
      cgstPaise: note.cgstPaise,
      sgstPaise: note.sgstPaise,
      igstPaise: note.igstPaise,
    },
    original: { number: invoice.invoiceNumber, date: invoice.invoiceDate },
  });
}

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
      return creditNotePayloadOf(db, note, invoice);
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
