import { and, eq } from 'drizzle-orm';
import { buildEinvoicePayload, type EinvoicePayload } from '@firm/shared/domain/einvoice';
import type { Db, Tx } from '../../../db/database';
import { einvoiceRowStore } from '../../../db/einvoice-row';
import { invoices } from '../../../db/schema-invoices';
import { queueMail } from '../../../platform/mail-outbox';
import {
  einvoicePartiesOf,
  einvoicePrintOf,
  registerEinvoice,
  type EinvoiceDeps,
  type EinvoiceOutcome,
  type EinvoiceRowStore,
} from '../einvoice';
import { renderInvoicePdf, storeIssuedPdf } from '../pdf';
import { invoiceMail, invoiceRecipients } from './invoices.mail';
import { invoiceDocumentOfRow, paymentPartsOf } from './invoices.pdf-of-row';
import type { InvoiceRow } from './invoices.repo';

// An invoice's e-invoice: its INV-01 JSON from the row, and its registration, after which the
// PDF is printed again with the IRN and the signed QR, and the invoice mail that waited for it is queued.

/** What the JSON takes of an invoice: its row, or the values about to be issued. */
export type InvoicePayloadSource = Pick<
  InvoiceRow,
  | 'organizationId'
  | 'officeId'
  | 'clientId'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'supplyType'
  | 'recipientGstCategory'
  | 'placeOfSupplyCode'
  | 'supplierName'
  | 'supplierGstin'
  | 'supplierStateCode'
  | 'recipientName'
  | 'recipientGstin'
  | 'recipientAddress'
  | 'taskName'
  | 'sacCode'
  | 'sacDescription'
  | 'taxablePaise'
  | 'cgstBp'
  | 'sgstBp'
  | 'igstBp'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
>;

/** A credit note against the invoice: its own number, date and amounts; parties, place, service and rate are the invoice's. */
export type CreditNoteSource = Pick<InvoiceRow, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'> & {
  creditNoteNumber: string;
  creditNoteDate: string;
};

/**
 * The invoice's e-invoice JSON (the row's copies as issued, the office's and client's address details
 * now), or with `creditNote` that note's own (document type CRN, the invoice it adjusts in RefDtls).
 */
export async function invoicePayloadOf(db: Db | Tx, row: InvoicePayloadSource, creditNote?: CreditNoteSource): Promise<EinvoicePayload> {
  const { seller, buyer } = await einvoicePartiesOf(db, row.organizationId, row);
  const intra = row.supplyType === 'intra_state';
  const amounts = creditNote ?? row;
  return buildEinvoicePayload({
    docType: creditNote ? 'CRN' : 'INV',
    number: creditNote?.creditNoteNumber ?? row.invoiceNumber,
    date: creditNote?.creditNoteDate ?? row.invoiceDate,
    category: row.recipientGstCategory,
    supplyType: row.supplyType,
    seller,
    buyer,
    placeOfSupplyCode: row.placeOfSupplyCode ?? '96',
    line: {
      sacCode: row.sacCode,
      description: `${row.taskName} (${row.sacDescription})`,
      taxablePaise: amounts.taxablePaise,
      rateBp: intra ? row.cgstBp + row.sgstBp : row.igstBp,
      cgstPaise: amounts.cgstPaise,
      sgstPaise: amounts.sgstPaise,
      igstPaise: amounts.igstPaise,
    },
    ...(creditNote && { original: { number: row.invoiceNumber, date: row.invoiceDate } }),
  });
}

const fileNameOf = (row: InvoiceRow) => `${row.invoiceNumber.replace(/\//g, '-')}.pdf`;

/** Registers the invoice's IRN; the caller wakes the mailer after it (a waiting invoice mail may be queued). */
export async function registerInvoiceIrn(deps: EinvoiceDeps, organizationId: number, invoiceId: number): Promise<EinvoiceOutcome> {
  const mine = and(eq(invoices.id, invoiceId), eq(invoices.organizationId, organizationId));
  const rowOf = async (db: Db | Tx) => (await db.select().from(invoices).where(mine))[0]!;
  return registerEinvoice(deps, {
    row: einvoiceRowStore(invoices, mine) satisfies EinvoiceRowStore,
    id: invoiceId,
    payloadOf: async (db) => invoicePayloadOf(db, await rowOf(db)),
    async stored(tx) {
      const row = await rowOf(tx);
      const now = deps.now();
      const pdf = await renderInvoicePdf(invoiceDocumentOfRow(row, { ...(await paymentPartsOf(tx, row)), einvoice: einvoicePrintOf(row) }));
      const document = await storeIssuedPdf(tx, organizationId, fileNameOf(row), pdf, now);
      await tx.update(invoices).set({ documentId: document.id, irnMailPending: false }).where(mine);
      if (row.irnMailPending) {
        const recipients = await invoiceRecipients(tx, { organizationId, clientId: row.clientId });
        const attachment = { filename: fileNameOf(row), contentType: 'application/pdf', content: pdf };
        await queueMail(
          tx,
          recipients.map((contact) => invoiceMail(row, contact, attachment)),
          now,
        );
      }
    },
  });
}
