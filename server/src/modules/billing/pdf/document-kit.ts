import PDFDocument from 'pdfkit';
import { formatPaise } from '@firm/shared/domain/format';
import { PDF_FONT, PDF_FONT_BOLD, embedBillingFonts } from './fonts';

// The house layout the invoice, credit note and receipt PDFs share: colours, margin, the supplier band,
// label/value pairs and the signatory.

export const NAVY = '#0b2545';
export const GOLD = '#c9a227';
export const TEXT = '#1b2433';
export const MUTED = '#4a5568';
export const RULE = '#c3cad6';
export const MARGIN = 48;

export const pdfRupees = (paise: number) => formatPaise(paise);

export function labelled(doc: PDFKit.PDFDocument, pairs: [string, string][], x: number, y: number, width: number) {
  let top = y;
  for (const [label, value] of pairs) {
    doc.font(PDF_FONT_BOLD).fontSize(8.5).fillColor(MUTED).text(label, x, top, { width: 92, lineBreak: false });
    doc
      .font(PDF_FONT)
      .fontSize(8.5)
      .fillColor(TEXT)
      .text(value, x + 94, top, { width: width - 94 });
    top = Math.max(doc.y, top + 12) + 2;
  }
  return top;
}

/** Who issues the document, as its band prints it. */
export type Supplier = { name: string; address: string; gstin: string; stateName: string; stateCode: string };

/** An A4 document in the house layout and the promise of its bytes. */
export function startDocument(title: string, author: string, day: string, options: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: title, Author: author, CreationDate: new Date(`${day}T00:00:00Z`) },
  });
  embedBillingFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  return { doc, done, width, half: width / 2 - 8 };
}

/** The supplier band at the top: name, address, GSTIN and state, and the document's title on the right. */
export function supplierBand(doc: PDFKit.PDFDocument, supplier: Supplier, title: string, half: number) {
  doc.rect(0, 0, doc.page.width, 96).fill(NAVY);
  doc.rect(0, 96, doc.page.width, 3).fill(GOLD);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(15)
    .fillColor('#ffffff')
    .text(supplier.name, MARGIN, 22, { width: half + 40 });
  doc
    .font(PDF_FONT)
    .fontSize(8)
    .fillColor('#dbe4f0')
    .text(supplier.address, MARGIN, doc.y + 2, { width: half + 40 });
  doc.fillColor(GOLD).text(`GSTIN: ${supplier.gstin}   State: ${supplier.stateName} (${supplier.stateCode})`, MARGIN, doc.y + 2);
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(18)
    .fillColor('#ffffff')
    .text(title, MARGIN + half, 30, { width: half + 16, align: 'right' });
}

/** 'For {firm}' and 'Authorised Signatory' at `y`, and the computer-generated note at the foot. */
export function signatureBlock(doc: PDFKit.PDFDocument, supplierName: string, y: number, width: number, half: number) {
  doc
    .font(PDF_FONT_BOLD)
    .fontSize(9)
    .fillColor(TEXT)
    .text(`For ${supplierName}`, MARGIN + half + 16, y, { width: half, align: 'right' });
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .text('Authorised Signatory', MARGIN + half + 16, y + 44, { width: half, align: 'right' });
  doc
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('This is a computer-generated document.', MARGIN, doc.page.height - 70, { width, align: 'center' });
}
