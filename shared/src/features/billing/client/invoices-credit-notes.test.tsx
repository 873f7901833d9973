import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { clientInvoice, clientPortalServer, invoiceNumberText, signInClientContact } from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

// A credit note the firm cancelled in error shows on the client's invoice as cancelled, its credit
// no longer in the Credit Note amount.

jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: jest.fn(), paying: null, dialog: null }),
}));

describe('a cancelled credit note on the client’s My Invoices screen', () => {
  beforeEach(() => {
    signInClientContact();
  });

  it('is shown as cancelled under the amount still credited', async () => {
    clientPortalServer([
      clientInvoice(1, {
        credit_note_paise: 1_180_00,
        credit_notes: [
          { credit_note_number: 'CN/2026-27/0001', credit_note_date: '2026-11-10', total_paise: 1_180_00, status: 'issued' },
          { credit_note_number: 'CN/2026-27/0002', credit_note_date: '2026-11-12', total_paise: 590_00, status: 'cancelled' },
        ],
      }),
    ]);
    renderScreen(<InvoicesPage />, { at: '/dashboard/client/invoices?tab=partially_paid' });
    const row = (await screen.findByText(invoiceNumberText('INV/2026-27/0001'))).closest('tr')!;
    const cancelled = within(row).getByTitle(/Credit note CN\/2026-27\/0002 of ₹590.00 was cancelled/);
    expect(within(cancelled).getByText(invoiceNumberText('CN/2026-27/0002'))).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).queryByText(/CN\/2026-27\/0001/)).not.toBeInTheDocument();
    expect(within(row).getByText('₹1,180.00')).toBeInTheDocument();
  });
});
