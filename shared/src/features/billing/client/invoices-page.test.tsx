import { screen, waitFor, within } from '@testing-library/react';
import { sessionExpiry, useSessionStore } from '@firm/shared/runtime';
import {
  bodyRows,
  chooseOverdue,
  expectFiltered,
  expectScreenHead,
  optionsOf,
  pageToSecond,
  renderScreen,
  stubObjectUrls,
} from '@firm/shared/ui/testing';
import {
  clientInvoice,
  clientPortalServer,
  daysFrom,
  receiptOf,
  invoiceNumberText,
  signInClientContact,
  PARTIAL_INVOICE_COLUMNS,
} from '../testing/client-invoice-server';
import { InvoicesPage } from './invoices-page';

// The payment flow is another module's (payments/): here only that Pay hands it the row.
const mockPay = jest.fn();
jest.mock('@firm/shared/features/billing/client/pay/use-pay-invoice', () => ({
  usePayInvoice: () => ({ pay: mockPay, paying: null, dialog: 'Checkout dialog stand-in' }),
}));

const AT = '/dashboard/client/invoices';
/**
 * Twelve unpaid invoices (the first two overdue), one partly paid and credited, one paid online with
 * its receipt: fourteen in all, so the cards' sums cover more than the ten rows of a page.
 */
const ALL = [
  ...Array.from({ length: 12 }, (_, i) => clientInvoice(i + 1, i < 2 ? { due_date: daysFrom(-3 - i) } : {})),
  clientInvoice(13, { total_paise: 590_000, paid_paise: 200_000, credit_note_paise: 90_000, receipts: [receiptOf(1, 200_000)] }),
  clientInvoice(14, { total_paise: 236_000, paid_paise: 236_000, receipts: [receiptOf(2, 236_000)] }),
];

const table = (name: string) => screen.getByRole('table', { name });
// Every column of the spec, Client Name included: it is in the table, shown from a wide screen up (jsdom has no width).
const headers = (name: string) =>
  within(table(name))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent);
