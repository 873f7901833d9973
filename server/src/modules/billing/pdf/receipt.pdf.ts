import { amountInWords } from '@firm/shared/domain/money';
import { formatDate } from '@firm/shared/domain/format';
import { labelled, MARGIN as PDF_MARGIN, pdfRupees, signatureBlock, startDocument, supplierBand } from './document-kit';

// The receipt sent after an online payment: receipt number, the invoice it pays, amount in
// figures and words, date, mode and the provider's reference, from the supplier named on the invoice.

export type ReceiptDocument = {
  number: string;
  date: string;
  supplier: { name: string; address: string; gstin: string; stateName: string; stateCode: string };
  receivedFrom: string;
  invoice: { number: string; date: string; totalPaise: number };
  amountPaise: number;
  mode: string;
  reference: string;
  /** What is still due on the invoice after this payment. */
  balancePaise: number;
};

export function renderReceiptPdf(receipt: ReceiptDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done, width, half } = startDocument(`Payment Receipt ${receipt.number}`, receipt.supplier.name, receipt.date, options);
  supplierBand(doc, receipt.supplier, 'Payment Receipt', half);
  let y = labelled(
    doc,
    [
      ['Receipt No.', receipt.number],
      ['Date', formatDate(receipt.date)],
      ['Received from', receipt.receivedFrom],
      ['Against Invoice', `${receipt.invoice.number} dated ${formatDate(receipt.invoice.date)}`],
      ['Invoice total', pdfRupees(receipt.invoice.totalPaise)],
      ['Amount received', pdfRupees(receipt.amountPaise)],
      ['Amount in words', amountInWords(receipt.amountPaise)],
      ['Mode', receipt.mode],
      ['Reference', receipt.reference],
      ['Balance due', pdfRupees(receipt.balancePaise)],
    ],
    PDF_MARGIN,
    124,
    width,
  );
  y += 24;
  signatureBlock(doc, receipt.supplier.name, y, width, half);
  doc.end();
  return done;
}
