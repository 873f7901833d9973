import { amountInWords } from '@firm/shared/domain/money';
import { formatDate, formatDateTime } from '@firm/shared/domain/format';
import type { TaxHeadName } from '@firm/shared/domain/gst';
import { PDF_FONT, PDF_FONT_BOLD } from './fonts';
import { drawQrCode } from './qr-code';
import {
  NAVY,
  TEXT,
  MUTED,
  RULE,
  MARGIN,
  labelled,
  startDocument,
  supplierBand,
  signatureBlock,
  pdfRupees,
  type Supplier,
} from './document-kit';

// The tax invoice as a PDF (CGST Rules r.46): supplier and recipient with GSTINs, number and date,
// place of supply with state name and code, SAC and description, taxable value, each tax head's rate and
// amount, total in figures and words, reverse charge, due date, payment details and the signatory.
// Rendered once at issue from the invoice's own copy of the details; amounts print exactly as the screens
// show them (formatPaise: ₹ and Indian digit grouping) in an embedded font that has the rupee sign.

export type InvoiceDocument = {
  /** A bill of supply (CGST Rules r.49) for a nil-rated or exempt supply: no tax charged, no IRN. */
  title: 'Tax Invoice' | 'Bill of Supply' | 'Credit Note';
  number: string;
  date: string;
  dueDate?: string;
  /** A credit note names the invoice it adjusts. */
  original?: { number: string; date: string };
  supplier: Supplier;
  /** `overseas`: an export's recipient, named as such (and its country) instead of "Unregistered". */
  recipient: { name: string; address: string; gstin: string | null; overseas?: { country: string | null } | null };
  placeOfSupply: string;
  /** The declaration of a zero-rated supply (export or SEZ, under LUT or with IGST: `zeroRatedDeclaration`). */
  declaration: string | null;
  /** The LUT a supply under LUT was issued under ('LUT ARN … (FY 2026-27)'), printed under the declaration. */
  lutReference?: string | null;
  /** An invoice cancelled after issue is stamped, with the day and the reason. */
  cancelled?: { day: string; reason: string };
  line: { sacCode: string; description: string; detail: string };
  taxablePaise: number;
  heads: { name: TaxHeadName; rateBp: number; amountPaise: number }[];
  totalPaise: number;
  paymentDetails: string | null;
  /** The UPI payment of the amount due at issue: its link (the QR's text) and the payee's UPI id. */
  upi?: { link: string; upiId: string; amountPaise: number } | null;
  reason?: string;
  /** The IRP's registration of an e-invoiced document: IRN, acknowledgement and the signed QR. */
  einvoice?: EinvoicePrint | null;
};

export type EinvoicePrint = { irn: string; ackNo: string; ackAt: Date; signedQr: string; cancelled?: boolean };

const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

/** The recipient's GST standing under its name: its GSTIN, an export's overseas recipient, or unregistered. */
function recipientStatus(recipient: InvoiceDocument['recipient']): string {
  if (recipient.gstin) return `GSTIN: ${recipient.gstin}`;
  if (recipient.overseas) {
    const country = recipient.overseas.country;
    return `Export of services — overseas recipient${country ? ` (${country})` : ''}`;
  }
  return 'Unregistered (no GSTIN)';
}

const UPI_QR_SIZE = 96;

/** The UPI QR with what it pays beside it; answers the y below it. */
function upiBlock(doc: PDFKit.PDFDocument, upi: NonNullable<InvoiceDocument['upi']>, y: number): number {
  drawQrCode(doc, upi.link, MARGIN - 6, y, UPI_QR_SIZE);
  // On a phone the code itself is the link: tapping it in the PDF viewer opens the UPI app.
  doc.link(MARGIN - 6, y, UPI_QR_SIZE, UPI_QR_SIZE, upi.link);
  const x = MARGIN + UPI_QR_SIZE;
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('PAY BY UPI', x, y + 14);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(11)
    .fillColor(NAVY)
    .text(pdfRupees(upi.amountPaise), x, doc.y + 3);
  doc
    .font(PDF_FONT)
    .fontSize(8.5)
    .fillColor(TEXT)
    .text('Scan with any UPI app to pay this invoice.', x, doc.y + 3, { width: 170 });
  doc.text(`UPI ID: ${upi.upiId}`, x, doc.y + 2, { width: 170 });
  return y + UPI_QR_SIZE + 6;
}

const EINVOICE_QR_SIZE = 112;

/**
 * The e-invoice's particulars under the parties: IRN, acknowledgement number and date, and the IRP's signed
 * QR code (its JWT as the QR's text, error correction L: the payload is long). Answers the y below it.
 */
