import { screen, within } from '@testing-library/react';
import { renderScreen, restoreScreenWidth, screenWidth } from '@firm/shared/ui/testing';
import { clientInvoice, clientPortalServer, invoiceNumberText, signInClientContact } from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: jest.fn(), paying: null, dialog: null }),
}));

// The client sees the IRN of an e-invoiced invoice, with the acknowledgement, under its number.

const IRN = '9f1c'.repeat(16);
const einvoiced = clientInvoice(1, { einvoice: { irn: IRN, ack_no: '112610000000123', ack_date: '2026-11-21T10:00:00.000Z' } });
const plain = clientInvoice(2);

describe('the IRN on the client’s invoices', () => {
  beforeEach(() => {
    signInClientContact();
  });
  afterEach(restoreScreenWidth);

  it('shows the IRN and its acknowledgement under the invoice number, and nothing on an invoice without one', async () => {
    clientPortalServer([einvoiced, plain]);
    renderScreen(<InvoicesPage />, { at: '/dashboard/client/invoices' });
    const row = (await screen.findByText(invoiceNumberText('INV/2026-27/0001'))).closest('tr')!;
    expect(within(row).getByText('IRN')).toBeInTheDocument();
    expect(within(row).getByText(IRN)).toBeInTheDocument();
    expect(within(row).getByText('Ack No. 112610000000123, dated 21 Nov 2026')).toBeInTheDocument();
    const other = screen.getByText(invoiceNumberText('INV/2026-27/0002')).closest('tr')!;
    expect(within(other).queryByText('IRN')).not.toBeInTheDocument();
    expect(within(other).queryByText(/Ack No\./)).not.toBeInTheDocument();
  });

  it('shows them on the invoice’s card on a phone', async () => {
    screenWidth(375);
    clientPortalServer([einvoiced, plain]);
    renderScreen(<InvoicesPage />, { at: '/dashboard/client/invoices' });
    const card = (await screen.findByText(invoiceNumberText('INV/2026-27/0001'))).closest('li')!;
    expect(within(card).getByText(IRN)).toBeInTheDocument();
    expect(within(card).getByText('Ack No. 112610000000123, dated 21 Nov 2026')).toBeInTheDocument();
    const other = screen.getByText(invoiceNumberText('INV/2026-27/0002')).closest('li')!;
    expect(within(other).queryByText('IRN')).not.toBeInTheDocument();
  });
});
