import { screen, waitFor, within } from '@testing-library/react';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { columnTexts, expectScreenHead, renderScreen, stubObjectUrls } from '@firm/shared/ui/testing';
import type { InvoiceListRow } from '@firm/shared/domain/invoice';
import { invoiceRow } from '../testing/invoice-fixtures';
import { invoiceServer } from '../testing/invoice-server';
import { InvoicesPage } from './invoices-page';

// The fake server's day is 2026-11-20: aging counts from it (summary.today), not from the machine's clock.
const rows = (): InvoiceListRow[] => [
  invoiceRow(1, { dueInDays: -3, task_name: 'GST Return Q2', customer: 'Acme Traders' }),
  invoiceRow(2, { dueInDays: 0, task_name: 'Audit FY26' }),
  invoiceRow(3, { dueInDays: 4, paid_paise: 5_000_00, task_name: 'TDS Filing' }),
  invoiceRow(4, { dueInDays: -1, task_name: 'Payroll' }),
  invoiceRow(5, { dueInDays: 1, credited_paise: 1_800_00, task_name: 'ROC Filing' }),
  invoiceRow(6, { dueInDays: -20, paid_paise: 11_800_00, task_name: 'Tax Audit FY25' }),
  invoiceRow(7, { dueInDays: -40, paid_paise: 10_000_00, credited_paise: 1_800_00, task_name: 'Income Tax FY25' }),
];

const listCalls = (calls: MockRequest[]) => calls.filter((c) => c.url === '/api/invoices');
const lastListCall = (calls: MockRequest[]) => listCalls(calls).at(-1)!.params;

const column = (header: string) => columnTexts(header);

