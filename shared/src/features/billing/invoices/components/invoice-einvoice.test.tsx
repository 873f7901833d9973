import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { invoiceServer, RETRY_IRN } from '../../testing/invoice-server';
import { invoiceRow } from '../../testing/invoice-fixtures';
import { InvoicesPage } from '../invoices-page';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

// What the admin sees of e-invoicing: the IRN's state in the list, the IRN and acknowledgement
// or the failure and a retry in the details, and the firm's setting with the turnover threshold explained.

const failed = {
  status: 'failed' as const,
  irn: null,
  ack_no: null,
  ack_date: null,
  cancellable_until: null,
  failure: 'IRN registration failed: The IRP could not be reached',
};

describe('e-invoicing on the admin’s invoices', () => {
  it('shows a failed registration with its reason and registers it on Retry', async () => {
    const row = invoiceRow(7, { einvoice_status: 'failed' });
    const calls = invoiceServer([row], { details: { 7: { einvoice: failed } } });
    const { user } = renderScreen(<InvoiceDetailsDialog invoiceId={7} onClose={jest.fn()} />);
    const section = await screen.findByRole('region', { name: 'e-Invoice' });
    expect(within(section).getByText('IRN failed')).toBeInTheDocument();
    expect(within(section).getByText('IRN registration failed: The IRP could not be reached')).toBeInTheDocument();
    // An export is e-invoiced too: the notice does not call every e-invoiced invoice B2B.
    expect(within(section).getByText(/this invoice is not a valid tax invoice, and it is not mailed/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry IRN registration' }));
    expect(await within(section).findByText(RETRY_IRN)).toBeInTheDocument();
    expect(within(section).getByText('IRN registered')).toBeInTheDocument();
    expect(within(section).getByText('126100000000001')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Retry IRN registration' })).not.toBeInTheDocument();
    expect(await screen.findByText('IRN registered for INV/2026-27/0007')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/invoices/7/einvoice/retry')).toBe(true);
  });

  it('shows no e-invoice section on an invoice that is not e-invoiced', async () => {
    invoiceServer([invoiceRow(8)]);
    renderScreen(<InvoiceDetailsDialog invoiceId={8} onClose={jest.fn()} />);
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(screen.queryByRole('region', { name: 'e-Invoice' })).not.toBeInTheDocument();
  });

  it('titles a nil-rated invoice a Bill of Supply, and a taxable one a Tax Invoice', async () => {
    invoiceServer([invoiceRow(11), invoiceRow(12)], { details: { 11: { tax_treatment: 'nil_rated' } } });
    const { unmount } = renderScreen(<InvoiceDetailsDialog invoiceId={11} onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: /^Bill of Supply Details: / });
    const facts = within(dialog).getByRole('region', { name: 'Basic Information' });
    expect(within(facts).getByText('Document').nextSibling).toHaveTextContent('Bill of Supply');
    unmount();
    renderScreen(<InvoiceDetailsDialog invoiceId={12} onClose={jest.fn()} />);
    const taxable = await screen.findByRole('dialog', { name: /^Invoice Details: / });
    expect(within(within(taxable).getByRole('region', { name: 'Basic Information' })).getByText('Document').nextSibling).toHaveTextContent(
      'Tax Invoice',
    );
  });

  it('marks the IRN’s state in the list and turns e-invoicing on with the threshold explained', async () => {
    const calls = invoiceServer([invoiceRow(9, { einvoice_status: 'registered' }), invoiceRow(10)]);
    const { user } = renderScreen(<InvoicesPage />);
    expect(await screen.findByText('IRN registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'e-Invoicing' }));
    // The dialog opens loading, then shows the setting.
    expect(await screen.findByText(/mandatory for a taxpayer whose aggregate turnover .* exceeded ₹5 crore/)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'e-Invoicing' });
    expect(within(dialog).getByText(/offline sandbox/)).toBeInTheDocument();
    expect(within(dialog).getByText(/every export of services is registered/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /Invoices to unregistered clients in India \(B2C\) and bills of supply \(nil-rated or exempt services\) are issued as before/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/overseas clients are issued as before/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Register B2B and export invoices and credit notes with the IRP' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('e-Invoicing settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/settings/einvoice')?.body).toEqual({ enabled: true });
  });
});
