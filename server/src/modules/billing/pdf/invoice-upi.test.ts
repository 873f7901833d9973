import { formatPaise } from '@firm/shared/domain/format';
import { upiPaymentLink } from '@firm/shared/domain/upi';
import { renderInvoicePdf, type InvoiceDocument } from './invoice.pdf';
import { billingPdfText } from './pdf-text.test-support';
import { sampleInvoiceDocument } from './invoice-document.test-support';
import { decodeDrawnQr, pdfLinks } from './qr-code.test-support';

const link = upiPaymentLink({
  upiId: 'kapooriyer@hdfcbank',
  payeeName: 'Kapoor Iyer & Co.',
  amountPaise: 1_18_000_00,
  note: 'Invoice INV/2026-27/0001',
})!;

const invoice: InvoiceDocument = { ...sampleInvoiceDocument, paymentDetails: 'IFSC: HDFC0000060  UPI: kapooriyer@hdfcbank' };

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
