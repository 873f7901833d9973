import { screen, waitFor, within } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import type { InvoiceDetail, InvoiceListRow } from '@firm/shared/domain/invoice';
import { invoiceRow, manualPayment } from '../../testing/invoice-fixtures';
import { invoiceServer, type InvoiceServerSettings } from '../../testing/invoice-server';
import { InvoicesPage } from '../invoices-page';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

const writes = (calls: MockRequest[]) => calls.filter((c) => c.method === 'PUT');

function open(row: InvoiceListRow, settings: InvoiceServerSettings = {}) {
  const calls = invoiceServer([row], settings);
  const onClose = jest.fn();
  const view = renderScreen(<InvoiceDetailsDialog invoiceId={row.invoice_id} onClose={onClose} />);
  return { ...view, calls, onClose };
}

/** Opens `row` whose details give its supply (type, place of supply, tax heads), once its figures show. */
async function openSupply(
  row: InvoiceListRow,
  supply_type: InvoiceDetail['supply_type'],
  place_of_supply: string,
  tax_heads: InvoiceDetail['tax_heads'] = [],
) {
  open(row, { details: { [row.invoice_id]: { supply_type, place_of_supply, tax_heads } } });
  await screen.findByRole('region', { name: 'Financial Details' });
}

const section = (name: string) => screen.getByRole('region', { name });
const fact = (name: string, label: string) => within(section(name)).getByText(label).nextElementSibling?.textContent;

async function choose(user: ReturnType<typeof renderScreen>['user'], status: string) {
  await user.click(screen.getByRole('combobox', { name: 'Payment Status' }));
  await user.click(screen.getByRole('option', { name: status }));
}

