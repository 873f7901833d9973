import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { clientInvoice, clientPortalServer, daysFrom, invoiceNumberText, signInClientContact } from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

const mockPay = jest.fn();
jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: mockPay, paying: null, dialog: null }),
}));

// An invoice the firm cancelled reached the client by e-mail; it stays on My Invoices, said cancelled.

const AT = '/dashboard/client/invoices';
const ALL = [
  clientInvoice(1, {
    status: 'cancelled',
    due_date: daysFrom(-4),
    cancel_reason: 'Raised at the wrong rate',
    replaced_by: 'INV/2026-27/0002',
  }),
  clientInvoice(2),
  clientInvoice(3, { status: 'cancelled', cancel_reason: 'Work called off' }),
];

describe('a cancelled invoice on the client’s My Invoices screen', () => {
  beforeEach(() => {
    signInClientContact();
  });

  it('is listed under Cancelled with its reason and its replacement, without Pay, and out of the cards’ sums', async () => {
    const calls = clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    await screen.findByText(invoiceNumberText('INV/2026-27/0002'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Unpaid (1)', 'Partial (0)', 'Paid (0)', 'Cancelled (2)']);
    expect(screen.queryByText(invoiceNumberText('INV/2026-27/0001'))).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total Amount' })).toHaveTextContent('₹11,800.00');
    expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹11,800.00');

    await user.click(screen.getByRole('tab', { name: 'Cancelled (2)' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { tab: 'cancelled' } }));
    const table = await screen.findByRole('table', { name: 'Cancelled invoices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const row = screen.getByText(invoiceNumberText('INV/2026-27/0001')).closest('tr')!;
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getByText('Reason: Raised at the wrong rate')).toBeInTheDocument();
    expect(within(row).getByText('Replaced by INV/2026-27/0002')).toBeInTheDocument();
    // Past its due date, yet nothing is due on it: not overdue, not payable; its (stamped) PDF still downloads.
    expect(row).not.toHaveTextContent('Overdue');
    expect(within(row).queryByRole('button', { name: /^Pay invoice/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download invoice INV/2026-27/0001' })).toBeInTheDocument();
    const other = screen.getByText(invoiceNumberText('INV/2026-27/0003')).closest('tr')!;
    expect(within(other).getByText('Reason: Work called off')).toBeInTheDocument();
    expect(within(other).queryByText(/Replaced by/)).not.toBeInTheDocument();
  });

  it('keeps to the three tabs of the spec while the client has no cancelled invoice', async () => {
    clientPortalServer([clientInvoice(2)]);
    renderScreen(<InvoicesPage />, { at: AT });
    await screen.findByText(invoiceNumberText('INV/2026-27/0002'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Unpaid (1)', 'Partial (0)', 'Paid (0)']);
  });
});