function einvoiceBlock(doc: PDFKit.PDFDocument, e: EinvoicePrint, y: number, width: number): number {
  const height = EINVOICE_QR_SIZE + 8;
  doc.rect(MARGIN, y, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
  drawQrCode(doc, e.signedQr, MARGIN + width - EINVOICE_QR_SIZE - 4, y + 4, EINVOICE_QR_SIZE, 'L');
  const x = MARGIN + 10;
  const textWidth = width - EINVOICE_QR_SIZE - 28;
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(e.cancelled ? 'E-INVOICE (IRN CANCELLED)' : 'E-INVOICE', x, y + 10, { width: textWidth });
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(8.5)
    .fillColor(TEXT)
    .text('IRN', x, doc.y + 4);
  doc
    .font(PDF_FONT)
    .fontSize(8)
    .text(e.irn, x, doc.y + 1, { width: textWidth });
  labelled(
    doc,
    [
      ['Ack No.', e.ackNo],
      ['Ack Date', formatDateTime(e.ackAt)],
    ],
    x,
    doc.y + 6,
    textWidth,
  );
  return y + height + 14;
}

export function renderInvoicePdf(invoice: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done, width, half } = startDocument(`${invoice.title} ${invoice.number}`, invoice.supplier.name, invoice.date, options);
  supplierBand(doc, invoice.supplier, invoice.title, half);

  // Document facts and the recipient, side by side.
  const top = 118;
  const facts: [string, string][] = [
    [invoice.title !== 'Credit Note' ? 'Invoice No.' : 'Credit Note No.', invoice.number],
    [invoice.title !== 'Credit Note' ? 'Invoice Date' : 'Date', formatDate(invoice.date)],
  ];
  if (invoice.original) facts.push(['Against Invoice', `${invoice.original.number} dated ${formatDate(invoice.original.date)}`]);
  if (invoice.dueDate) facts.push(['Due Date', formatDate(invoice.dueDate)]);
  facts.push(['Place of Supply', invoice.placeOfSupply], ['Reverse Charge', 'No']);
  const leftEnd = labelled(doc, facts, MARGIN, top, half);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('BILL TO', MARGIN + half + 16, top);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(10)
    .fillColor(TEXT)
    .text(invoice.recipient.name, MARGIN + half + 16, doc.y + 2, { width: half });
  doc.font(PDF_FONT).fontSize(8.5).text(invoice.recipient.address, { width: half });
  doc.text(recipientStatus(invoice.recipient), { width: half });
  let y = Math.max(leftEnd, doc.y) + 16;
  if (invoice.einvoice) y = einvoiceBlock(doc, invoice.einvoice, y, width);

  // The line and its taxes.
  const cols = [MARGIN, MARGIN + 70, MARGIN + width - 130];
  doc.rect(MARGIN, y, width, 20).fill('#eef2f7');
  doc.font(PDF_FONT_BOLD).fontSize(8.5).fillColor(NAVY);
  doc.text('SAC', cols[0]! + 6, y + 6).text('Description of service', cols[1]!, y + 6);
  doc.text('Taxable value', cols[2]!, y + 6, { width: 124, align: 'right' });
  y += 26;
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .fillColor(TEXT)
    .text(invoice.line.sacCode, cols[0]! + 6, y);
  doc.font(PDF_FONT_BOLD).text(invoice.line.description, cols[1]!, y, { width: width - 210 });
  doc
    .font(PDF_FONT)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(invoice.line.detail, cols[1]!, doc.y + 1, { width: width - 210 });
  doc.fontSize(9).fillColor(TEXT).text(pdfRupees(invoice.taxablePaise), cols[2]!, y, { width: 124, align: 'right' });
  y = doc.y + 14;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  const row = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? PDF_FONT_BOLD : PDF_FONT)
      .fontSize(bold ? 10 : 9)
      .fillColor(bold ? NAVY : TEXT);
    doc.text(label, MARGIN + width - 300, y, { width: 170, align: 'right' });
    doc.text(value, cols[2]!, y, { width: 124, align: 'right' });
    y += bold ? 18 : 14;
  };
  row('Taxable value', pdfRupees(invoice.taxablePaise));
  for (const head of invoice.heads) row(`${head.name} @ ${percent(head.rateBp)}`, pdfRupees(head.amountPaise));
  row(invoice.title !== 'Credit Note' ? 'Total invoice value' : 'Total credit', pdfRupees(invoice.totalPaise), true);
  doc
    .font(PDF_FONT)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text('Amount in words', MARGIN, y + 4);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(9)
    .fillColor(TEXT)
    .text(amountInWords(invoice.totalPaise), MARGIN, doc.y + 2, { width });
  y = doc.y + 12;
  if (invoice.declaration) {
    doc.font(PDF_FONT_BOLD).fontSize(9).fillColor(NAVY).text(invoice.declaration, MARGIN, y, { width });
    if (invoice.lutReference)
      doc
        .font(PDF_FONT)
        .fontSize(9)
        .fillColor(TEXT)
        .text(invoice.lutReference, MARGIN, doc.y + 2, { width });
    y = doc.y + 10;
  }
  if (invoice.cancelled) y = cancelledStamp(doc, invoice.cancelled, y, width);
  if (invoice.reason) {
    doc.font(PDF_FONT).fontSize(9).fillColor(TEXT).text(`Reason: ${invoice.reason}`, MARGIN, y, { width });
    y = doc.y + 10;
  }
  // The signature sits on the right, beside the payment details and the UPI code.
  const signatureY = y;
  if (invoice.paymentDetails && !invoice.cancelled) {
    doc.font(PDF_FONT_BOLD).fontSize(8.5).fillColor(MUTED).text('PAYMENT DETAILS', MARGIN, y);
    doc
      .font(PDF_FONT)
      .fontSize(8.5)
      .fillColor(TEXT)
      .text(invoice.paymentDetails, MARGIN, doc.y + 2, { width: half + 40 });
    doc.text('Or pay online from the client portal.', { width: half + 40 });
    y = doc.y + 10;
  }
  if (invoice.upi && !invoice.cancelled) y = upiBlock(doc, invoice.upi, y);
  signatureBlock(doc, invoice.supplier.name, signatureY, width, half);
  doc.end();
  return done;
}

const STAMP_RED = '#b3261e';

/** CANCELLED across the page, and the day and reason under the amounts. */
function cancelledStamp(doc: PDFKit.PDFDocument, cancelled: { day: string; reason: string }, y: number, width: number): number {
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(72)
    .fillColor(STAMP_RED)
    .fillOpacity(0.25)
    .text('CANCELLED', 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(9)
    .fillColor(STAMP_RED)
    .text(`CANCELLED on ${formatDate(cancelled.day)}: ${cancelled.reason}`, MARGIN, y, { width });
  return doc.y + 10;
}
