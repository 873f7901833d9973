import { screen, waitFor, within } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { INVOICE_TODAY, invoiceRow } from '../../testing/invoice-fixtures';
import { invoiceServer } from '../../testing/invoice-server';
import { InvoicesPage } from '../invoices-page';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

// An invoice holding money received beyond its total shows Refund due with the excess, in the
// list and its details; Record refund clears it with the amount, day and reference the admin gives.

const posts = (calls: MockRequest[]) => calls.filter((c) => c.method === 'POST');
const section = (name: string) => screen.getByRole('region', { name });
const fact = (name: string, label: string) => within(section(name)).getByText(label).nextElementSibling?.textContent;

/** ₹12,300 received and ₹1,180 credited meanwhile: ₹1,680 is held beyond the ₹11,800 total. */
const overpaid = () => invoiceRow(4, { paid_paise: 12_300_00, credited_paise: 1_180_00 });

describe('a refund due', () => {
  it('shows Refund due and the excess in the list, with a tab of its own', async () => {
    invoiceServer([invoiceRow(1), overpaid()]);
    const { user } = renderScreen(<InvoicesPage />);
    const history = await screen.findByRole('tab', { name: 'History (1)' });
    await user.click(screen.getByRole('tab', { name: 'Refund due (1)' }));
    const table = await screen.findByRole('table', { name: 'Refund due invoices' });
    const row = within(table).getByRole('row', { name: /INV\/2026-27\/0004/ });
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Refund due')).toBeInTheDocument();
    expect(within(row).getByText('₹1,680.00')).toBeInTheDocument();
    expect(within(table).queryByText('INV/2026-27/0001')).not.toBeInTheDocument();
    expect(history).toBeInTheDocument();
  });

  it('records the refund from the invoice’s details, checked before it is sent, and shows it made', async () => {
    const calls = invoiceServer([overpaid()]);
    const { user } = renderScreen(<InvoiceDetailsDialog invoiceId={4} onClose={jest.fn()} />);
    await screen.findByRole('region', { name: 'Refunds' });
    expect(fact('Financial Details', 'Amount Received')).toBe('₹12,300.00');
    expect(fact('Financial Details', 'Excess Received')).toBe('Refund due₹1,680.00');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund: INV/2026-27/0004' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount Refunded (₹)' });
    expect(amount).toHaveValue('1680.00');
    await user.clear(amount);
    await user.type(amount, '2,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('Reference is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference (UTR, cheque number)' }), 'NEFT UTR 99812');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('The refund cannot be more than the excess received (₹1,680.00)')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '1680');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund of ₹1,680.00 recorded')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/invoices/4/refunds',
        body: { amount_paise: 1_680_00, refund_date: INVOICE_TODAY, reference: 'NEFT UTR 99812' },
        params: undefined,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Record refund/ })).not.toBeInTheDocument());
    expect(
      await within(section('Refunds')).findByText('Refunded in full: nothing received beyond the invoice amount is held.'),
    ).toBeInTheDocument();
    expect(within(section('Refunds')).getByText('NEFT UTR 99812')).toBeInTheDocument();
    expect(fact('Financial Details', 'Refunded')).toBe('₹1,680.00');
    expect(within(section('Financial Details')).queryByText('Excess Received')).not.toBeInTheDocument();
  });
});