describe('admin Invoices page', () => {
  it('shows the Current tab with counts, amounts, statuses and aging from the server’s day', async () => {
    const calls = invoiceServer(rows());
    renderScreen(<InvoicesPage />);
    expectScreenHead('Invoices', 'Manage invoices, payments, and track due amounts');
    await screen.findByText('GST Return Q2');
    expect(lastListCall(calls)).toEqual({ page: '1', limit: '10', sort: 'created', order: 'desc', tab: 'current' });
    expect(screen.getByRole('tab', { name: 'Current (5)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Invoice ID',
      'Customer',
      'Project Name',
      'Invoice Amount',
      'Credit Note',
      'Amount Due',
      'Status',
      'Aging',
      'Actions',
    ]);
    // Sorted newest first by the server: the invoice due in 4 days was raised last.
    expect(column('Project Name')).toEqual(['TDS Filing', 'ROC Filing', 'Audit FY26', 'Payroll', 'GST Return Q2']);
    expect(column('Aging')).toEqual(['4 days left', '1 day left', 'Due today', '1 day overdue', '3 days overdue']);
    expect(column('Status')).toEqual(['Partial Paid', 'Partial Paid', 'Unpaid', 'Overdue', 'Overdue']);
    expect(column('Invoice ID')[0]).toBe('INV/2026-27/0003');
    expect(column('Invoice Amount')[0]).toBe('₹11,800.00');
    expect(column('Amount Due')).toEqual(['₹6,800.00', '₹10,000.00', '₹11,800.00', '₹11,800.00', '₹11,800.00']);
    expect(column('Credit Note')[1]).toBe('₹1,800.00');
    const totals = screen.getByRole('list', { name: 'Invoice totals' });
    expect(within(within(totals).getByText('Invoice Amount').parentElement!).getByText('₹82,600.00')).toBeInTheDocument();
    expect(within(within(totals).getByText('Amount Due').parentElement!).getByText('₹52,200.00')).toBeInTheDocument();
  });

  it('shows paid invoices on History, with Created Date in place of Aging', async () => {
    const calls = invoiceServer(rows());
    const { user } = renderScreen(<InvoicesPage />);
    await screen.findByText('GST Return Q2');
    await user.click(screen.getByRole('tab', { name: 'History (2)' }));
    await screen.findByText('Tax Audit FY25');
    expect(lastListCall(calls)).toMatchObject({ tab: 'history' });
    expect(screen.getByRole('tab', { name: 'History (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created Date' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Aging' })).not.toBeInTheDocument();
    expect(column('Status')).toEqual(['Paid', 'Paid']);
    expect(column('Created Date')).toEqual(['26 Oct 2026', '06 Oct 2026']);
    expect(column('Amount Due')).toEqual(['₹0.00', '₹0.00']);
  });

  it('says which tab is empty when nothing is there, not that nothing matches', async () => {
    invoiceServer([invoiceRow(1, { task_name: 'GST Return Q2' })]);
    const { user } = renderScreen(<InvoicesPage />);
    await screen.findByText('GST Return Q2');
    await user.click(screen.getByRole('tab', { name: 'History (0)' }));
    expect(await screen.findByText('No paid invoices found')).toBeInTheDocument();
  });

  it('sends the filters to the server as query parameters, a status taking its tab along', async () => {
    const calls = invoiceServer(rows());
    const { user } = renderScreen(<InvoicesPage />);
    await screen.findByText('GST Return Q2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Paid', 'Unpaid', 'Partial Paid', 'Overdue']);
    await user.click(screen.getByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ status: 'overdue', tab: 'current' }));
    await waitFor(() => expect(column('Project Name')).toEqual(['Payroll', 'GST Return Q2']));
    expect(screen.getByRole('tab', { name: 'Current (2)' })).toBeInTheDocument();

    // Paid invoices live on History: choosing Paid opens it.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ status: 'paid', tab: 'history' }));
    expect(await screen.findByRole('tab', { name: 'History (2)', selected: true })).toBeInTheDocument();
    // Back to Current: a paid-only filter would leave it empty, so it goes.
    await user.click(screen.getByRole('tab', { name: /Current/ }));
    await waitFor(() => expect(lastListCall(calls)).toEqual({ page: '1', limit: '10', sort: 'created', order: 'desc', tab: 'current' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');

    await user.type(screen.getByRole('searchbox', { name: 'Search projects...' }), 'gst');
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ search: 'gst' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search company...' }), 'acme');
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ company: 'acme' }));
    await user.type(screen.getByRole('searchbox', { name: 'Invoice ID' }), '0001');
    await waitFor(() =>
      expect(lastListCall(calls)).toMatchObject({ search: 'gst', company: 'acme', invoice_number: '0001', tab: 'current' }),
    );
    await waitFor(() => expect(column('Project Name')).toEqual(['GST Return Q2']));
    await user.type(screen.getByRole('searchbox', { name: 'Invoice ID' }), '9');
    expect(await screen.findByText('No invoices found matching your criteria.')).toBeInTheDocument();
  });

  it('opens on one invoice when the link names it (Generate Invoice’s success dialog)', async () => {
    const calls = invoiceServer(rows());
    renderScreen(<InvoicesPage />, { at: '/?invoice_number=INV%2F2026-27%2F0004' });
    await screen.findByText('Payroll');
    expect(lastListCall(calls)).toMatchObject({ invoice_number: 'INV/2026-27/0004', tab: 'current' });
    expect(column('Project Name')).toEqual(['Payroll']);
    expect(screen.getByRole('searchbox', { name: 'Invoice ID' })).toHaveValue('INV/2026-27/0004');
  });

  it('sorts on the server by the clicked head, Aging by the due day; Actions does not sort', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      invoiceRow(i + 1, { dueInDays: 11 - i, customer: `Customer ${String(i + 1).padStart(2, '0')}` }),
    );
    const calls = invoiceServer(many);
    const { user } = renderScreen(<InvoicesPage />);
    await screen.findByText('Showing 1 to 10 of 11 results');
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ sort: 'customer', order: 'asc' }));
    await waitFor(() => expect(column('Customer')[0]).toBe('Customer 01'));
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(column('Customer')[0]).toBe('Customer 11'));
    await user.click(screen.getByRole('button', { name: 'Aging' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ sort: 'due', order: 'asc' }));
    await waitFor(() => expect(column('Aging')[0]).toBe('1 day left'));
    // The other heads sort too (each by its own key: number, project, amount, credit, due_amount, status).
    for (const label of ['Invoice ID', 'Project Name', 'Invoice Amount', 'Credit Note', 'Amount Due', 'Status']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Amount Due' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ sort: 'due_amount', order: 'asc' }));
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says "Failed to load invoices. Please try again." when the list cannot load, and Try Again loads it', async () => {
    let fail = true;
    invoiceServer(rows(), { list: () => (fail ? { status: 500, data: { success: false, message: 'boom' } } : undefined) });
    const { user } = renderScreen(<InvoicesPage />);
    expect(await screen.findByText('Failed to load invoices. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('GST Return Q2')).toBeInTheDocument();
  });

  describe('the invoice PDF', () => {
    const created = stubObjectUrls('invoice');
    afterEach(() => jest.restoreAllMocks());

    it('opens the PDF, fetched with the session, in a new tab', async () => {
      const calls = invoiceServer(rows());
      const tab = { location: { href: '' }, close: jest.fn() };
      const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user } = renderScreen(<InvoicesPage />);
      await screen.findByText('GST Return Q2');
      await user.click(screen.getByRole('button', { name: 'View Invoice PDF of INV/2026-27/0001' }));
      await waitFor(() => expect(tab.location.href).toBe('blob:invoice-1'));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(created).toEqual(['application/pdf']);
      expect(calls.some((c) => c.url === '/api/invoices/1/pdf')).toBe(true);
      expect(tab.close).not.toHaveBeenCalled();
    });

    it('says "Invoice PDF not available." when the server has no PDF, and closes the tab it opened', async () => {
      invoiceServer(rows(), { missingPdf: [1] });
      const tab = { location: { href: '' }, close: jest.fn() };
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { user } = renderScreen(<InvoicesPage />);
      await screen.findByText('GST Return Q2');
      await user.click(screen.getByRole('button', { name: 'View Invoice PDF of INV/2026-27/0001' }));
      expect(await screen.findByText('Invoice PDF not available.')).toBeInTheDocument();
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    });

    it('says "Invoice PDF not available." for an invoice without a PDF address, without opening a tab', async () => {
      invoiceServer([invoiceRow(1, { invoice_url: '', task_name: 'GST Return Q2' })]);
      const open = jest.spyOn(window, 'open');
      const { user } = renderScreen(<InvoicesPage />);
      await screen.findByText('GST Return Q2');
      await user.click(screen.getByRole('button', { name: 'View Invoice PDF of INV/2026-27/0001' }));
      expect(await screen.findByText('Invoice PDF not available.')).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
    });

    it('saves the PDF instead when the browser refuses a new tab', async () => {
      invoiceServer(rows());
      jest.spyOn(window, 'open').mockReturnValue(null);
      const clicked: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(`${this.download} ${this.getAttribute('href')}`);
      });
      const { user } = renderScreen(<InvoicesPage />);
      await screen.findByText('GST Return Q2');
      await user.click(screen.getByRole('button', { name: 'View Invoice PDF of INV/2026-27/0001' }));
      await waitFor(() => expect(clicked).toEqual(['INV-2026-27-0001.pdf blob:invoice-1']));
    });

    it('downloads the PDF from History under the invoice’s number', async () => {
      invoiceServer(rows());
      const clicked: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(`${this.download} ${this.getAttribute('href')}`);
      });
      const { user } = renderScreen(<InvoicesPage />, { at: '/?tab=history' });
      await screen.findByText('Tax Audit FY25');
      await user.click(screen.getByRole('button', { name: 'Download PDF of INV/2026-27/0006' }));
      await waitFor(() => expect(clicked).toEqual(['INV-2026-27-0006.pdf blob:invoice-1']));
    });
  });
});