describe('the invoice details dialog', () => {
  it('shows the basic information, the real tax split, place of supply, due date, credit notes and payments', async () => {
    open(invoiceRow(3, { dueInDays: -2, paid_paise: 2_000_00, credited_paise: 1_180_00, task_name: 'Tax Audit FY26' }), {
      payments: { 3: [manualPayment(21, 2_000_00, { reference: 'NEFT 8812', note: 'First instalment' })] },
      details: {
        3: {
          credit_notes: [
            {
              credit_note_id: 4,
              credit_note_number: 'CN/2026-27/0001',
              credit_note_date: '2026-11-18',
              total_paise: 1_180_00,
              status: 'issued',
            },
            // One cancelled in error stays listed, its credit no longer in the invoice's figures.
            {
              credit_note_id: 5,
              credit_note_number: 'CN/2026-27/0002',
              credit_note_date: '2026-11-19',
              total_paise: 590_00,
              status: 'cancelled',
            },
          ],
        },
      },
    });
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(fact('Basic Information', 'Invoice ID')).toBe('INV/2026-27/0003');
    expect(fact('Basic Information', 'Due Date')).toBe('18 Nov 2026');
    expect(fact('Basic Information', 'Aging')).toBe('2 days overdue');
    expect(fact('Basic Information', 'Status')).toBe('Overdue');
    expect(fact('Basic Information', 'Place of Supply')).toBe('Maharashtra (27)');
    expect(fact('Basic Information', 'Supply Type')).toBe('Intra-state (CGST + SGST)');
    expect(fact('Basic Information', 'Project Name')).toBe('Tax Audit FY26');
    expect(fact('Financial Details', 'Taxable Amount')).toBe('₹10,000.00');
    expect(fact('Financial Details', 'CGST @ 9%')).toBe('₹900.00');
    expect(fact('Financial Details', 'SGST @ 9%')).toBe('₹900.00');
    expect(fact('Financial Details', 'Invoice Amount')).toBe('₹11,800.00');
    expect(fact('Financial Details', 'Credit Note')).toBe('₹1,180.00');
    expect(fact('Financial Details', 'Amount Received')).toBe('₹2,000.00');
    expect(fact('Financial Details', 'Amount Due')).toBe('₹8,620.00');
    const notes = within(section('Credit Notes')).getByRole('table');
    expect(within(notes).getByText('CN/2026-27/0001')).toBeInTheDocument();
    expect(within(notes).getByText('₹1,180.00')).toBeInTheDocument();
    expect(within(within(notes).getByText('CN/2026-27/0001').closest('tr')!).getByText('Issued')).toBeInTheDocument();
    expect(within(within(notes).getByText('CN/2026-27/0002').closest('tr')!).getByText('Cancelled')).toBeInTheDocument();
    const payments = within(section('Payment History')).getByRole('table', { name: 'Payment history' });
    expect(within(payments).getByText('Recorded by hand')).toBeInTheDocument();
    expect(within(payments).getByText('NEFT 8812 · First instalment')).toBeInTheDocument();
    expect(within(payments).getByText('Asha Kapoor')).toBeInTheDocument();
  });

  it('shows an export as zero-rated under LUT, and an inter-state supply as IGST', async () => {
    await openSupply(invoiceRow(5, { total_paise: 10_000_00 }), 'export_lut', 'Outside India (export)');
    expect(fact('Basic Information', 'Supply Type')).toBe('Export of services under LUT (zero-rated)');
    expect(fact('Basic Information', 'Place of Supply')).toBe('Outside India (export)');
    expect(fact('Financial Details', 'GST')).toBe('Zero-rated: export under LUT, no tax charged');
    expect(fact('Basic Information', 'Endorsement')).toBe(
      'Supply meant for export under Letter of Undertaking without payment of integrated tax',
    );
  });

  it('shows a supply to an SEZ under LUT in the firm’s own state as inter-state and zero-rated, with its endorsement', async () => {
    await openSupply(invoiceRow(7, { total_paise: 10_000_00 }), 'sez_lut', 'Maharashtra (27)', [
      { name: 'IGST', rate_bp: 0, amount_paise: 0 },
    ]);
    expect(fact('Basic Information', 'Supply Type')).toBe('Inter-state supply to an SEZ under LUT (zero-rated)');
    expect(fact('Basic Information', 'Endorsement')).toBe(
      'Supply meant for SEZ unit or SEZ developer for authorised operations under Letter of Undertaking without payment of integrated tax',
    );
    expect(fact('Financial Details', 'IGST @ 0%')).toBe('₹0.00');
    expect(fact('Financial Details', 'GST')).toBe('Zero-rated: supply to an SEZ under LUT, no tax charged');
    expect(screen.queryByText(/Intra-state/)).not.toBeInTheDocument();
  });

  it('shows a supply to an SEZ with IGST as inter-state and zero-rated', async () => {
    await openSupply(invoiceRow(8), 'sez_igst', 'Maharashtra (27)', [{ name: 'IGST', rate_bp: 1800, amount_paise: 1_800_00 }]);
    expect(fact('Basic Information', 'Supply Type')).toBe('Inter-state supply to an SEZ with IGST (zero-rated)');
    expect(fact('Basic Information', 'Endorsement')).toBe(
      'Supply meant for SEZ unit or SEZ developer for authorised operations on payment of integrated tax',
    );
    expect(within(section('Financial Details')).queryByText('GST')).not.toBeInTheDocument();
  });

  it('shows IGST with its rate for an inter-state supply', async () => {
    await openSupply(invoiceRow(6), 'inter_state', 'Karnataka (29)', [{ name: 'IGST', rate_bp: 1800, amount_paise: 1_800_00 }]);
    expect(fact('Financial Details', 'IGST @ 18%')).toBe('₹1,800.00');
    expect(within(section('Financial Details')).queryByText(/CGST/)).not.toBeInTheDocument();
  });

  it('offers Save Status only while the chosen status differs from the invoice’s', async () => {
    const { user } = open(invoiceRow(1));
    await screen.findByRole('region', { name: 'Status Management' });
    expect(screen.getByRole('combobox', { name: 'Payment Status' })).toHaveTextContent('Unpaid');
    expect(screen.queryByRole('button', { name: 'Save Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Payment Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Unpaid', 'Partial Paid', 'Paid']);
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    expect(screen.getByRole('button', { name: 'Save Status' })).toBeEnabled();
    expect(screen.getByText('A payment of ₹11,800.00, the amount due, will be recorded.')).toBeInTheDocument();
    await choose(user, 'Unpaid');
    expect(screen.queryByRole('button', { name: 'Save Status' })).not.toBeInTheDocument();
  });

  it('marks an invoice paid, says so in the spec’s words and shows the new entry', async () => {
    const { user, calls } = open(invoiceRow(1, { dueInDays: -3 }));
    await screen.findByRole('region', { name: 'Status Management' });
    await choose(user, 'Paid');
    await user.type(screen.getByRole('textbox', { name: 'Reference (optional)' }), 'UTR 5521');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Status Updated: Invoice status successfully changed to Paid')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      { method: 'PUT', url: '/api/invoices/1/status', body: { status: 'paid', reference: 'UTR 5521' }, params: undefined },
    ]);
    await waitFor(() => expect(fact('Basic Information', 'Status')).toBe('Paid'));
    expect(fact('Financial Details', 'Amount Due')).toBe('₹0.00');
    expect(within(section('Payment History')).getByText('UTR 5521')).toBeInTheDocument();
    // The new status is now the invoice's: nothing to save.
    expect(screen.queryByRole('button', { name: 'Save Status' })).not.toBeInTheDocument();
  });

  it('asks for the amount received for Partial Paid, in rupees, above ₹0 and below the amount due', async () => {
    const { user, calls } = open(invoiceRow(1));
    await screen.findByRole('region', { name: 'Status Management' });
    await choose(user, 'Partial Paid');
    const amount = screen.getByRole('textbox', { name: 'Amount Received (₹)' });
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findAllByText('Amount is required')).not.toHaveLength(0);
    await user.type(amount, '11,800');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findAllByText('Enter the amount received: more than ₹0 and less than the amount due')).not.toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findAllByText('Amount can have at most 2 decimal places')).not.toHaveLength(0);
    expect(writes(calls)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '₹5,000.50');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Cheque 221');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Status Updated: Invoice status successfully changed to Partial Paid')).toBeInTheDocument();
    expect(writes(calls).map((c) => c.body)).toEqual([{ status: 'partially_paid', amount_paise: 5_000_50, note: 'Cheque 221' }]);
    await waitFor(() => expect(fact('Financial Details', 'Amount Due')).toBe('₹6,799.50'));
  });

  it('explains that choosing Unpaid reverses the payments recorded by hand, and shows the reversals', async () => {
    const row = invoiceRow(2, { paid_paise: 3_000_00 + 1_000_00 });
    const { user } = open(row, {
      payments: {
        2: [
          manualPayment(31, 3_000_00, { reference: 'NEFT 1' }),
          { ...manualPayment(32, 1_000_00), method: 'razorpay', recorded_by_name: null, reference: 'pay_Qx1' },
        ],
      },
    });
    await screen.findByRole('region', { name: 'Status Management' });
    expect(screen.getByRole('combobox', { name: 'Payment Status' })).toHaveTextContent('Partial Paid');
    await choose(user, 'Unpaid');
    expect(
      screen.getByText(
        'The payment recorded by hand (₹3,000.00) will be reversed: each gets a reversal entry in the payment history. Payments received online (₹1,000.00) stay on the invoice.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Status Updated: Invoice status successfully changed to Unpaid')).toBeInTheDocument();
    const payments = within(section('Payment History')).getByRole('table');
    await waitFor(() => expect(within(payments).getByText('Reversed')).toBeInTheDocument());
    expect(within(payments).getByText('-₹3,000.00')).toBeInTheDocument();
    expect(within(payments).getByText(/^Reversal of the entry of/)).toBeInTheDocument();
    expect(within(payments).getByText('Online (Razorpay)')).toBeInTheDocument();
    // Online money stays: the invoice is still part-paid.
    expect(fact('Financial Details', 'Amount Received')).toBe('₹1,000.00');
  });

  it('does not offer Unpaid when nothing was recorded by hand (a credit note alone)', async () => {
    const { user } = open(invoiceRow(4, { credited_paise: 1_180_00 }));
    await screen.findByRole('region', { name: 'Status Management' });
    await choose(user, 'Unpaid');
    expect(screen.getByText('This invoice has no payment recorded by hand to reverse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Status' })).toBeDisabled();
  });

  it('says "Failed to update invoice status. Please try again." when the server refuses, and keeps the choice', async () => {
    const { user } = open(invoiceRow(1), { onWrite: () => ({ status: 500, data: { success: false, message: 'Internal server error' } }) });
    await screen.findByRole('region', { name: 'Status Management' });
    await choose(user, 'Paid');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    expect(await screen.findByText('Failed to update invoice status. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Payment Status' })).toHaveTextContent('Paid');
    expect(screen.getByRole('button', { name: 'Save Status' })).toBeEnabled();
    expect(fact('Basic Information', 'Status')).toBe('Unpaid');
  });

  it('opens from the list, and a saved status moves the invoice to History', async () => {
    const calls = invoiceServer([invoiceRow(1, { task_name: 'GST Return Q2' }), invoiceRow(2, { task_name: 'Audit FY26' })]);
    const { user } = renderScreen(<InvoicesPage />);
    await screen.findByText('GST Return Q2');
    await user.click(screen.getByRole('button', { name: 'View details of INV/2026-27/0001' }));
    await screen.findByRole('region', { name: 'Status Management' });
    await choose(user, 'Paid');
    await user.click(screen.getByRole('button', { name: 'Save Status' }));
    await screen.findByText('Status Updated: Invoice status successfully changed to Paid');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'History (1)' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Current (1)' })).toBeInTheDocument();
    expect(screen.queryByText('GST Return Q2')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/invoices').length).toBeGreaterThan(1);
  });
});