describe('the client’s My Invoices screen', () => {
  beforeEach(() => {
    mockPay.mockReset();
    signInClientContact();
  });

  it('shows the server’s cards and tab counts, the first ten unpaid invoices with the overdue ones in red, and pages on the server', async () => {
    const calls = clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    expectScreenHead('My Invoices', 'Manage your payments and track invoice status');
    expect(screen.getByText('Loading invoices...')).toBeInTheDocument();
    expect(await screen.findByText(invoiceNumberText('INV/2026-27/0001'))).toBeInTheDocument();
    expect(screen.queryByText('Loading invoices...')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/client-portal/invoices',
      params: { client_id: '7', page: '1', limit: '10', tab: 'unpaid' },
    });

    // 12 × ₹11,800 + ₹5,900 + ₹2,360; credited ₹900; paid ₹2,000 + ₹2,360; due 12 × ₹11,800 + ₹3,000.
    for (const [label, value] of [
      ['Total Amount', '₹1,49,860.00'],
      ['Credit Notes', '₹900.00'],
      ['Outstanding', '₹1,44,600.00'],
      ['Paid Amount', '₹4,360.00'],
      ['Total Invoices', '14'],
    ]) {
      expect(screen.getByRole('region', { name: label })).toHaveTextContent(value!);
    }
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Unpaid (12)', 'Partial (1)', 'Paid (1)']);
    expect(screen.getByRole('tab', { name: 'Unpaid (12)', selected: true })).toBeInTheDocument();

    expect(headers('Unpaid invoices')).toEqual([
      'Invoice Number',
      'Client Name',
      'Project Name',
      'Amount',
      'Credit Note',
      'Status',
      'Invoice Date',
      'Due Date',
      'Actions',
    ]);
    expect(bodyRows('Unpaid invoices')).toHaveLength(10);
    const [first, , third] = bodyRows('Unpaid invoices');
    expect(first).toHaveTextContent(/^INV\/2026-27\/0001Sahyadri FoodsProject 1₹11,800.00₹0.00Unpaid/);
    expect(within(first!).getAllByRole('cell', { hidden: true })[7]).toHaveTextContent(/^\d{2} \w{3} \d{4}Overdue$/);
    expect(third).not.toHaveTextContent('Overdue');
    // The overdue row is tinted red, the others are not.
    expect(getComputedStyle(first!).backgroundColor).toMatch(/^rgba\(\d+, \d+, \d+, 0\.08\)$/);
    expect(getComputedStyle(third!).backgroundColor).not.toMatch(/0\.08\)$/);

    await pageToSecond(user, {
      total: '12 total invoices',
      table: 'Unpaid invoices',
      cells: ['INV/2026-27/0011', 'INV/2026-27/0012'],
      calls,
      params: { page: '2', tab: 'unpaid' },
    });
  });

  it('sends the due-date and status filters to the server, and a status takes its tab along', async () => {
    const calls = clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: `${AT}?page=2` });
    expect(await screen.findByText('Page 2 of 2 (12 total invoices)')).toBeInTheDocument();

    await chooseOverdue(user, 'All Invoices');
    await expectFiltered(calls, { due: 'overdue', page: '1', tab: 'unpaid', client_id: '7' }, 'Unpaid invoices', 2);
    // The cards follow the filters: only the two overdue invoices now.
    expect(screen.getByRole('region', { name: 'Total Invoices' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹23,600.00');
    expect(screen.queryByText(/total invoices\)/)).not.toBeInTheDocument();

    expect(await optionsOf(user, 'Status')).toEqual(['All Status', 'Paid', 'Unpaid', 'Partially Paid']);
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { due: 'overdue', status: 'paid', tab: 'paid', page: '1' } }));
    expect(await screen.findByRole('tab', { name: 'Paid (0)', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No paid invoices found')).toBeInTheDocument();
  });

  it('shows the Partial tab with its paid and outstanding amounts, and each tab’s empty message', async () => {
    const calls = clientPortalServer([ALL[12]!]);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    expect(await screen.findByText('No unpaid invoices found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Partial (1)' }));
    await waitFor(() => expect(bodyRows('Partial invoices')).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ params: { tab: 'partially_paid', page: '1' } });
    expect(headers('Partial invoices')).toEqual(PARTIAL_INVOICE_COLUMNS);
    expect(bodyRows('Partial invoices')[0]).toHaveTextContent('Project 13₹5,900.00₹900.00₹2,000.00₹3,000.00Partially Paid');
    expect(screen.queryByText(/total invoices\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Paid (0)' }));
    expect(await screen.findByText('No paid invoices found')).toBeInTheDocument();
  });

  it('says "No partially paid invoices found" on an empty Partial tab', async () => {
    clientPortalServer([]);
    renderScreen(<InvoicesPage />, { at: `${AT}?tab=partially_paid` });
    expect(await screen.findByText('No partially paid invoices found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Partial (0)', selected: true })).toBeInTheDocument();
  });

  it('offers Pay only where the server says the invoice can be paid, and hands the row to the payment flow', async () => {
    clientPortalServer(ALL);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    await screen.findByText(invoiceNumberText('INV/2026-27/0001'));
    expect(screen.getByText('Checkout dialog stand-in')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pay invoice / })).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Pay invoice INV/2026-27/0003' }));
    expect(mockPay).toHaveBeenCalledTimes(1);
    expect(mockPay.mock.calls[0]![0]).toMatchObject({ invoice_number: 'INV/2026-27/0003', can_pay: true });

    await user.click(screen.getByRole('tab', { name: 'Paid (1)' }));
    await waitFor(() => expect(bodyRows('Paid invoices')).toHaveLength(1));
    expect(bodyRows('Paid invoices')[0]).toHaveTextContent('INV/2026-27/0014');
    expect(bodyRows('Paid invoices')[0]).not.toHaveTextContent('Overdue');
    expect(screen.queryByRole('button', { name: /^Pay invoice / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt RCT/2026-27/0002' })).toBeInTheDocument();
  });

  it('offers no Pay where the server says online payment is off', async () => {
    clientPortalServer([clientInvoice(1, { can_pay: false }), clientInvoice(2, { can_pay: false })]);
    renderScreen(<InvoicesPage />, { at: AT });
    await screen.findByText(invoiceNumberText('INV/2026-27/0001'));
    expect(bodyRows('Unpaid invoices')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Pay invoice / })).not.toBeInTheDocument();
  });

  it('says a refund is due on money received beyond the total, and that it was refunded once it was', async () => {
    clientPortalServer([
      // Paid online in full while a ₹900 credit note was issued: ₹900 is owed back.
      clientInvoice(21, { total_paise: 590_000, paid_paise: 590_000, credit_note_paise: 90_000 }),
      // The same, refunded: paid is what the firm keeps.
      clientInvoice(22, { total_paise: 590_000, paid_paise: 500_000, credit_note_paise: 90_000, refunded_paise: 90_000 }),
    ]);
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    await user.click(await screen.findByRole('tab', { name: 'Paid (2)' }));
    await waitFor(() => expect(bodyRows('Paid invoices')).toHaveLength(2));
    const rowOf = (number: string) => bodyRows('Paid invoices').find((row) => row.textContent?.includes(number))!;
    const due = rowOf('INV/2026-27/0021');
    const refunded = rowOf('INV/2026-27/0022');
    expect(within(due).getByText('Refund due: ₹900.00')).toBeInTheDocument();
    expect(within(refunded).getByText('Refunded: ₹900.00')).toBeInTheDocument();
    expect(within(refunded).queryByText(/Refund due/)).not.toBeInTheDocument();
  });

  describe('the PDFs', () => {
    const saved: { href: string; download: string }[] = [];
    const created = stubObjectUrls('document');
    beforeEach(() => {
      saved.length = 0;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the invoice and its receipt, fetched with the session, under their numbers', async () => {
      const calls = clientPortalServer(ALL);
      const { user } = renderScreen(<InvoicesPage />, { at: `${AT}?tab=partially_paid` });
      await screen.findByText(invoiceNumberText('INV/2026-27/0013'));
      await user.click(screen.getByRole('button', { name: 'Download invoice INV/2026-27/0013' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:document-1', download: 'INV-2026-27-0013.pdf' }]));
      expect(calls.at(-1)).toMatchObject({ method: 'GET', url: '/api/client-portal/invoices/13/pdf' });
      expect(created).toEqual(['application/pdf']);

      await user.click(screen.getByRole('button', { name: 'Download receipt RCT/2026-27/0001' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]).toEqual({ href: 'blob:document-2', download: 'RCT-2026-27-0001.pdf' });
      expect(calls.at(-1)).toMatchObject({ url: '/api/client-portal/receipts/1/pdf' });
    });

    it('says so when the server has no PDF, and saves nothing', async () => {
      clientPortalServer(ALL, { missingPdf: [1] });
      const { user } = renderScreen(<InvoicesPage />, { at: AT });
      await screen.findByText(invoiceNumberText('INV/2026-27/0001'));
      await user.click(screen.getByRole('button', { name: 'Download invoice INV/2026-27/0001' }));
      expect(await screen.findByText('Invoice PDF not available.')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  it('shows a failed load in a banner with Retry, which loads the invoices again', async () => {
    let fail = true;
    clientPortalServer(ALL, {
      override: () => (fail ? { status: 500, data: { success: false, message: 'Internal server error', code: 'INTERNAL' } } : undefined),
    });
    const { user } = renderScreen(<InvoicesPage />, { at: AT });
    expect(await screen.findByText('Failed to load invoices')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(invoiceNumberText('INV/2026-27/0001'))).toBeInTheDocument();
    expect(screen.queryByText('Failed to load invoices')).not.toBeInTheDocument();
  });

  it('tells an account the portal refuses whom to ask, instead of the invoices', async () => {
    clientPortalServer(ALL, {
      override: () => ({ status: 403, data: { success: false, message: 'User not found or inactive', code: 'FORBIDDEN' } }),
    });
    renderScreen(<InvoicesPage />, { at: AT });
    expect(await screen.findByText('Client Portal Access Error')).toBeInTheDocument();
    expect(screen.getAllByText(/Please contact support/).length).toBeGreaterThan(0);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ends an expired session and sends the contact to sign in again', async () => {
    const redirect = jest.spyOn(sessionExpiry, 'redirect').mockImplementation(() => undefined);
    const calls = clientPortalServer(ALL, {
      override: () => ({ status: 401, data: { success: false, message: 'Session expired', code: 'AUTH_REQUIRED' } }),
    });
    renderScreen(<InvoicesPage />, { at: AT });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
    expect(calls.map((call) => call.url)).toEqual(['/api/client-portal/invoices', '/api/auth/refresh']);
    expect(useSessionStore.getState().accessToken).toBeFalsy();
    redirect.mockRestore();
  });

  it('asks to sign in again when the stored client id is missing, without calling the server', () => {
    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client' });
    const calls = clientPortalServer(ALL);
    renderScreen(<InvoicesPage />, { at: AT });
    expect(screen.getByText('Client ID not found. Please sign in again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
