import { screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { formatPaise } from '@firm/shared/domain/format';
import { invoiceUpiNote, upiPaymentLink } from '@firm/shared/domain/upi';
import { renderScreen, restoreScreenWidth, screenWidth } from '@firm/shared/ui/testing';
import { clientInvoice, clientPortalServer, FAKE_UPI_PAYEE, signInClientContact } from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: jest.fn(), paying: null, dialog: null }),
}));

const AT = '/dashboard/client/invoices';

/** What a phone's camera reads from the dialog's SVG code: its path painted into a bitmap, decoded by jsQR. */
function decodeSvgQr(svg: Element): string | null {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 8;
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

// A client pays an invoice from a UPI app: a QR for what is due now and, on a phone, a link.
describe('paying an invoice by UPI', () => {
  beforeEach(() => {
    signInClientContact();
  });
  afterEach(restoreScreenWidth);

  it('shows on a phone the code of what is due now, the amount and a link to the UPI app with the same URL', async () => {
    screenWidth(375);
    clientPortalServer([clientInvoice(1, { total_paise: 1_18_000_00, paid_paise: 18_000_00 })]);
    const { user } = renderScreen(<InvoicesPage />, { at: `${AT}?tab=partially_paid` });
    await user.click(await screen.findByRole('button', { name: 'UPI code for invoice INV/2026-27/0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    const link = upiPaymentLink({ ...FAKE_UPI_PAYEE, amountPaise: 1_00_000_00, note: invoiceUpiNote('INV/2026-27/0001') })!;
    expect(within(dialog).getByText(formatPaise(1_00_000_00))).toBeInTheDocument();
    const code = within(dialog).getByRole('img', { name: `UPI QR code to pay ₹1,00,000.00 for invoice INV/2026-27/0001` });
    expect(decodeSvgQr(code)).toBe(link);
    expect(within(dialog).getByRole('link', { name: 'Pay by UPI app' })).toHaveAttribute('href', link);
    expect(within(dialog).getByText('Kapoor Iyer & Co. · kapooriyer@hdfcbank')).toBeInTheDocument();
  });

  it('shows the code without the app link on a laptop', async () => {
    screenWidth(1280);
    clientPortalServer([clientInvoice(1)]);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    await user.click(await screen.findByRole('button', { name: 'UPI code for invoice INV/2026-27/0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    expect(within(dialog).getByRole('img', { name: /^UPI QR code to pay/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Pay by UPI app' })).not.toBeInTheDocument();
  });

  it('offers no UPI payment when nothing is due or the firm has no UPI id', async () => {
    screenWidth(1280);
    clientPortalServer([clientInvoice(1, { paid_paise: 1_180_000 }), clientInvoice(2, { upi_link: null }), clientInvoice(3)]);
    renderScreen(<InvoicesPage />, { at: `${AT}?tab=` });
    await screen.findByRole('button', { name: 'UPI code for invoice INV/2026-27/0003' });
    expect(screen.queryByRole('button', { name: 'UPI code for invoice INV/2026-27/0001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'UPI code for invoice INV/2026-27/0002' })).not.toBeInTheDocument();
  });
});