describe('cancelling an invoice issued in error', () => {
  it('asks for the reason, cancels, then shows the invoice as cancelled without status management', async () => {
    const { user, calls } = open(invoiceRow(8));
    await user.click(await screen.findByRole('button', { name: 'Cancel Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Invoice INV/2026-27/0008' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invoice' }));
    expect(await within(dialog).findAllByText('Reason is required')).not.toHaveLength(0);
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Raised on the wrong client');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invoice' }));
    expect(await screen.findByText('Invoice INV/2026-27/0008 cancelled')).toBeInTheDocument();
    expect(await screen.findByText(/Cancelled on .*: Raised on the wrong client/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Payment Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Invoice' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/invoices/8/cancel')?.body).toEqual({ reason: 'Raised on the wrong client' });
  });

  it('offers no cancel on an invoice with a payment', async () => {
    open(invoiceRow(9, { paid_paise: 1_000_00 }));
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(screen.queryByRole('button', { name: 'Cancel Invoice' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (a client paying right now) in the dialog and keeps it open', async () => {
    const message = 'The client is paying this invoice right now: wait for the payment to finish before cancelling';
    const { user } = open(invoiceRow(10), {
      onWrite: (request) =>
        request.url.endsWith('/cancel') ? { status: 409, data: { success: false, message, code: 'INVOICE_NOT_CANCELLABLE' } } : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Invoice INV/2026-27/0010' });
    await user.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invoice' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});
