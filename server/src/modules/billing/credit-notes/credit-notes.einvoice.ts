import { and, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import { buildEinvoicePayload, type EinvoicePayload } from '@firm/shared/domain/einvoice';
import type { Db, Tx } from '../../../db/database';
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

/** The e-invoice columns of the row, as registerEinvoice claims and writes them. */
const einvoiceRowOf = (mine: SQL | undefined): EinvoiceRowStore => ({
  claim: async (db, now, lapsedBefore) => {
    const claimed = await db
      .update(creditNotes)
      .set({ irnClaimedAt: now })
      .where(
        and(
          mine,
          inArray(creditNotes.einvoiceStatus, ['pending', 'failed']),
          or(isNull(creditNotes.irnClaimedAt), lt(creditNotes.irnClaimedAt, lapsedBefore)),
        ),
      )
      .returning({ id: creditNotes.id });
    return claimed.length > 0;
  },
  statusOf: async (db) => (await db.select({ status: creditNotes.einvoiceStatus }).from(creditNotes).where(mine))[0]?.status,
  fail: async (db, failure, now) => {
    await db.update(creditNotes).set({ einvoiceStatus: 'failed', irnFailure: failure, irnClaimedAt: null, updatedAt: now }).where(mine);
  },
  register: async (tx, registration, now) => {
    await tx
      .update(creditNotes)
      .set({
        einvoiceStatus: 'registered',
        irn: registration.irn,
        irnAckNo: registration.ackNo,
        irnAckAt: registration.ackAt,
        irnSignedQr: registration.signedQr,
        irnFailure: null,
        irnClaimedAt: null,
        updatedAt: now,
      })
      .where(mine);
  },
});

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
    row: einvoiceRowOf(mine),
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
