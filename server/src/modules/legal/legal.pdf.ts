import PDFDocument from 'pdfkit';
import { FIRM, LEGAL_DOCUMENTS, OFFICES, officeAddress, type LegalDocument } from '@firm/shared/domain/firm';
import { formatDate } from '@firm/shared/domain/format';
import { cancellationAndRefundPolicy } from './documents/cancellation-and-refund-policy';
import { generalTermsAndRegistration } from './documents/general-terms-and-registration';
import { onlineOrderMakingTerms } from './documents/online-order-making-terms';
import type { LegalContent } from './legal.types';

/** The version of the terms currently published; also the PDFs' creation date, so the bytes are stable. */
export const LEGAL_EFFECTIVE_DATE = '2026-04-01T00:00:00+05:30';

export const LEGAL_CONTENT: Record<LegalDocument['slug'], LegalContent> = {
  'online-order-making-terms': onlineOrderMakingTerms,
  'cancellation-and-refund-policy': cancellationAndRefundPolicy,
  'general-terms-and-registration': generalTermsAndRegistration,
};

const NAVY = '#0b2545';
const GOLD = '#c9a227';
const TEXT = '#1b2433';
const MUTED = '#4a5568';
const MARGIN = 56;
const BAND = 84;

export type RenderOptions = {
  /** Tests turn compression off to read the text back. */
  compress?: boolean;
};

function drawLetterhead(doc: PDFKit.PDFDocument) {
  const width = doc.page.width;
  doc.save().rect(0, 0, width, BAND).fill(NAVY).restore();
  doc.rect(0, BAND, width, 3).fill(GOLD);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#ffffff').text(FIRM.name, MARGIN, 26, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GOLD)
    .text(`${FIRM.tagline.toUpperCase()}  ·  ICAI FRN ${FIRM.icaiFrn}`, MARGIN, 48, { lineBreak: false });
  const [head] = OFFICES;
  doc
    .fontSize(8)
    .fillColor('#dbe4f0')
    .text([head.lines[0], `${head.lines[1]} ${head.pincode}`, `${FIRM.phone}  ·  ${FIRM.email}`].join('\n'), width / 2, 22, {
      width: width / 2 - MARGIN,
      align: 'right',
    });
}

function drawFooters(doc: PDFKit.PDFDocument, title: string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc
      .moveTo(MARGIN, y - 8)
      .lineTo(doc.page.width - MARGIN, y - 8)
      .lineWidth(0.5)
      .strokeColor('#c3cad6')
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`${FIRM.legalName}  ·  ${title}`, MARGIN, y, { lineBreak: false });
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN, y, { width: doc.page.width - MARGIN * 2, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
}

function writeBody(doc: PDFKit.PDFDocument, document: LegalDocument, content: LegalContent) {
  const width = doc.page.width - MARGIN * 2;
  doc.x = MARGIN;
  doc.y = BAND + 36;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(NAVY).text(document.title, { width });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`Effective from ${formatDate(LEGAL_EFFECTIVE_DATE)}  ·  Published at /legal/${document.slug}.pdf`, { width });
  doc.moveDown(1).font('Helvetica').fontSize(10.5).fillColor(TEXT).text(content.summary, { width, align: 'justify', lineGap: 2.5 });

  content.sections.forEach((section, index) => {
    doc.moveDown(1.1);
    // Keep a heading with the start of its text.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(NAVY)
      .text(`${index + 1}. ${section.heading}`, MARGIN, doc.y, { width });
    doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor(TEXT);
    for (const paragraph of section.paragraphs ?? []) {
      doc.text(paragraph, MARGIN, doc.y, { width, align: 'justify', lineGap: 2.5 }).moveDown(0.5);
    }
    for (const bullet of section.bullets ?? []) {
      const top = doc.y;
      doc
        .fillColor(GOLD)
        .circle(MARGIN + 5, top + 5, 2)
        .fill()
        .fillColor(TEXT);
      doc.text(bullet, MARGIN + 16, top, { width: width - 16, align: 'justify', lineGap: 2.5 }).moveDown(0.35);
    }
    if (section.closing) doc.moveDown(0.2).text(section.closing, MARGIN, doc.y, { width, align: 'justify', lineGap: 2.5 });
  });

  doc
    .moveDown(1.5)
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Offices: ${OFFICES.map((office) => `${office.kind}, ${officeAddress(office)} (GSTIN ${office.gstin})`).join('; ')}.`,
      MARGIN,
      doc.y,
      { width },
    );
}

/** One terms document as a PDF: letterhead on the first page, numbered sections, "Page n of N" footers. */
export function renderLegalPdf(document: LegalDocument, options: RenderOptions = {}): Promise<Buffer> {
  const content = LEGAL_CONTENT[document.slug];
  const created = new Date(LEGAL_EFFECTIVE_DATE);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: document.title,
      Author: FIRM.legalName,
      Subject: `${document.title} of ${FIRM.legalName}`,
      Keywords: 'chartered accountants, terms, India',
      CreationDate: created,
      ModDate: created,
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawLetterhead(doc);
  writeBody(doc, document, content);
  drawFooters(doc, document.title);
  doc.end();
  return done;
}

export function findLegalDocument(slug: string): LegalDocument | undefined {
  return LEGAL_DOCUMENTS.find((document) => document.slug === slug);
}
