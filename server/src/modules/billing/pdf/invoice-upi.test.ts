import { formatPaise } from '@firm/shared/domain/format';
import { upiPaymentLink } from '@firm/shared/domain/upi';
import { renderInvoicePdf, type InvoiceDocument } from './invoice.pdf';
import { billingPdfText } from './pdf-text.test-support';
import { decodeDrawnQr, pdfLinks } from './qr-code.test-support';

const link = upiPaymentLink({
  upiId: 'kapooriyer@hdfcbank',
  payeeName: 'Kapoor Iyer & Co.',
  amountPaise: 1_18_000_00,
  note: 'Invoice INV/2026-27/0001',
})!;

const invoice: InvoiceDocument = {
  title: 'Tax Invoice',
  number: 'INV/2026-27/0001',
  date: '2026-11-21',
  dueDate: '2026-11-26',
  supplier: { name: 'Kapoor Iyer & Co.', address: 'Fort, Mumbai', gstin: '27AAHFK4108N1Z3', stateName: 'Maharashtra', stateCode: '27' },
  recipient: { name: 'Deccan Ridge Advisors LLP', address: 'MG Road, Bengaluru', gstin: '29AAPFU0939F1ZV' },
  placeOfSupply: 'Karnataka (29)',
  declaration: null,
  line: { sacCode: '998231', description: 'GST annual return', detail: 'GSTR-9' },
  taxablePaise: 1_00_000_00,
  heads: [{ name: 'IGST', rateBp: 1800, amountPaise: 18_000_00 }],
  totalPaise: 1_18_000_00,
  paymentDetails: 'IFSC: HDFC0000060  UPI: kapooriyer@hdfcbank',
};

describe('the UPI code on the invoice PDF', () => {
  it('draws a QR code that a reader decodes to exactly the payment link', () => {
    expect(decodeDrawnQr(link)).toBe(link);
    const long = `${link}&x=${'y'.repeat(600)}`;
    expect(decodeDrawnQr(long, 'L')).toBe(long);
  });

  it('prints the amount and UPI id beside the code, and makes the code itself the link', async () => {
    const pdf = await renderInvoicePdf(
      { ...invoice, upi: { link, upiId: 'kapooriyer@hdfcbank', amountPaise: 1_18_000_00 } },
      { compress: false },
    );
    const text = await billingPdfText(pdf);
    expect(text).toContain(`PAY BY UPI ${formatPaise(1_18_000_00)}`);
    expect(text).toContain('UPI ID: kapooriyer@hdfcbank');
    expect(pdfLinks(pdf)).toEqual([link]);
  });

  it('prints no UPI code when there is no UPI payment', async () => {
    const pdf = await renderInvoicePdf({ ...invoice, upi: null }, { compress: false });
    expect(await billingPdfText(pdf)).not.toContain('PAY BY UPI');
    expect(pdfLinks(pdf)).toEqual([]);
  });
});
