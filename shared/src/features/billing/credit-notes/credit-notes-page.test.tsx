import { screen, waitFor, within } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { expectScreenHead, renderScreen } from '@firm/shared/ui/testing';
import type { CreditNote } from '@firm/shared/domain/credit-note';
import { creditInvoice, creditNoteOf } from '../testing/credit-note-fixtures';
import { creditNoteServer } from '../testing/credit-note-server';
import { CreditNotesPage } from './credit-notes-page';

const invoices = () => [creditInvoice(1), creditInvoice(2), creditInvoice(3)];
function notes(): CreditNote[] {
  const [a, b] = invoices();
  return [creditNoteOf(1, a!, 1_000_00), creditNoteOf(2, b!, 2_500_00, { status: 'cancelled' })];
}
const lastList = (calls: MockRequest[]) => calls.filter((c) => c.method === 'GET' && c.url === '/api/credit-notes').at(-1)!.params;
const table = () => screen.getByRole('table', { name: 'Credit Notes' });

// Whole flows of a big page under a busy two-core machine: the assertions, not the clock, decide.
jest.setTimeout(60_000);

describe('admin Credit Notes page', () => {
  it('lists the credit notes the server sent with their amounts, tax heads and status, newest first', async () => {
    const calls = creditNoteServer(notes(), invoices());
    renderScreen(<CreditNotesPage />);
    expectScreenHead('Credit Notes', 'Manage credit notes and customer adjustments');
    const row = (await screen.findByText('CN/2026-27/0001')).closest('tr')!;
    // Every column of the spec; the tax heads show from a wide screen up (jsdom has no width).
    const heads = within(table())
      .getAllByRole('columnheader', { hidden: true })
      .map((h) => h.textContent);
    expect(heads).toEqual([
      'Credit Note Number',
      'Customer Name',
      'Invoice Number',
      'Invoice Amount',
      'Credit Note Amount',
      'CGST',
      'SGST',
      'IGST',
      'Status',
      'Credit Note Date',
      'Actions',
    ]);
    // ₹1,000 credited on an invoice of ₹11,800 at 9% + 9%: ₹90 + ₹90, ₹1,180 in all.
    const cells = within(row)
      .getAllByRole('cell', { hidden: true })
      .map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual([
      'CN/2026-27/0001',
      'Rao Textiles',
      'INV/2026-27/0001',
      '₹11,800.00',
      '₹1,180.00',
      '₹90.00',
      '₹90.00',
      '₹0.00',
      'Issued',
      '10 Nov 2026',
    ]);
    expect(within(row).getByText('Issued').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    const cancelled = screen.getByText('CN/2026-27/0002').closest('tr')!;
    expect(within(cancelled).getByText('Cancelled').closest('.MuiChip-root')).toHaveClass('MuiChip-colorDefault');
    expect(within(row).getByRole('button', { name: 'View credit note CN/2026-27/0001' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download PDF of credit note CN/2026-27/0001' })).toBeInTheDocument();
    expect(lastList(calls)).toEqual({ page: '1', limit: '10', sort: 'date', order: 'desc' });
  });

  it('sends the search and the customer to the server as query parameters', async () => {
    const calls = creditNoteServer(notes(), invoices());
    const { user } = renderScreen(<CreditNotesPage />);
    await screen.findByText('CN/2026-27/0001');
    await user.type(screen.getByRole('searchbox', { name: 'Search by credit note number, invoice number or customer...' }), '0002');
    await waitFor(() => expect(lastList(calls)).toMatchObject({ search: '0002' }));
    await waitFor(() => expect(screen.queryByText('CN/2026-27/0001')).not.toBeInTheDocument());
    expect(screen.getByText('CN/2026-27/0002')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    expect(screen.getByRole('option', { name: 'All Customers' })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Rao Textiles' }));
    await waitFor(() => expect(lastList(calls)).toMatchObject({ search: '0002', client_id: '1' }));
    // CN 0002 is Mehta Foods': nothing matches, and the hint says what to do.
    expect(await screen.findByText('No credit notes found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting the search or the customer filter.')).toBeInTheDocument();
  });

  it('says when there are no credit notes at all and how to create the first', async () => {
    creditNoteServer([], invoices());
    renderScreen(<CreditNotesPage />);
    expect(await screen.findByText('No credit notes found')).toBeInTheDocument();
    expect(screen.getByText('Create the first credit note with Add Credit Note.')).toBeInTheDocument();
  });

  it('shows a failed load inline and in a toast, and Try Again loads the list', async () => {
    let fail = true;
    const all = notes();
    const inv = invoices();
    creditNoteServer(all, inv, {
      intercept: (request) =>
        fail && request.url === '/api/credit-notes'
          ? { status: 500, data: { success: false, message: 'Database unavailable' } }
          : undefined,
    });
    const { user } = renderScreen(<CreditNotesPage />);
    expect(await screen.findByText('Failed to load credit notes')).toBeInTheDocument();
    expect(screen.getByText('Failed to load credit notes. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('CN/2026-27/0001')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load credit notes')).not.toBeInTheDocument();
  });

  it('downloads the PDF through the authorised client and opens it in a new tab', async () => {
    const calls = creditNoteServer(notes(), invoices());
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const created = jest.fn(() => 'blob:credit-note');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const { user } = renderScreen(<CreditNotesPage />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF of credit note CN/2026-27/0001' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:credit-note', '_blank'));
    expect(calls.some((c) => c.url === '/api/credit-notes/1/pdf')).toBe(true);
    open.mockRestore();
  });

  it('adds a credit note from the page and shows it in the list; View opens its details', async () => {
    const all = notes();
    creditNoteServer(all, invoices());
    const { user } = renderScreen(<CreditNotesPage />);
    await screen.findByText('CN/2026-27/0001');
    await user.click(screen.getByRole('button', { name: 'Add Credit Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Credit Note' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Invoice' }), '0003');
    await user.click(await screen.findByRole('option', { name: 'INV/2026-27/0003 - Rao Textiles - ₹11,800.00' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Credit Note Amount (₹)' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add Credit Note' }));
    // The save, the toast and the list's reload are several renders of a big page: a loaded full run took
    // longer than the default 5 s to show the toast (26 Nov, load 6).
    expect(await screen.findByText('Credit note CN/2026-27/0003 created successfully', {}, { timeout: 20_000 })).toBeInTheDocument();
    const row = (await within(table()).findByText('CN/2026-27/0003')).closest('tr')!;
    expect(within(row).getByText('₹118.00')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View credit note CN/2026-27/0003' }));
    expect(await screen.findByRole('dialog', { name: 'Credit Note Details' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Credit note breakdown' })).toBeInTheDocument();
  });
});
