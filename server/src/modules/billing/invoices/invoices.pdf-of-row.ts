import { invoiceTitleOf } from '@firm/shared/domain/einvoice';
import { officePaymentLines } from '@firm/shared/domain/offices';
import { invoiceUpiNote, upiPaymentLink } from '@firm/shared/domain/upi';
import type { Db, Tx } from '../../../db/database';
import { documentPartiesOf, taxHeadsOf, type InvoiceDocument } from '../pdf';
import { billingOffice, type InvoiceRow } from './invoices.repo';
import { upiPayeeOf, type UpiPayee } from './upi-payee';

// The invoice's document from its row (the copies as issued): what the cancel stamps and what the IRN's
// registration prints again with the IRN, without re-reading the client.

export function invoiceDocumentOfRow(row: InvoiceRow, extras: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    title: invoiceTitleOf(row.taxTreatment),
    number: row.invoiceNumber,
    date: row.invoiceDate,
    dueDate: row.dueDate,
    ...documentPartiesOf(row),
    lutReference: row.lutReference,
    line: { sacCode: row.sacCode, description: `${row.taskName} (${row.sacDescription})`, detail: row.serviceDescription },
    taxablePaise: row.taxablePaise,
    heads: taxHeadsOf(row).map((h) => ({ name: h.name, rateBp: h.rate_bp, amountPaise: h.amount_paise })),
    totalPaise: row.totalPaise,
    paymentDetails: null,
    ...extras,
  };
}

/** The printed UPI code pays the whole invoice: at issue nothing is paid or credited yet. */
export function upiOfIssue(payee: UpiPayee | null, invoiceNumber: string, amountPaise: number) {
  if (!payee) return null;
  const link = upiPaymentLink({ upiId: payee.upiId, payeeName: payee.payeeName, amountPaise, note: invoiceUpiNote(invoiceNumber) });
  return link ? { link, upiId: payee.upiId, amountPaise } : null;
}

/** The payment lines and UPI code the issued invoice prints, from its office. */
export async function paymentPartsOf(db: Db | Tx, row: InvoiceRow): Promise<Pick<InvoiceDocument, 'paymentDetails' | 'upi'>> {
  const office = await billingOffice(db, row.organizationId, row.officeId);
  const payee = await upiPayeeOf(db, row.organizationId, row.officeId);
  return { paymentDetails: office ? officePaymentLines(office) : null, upi: upiOfIssue(payee, row.invoiceNumber, row.totalPaise) };
}
