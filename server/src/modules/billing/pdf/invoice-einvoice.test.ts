import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { formatDateTime } from '@firm/shared/domain/format';
import { auditFeesPayload, sandboxIrp } from '../einvoice/einvoice.test-support';
import { renderInvoicePdf, type InvoiceDocument } from './invoice.pdf';
import { billingPdfText } from './pdf-text.test-support';
import { sampleInvoiceDocument } from './invoice-document.test-support';

// An e-invoiced invoice prints its IRN, acknowledgement number and date, and the IRP's signed
// QR code. The page is rendered to pixels as a viewer shows it and the code read with jsQR, a reader
// independent of the library that drew it: it gives back exactly the signed payload.

const invoice: InvoiceDocument = {
  ...sampleInvoiceDocument,
  recipient: { name: 'Reliance Retail Ltd', address: 'Nariman Point, Mumbai', gstin: '27AAACR5055K1Z7' },
  placeOfSupply: 'Maharashtra (27)',
  line: { sacCode: '998222', description: 'Statutory audit', detail: 'FY 2025-26' },
  heads: [
    { name: 'CGST', rateBp: 900, amountPaise: 9_000_00 },
    { name: 'SGST', rateBp: 900, amountPaise: 9_000_00 },
  ],
  upi: { link: 'upi://pay?pa=kapooriyer@hdfcbank&pn=Kapoor&am=118000.00&cu=INR', upiId: 'kapooriyer@hdfcbank', amountPaise: 1_18_000_00 },
};

async function registration() {
  const irp = sandboxIrp({ now: () => new Date('2026-11-21T10:00:00Z') });
  return irp.register(auditFeesPayload(invoice.number, invoice.recipient.name));
}

/** The QR codes a reader finds on the first page rendered at 4 pixels a point, one in each half (top, bottom). */
async function qrCodesOnPage(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const shot = await parser.getScreenshot({ scale: 4, partial: [1] });
    const png = PNG.sync.read(Buffer.from(shot.pages[0]!.data));
    const half = Math.floor(png.height / 2) * png.width * 4;
    // jsQR reads one code per image: the e-invoice's sits in the top half, the UPI code in the bottom one.
    return [png.data.subarray(0, half), png.data.subarray(half)]
      .map((part) => jsQR(new Uint8ClampedArray(part), png.width, part.length / 4 / png.width)?.data)
      .filter((data): data is string => data !== undefined);
  } finally {
    await parser.destroy();
  }
}

describe('the e-invoice on the invoice PDF', () => {
  it('prints the IRN, the acknowledgement number and date', async () => {
    const r = await registration();
    const pdf = await renderInvoicePdf({ ...invoice, einvoice: r });
    const text = await billingPdfText(pdf);
    expect(text).toContain('E-INVOICE');
    expect(text.replace(/\s/g, '')).toContain(`IRN${r.irn}`);
    expect(text).toContain(`Ack No. ${r.ackNo}`);
    expect(text).toContain(`Ack Date ${formatDateTime(r.ackAt)}`);
  });

  it('draws the signed QR code so that a reader decodes exactly the IRP’s payload, beside the UPI code', async () => {
    const r = await registration();
    const codes = await qrCodesOnPage(await renderInvoicePdf({ ...invoice, einvoice: r }));
    expect(codes).toContain(r.signedQr);
    expect(codes).toContain(invoice.upi!.link);
  });

  it('prints no e-invoice block on an invoice that is not e-invoiced', async () => {
    expect(await billingPdfText(await renderInvoicePdf(invoice))).not.toContain('IRN');
  });
});
