import { screen, within } from '@testing-library/react';
import { renderScreen, restoreScreenWidth, screenWidth } from '@firm/shared/ui/testing';
import { clientInvoice, clientPortalServer, daysFrom, signInClientContact } from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

const mockPay = jest.fn();
jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: mockPay, paying: null, dialog: null }),
}));

const AT = '/dashboard/client/invoices';
const ALL = [
  clientInvoice(1, { due_date: daysFrom(-3), total_paise: 17_405_000 }),
  ...Array.from({ length: 11 }, (_, i) => clientInvoice(i + 2)),
];

// On a phone (and a portrait tablet) My Invoices was a table in a sideways-scrolling box, Pay ~650 px off screen.
describe('My Invoices on a phone', () => {
  beforeEach(() => {
    mockPay.mockReset();
    signInClientContact();
  });
  afterEach(restoreScreenWidth);

  it.each([375, 768])('shows each invoice as a card with what is due, its dates and Pay at %i px', async (width) => {
    screenWidth(width);
    clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    const list = await screen.findByRole('list', { name: 'Unpaid invoices' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards.find((card) => card.textContent?.startsWith('INV/2026-27/0001'))!;
    const field = (label: string) => within(first).getByText(label).nextSibling;
    expect(field('Project Name')).toHaveTextContent('Project 1');
    expect(field('Amount Due')).toHaveTextContent('₹1,74,050.00');
    expect(field('Status')).toHaveTextContent('Unpaid');
    expect(field('Due Date')).toHaveTextContent('Overdue');
    expect(within(first).getByRole('button', { name: 'Download invoice INV/2026-27/0001' })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Pay invoice INV/2026-27/0001' }));
    expect(mockPay.mock.calls[0]![0]).toMatchObject({ invoice_number: 'INV/2026-27/0001' });
    expect(screen.getByText('Page 1 of 2 (12 total invoices)')).toBeInTheDocument();
  });

  it('keeps the table of spec 02 §2.7 on a laptop', async () => {
    screenWidth(1280);
    clientPortalServer(ALL);
    renderScreen(<InvoicesPage />, { at: AT });
    const table = await screen.findByRole('table', { name: 'Unpaid invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Invoice Number', 'Client Name', 'Project Name', 'Amount', 'Credit Note', 'Status', 'Invoice Date', 'Due Date', 'Actions']);
  });
});
