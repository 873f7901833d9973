import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyRows, renderScreen } from '@firm/shared/ui/testing';
import { reportRow, reportServer } from './testing/report-server';
import { collectionsRow, financeReportServer, receivablesRow } from './testing/finance-report-server';
import { ReportsPage } from './reports-page';

const AT = '/dashboard/admin/reports';
const FORMULA = '=HYPERLINK("http://evil.test","Click")';

/** Twelve clients: one owing in every bucket. */
const clients = () =>
  Array.from({ length: 12 }, (_, i) =>
    receivablesRow(i + 1, i === 0 ? 'Apex Textiles' : i === 1 ? FORMULA : `Client ${String(i + 1).padStart(2, '0')}`, {
      current_paise: 1_000_00 * (i + 1),
      ...(i === 0
        ? { d0_30_paise: 500_00, d31_60_paise: 400_00, d61_90_paise: 300_00, d90_plus_paise: 200_00, gstin: '27AAPFU0939F1ZV' }
        : {}),
    }),
  );

let saved: { download: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

const card = (label: string) => screen.getByRole('region', { name: label });

describe("the admin's Reports", () => {
  it('opens on the Projects report under one heading, with the four tabs', async () => {
    reportServer([reportRow(1, { name: 'GST return March' })]);
    renderScreen(<ReportsPage />, { at: AT });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Reports & Analytics']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Projects',
      'Receivables',
      'Collections',
      'GST Summary',
      'GSTR-1 Return',
    ]);
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('GST return March')).toBeInTheDocument();
  });

  it('shows receivables by client with the server totals, sorts and pages on the server, and exports the view', async () => {
    const calls = financeReportServer(clients());
    const { user } = renderScreen(<ReportsPage />, { at: `${AT}?tab=receivables` });
    expect(screen.getByRole('tab', { name: 'Receivables' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Client 12')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/reports/receivables')).toMatchObject({
      params: { page: '1', limit: '10', sort: 'total', order: 'desc' },
    });
    const heads = within(screen.getByRole('table', { name: 'Receivables' })).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual([
      'Client',
      'GSTIN',
      'Invoices',
      'Current',
      '0-30 Days',
      '31-60 Days',
      '61-90 Days',
      '90+ Days',
      'Total Due',
    ]);
    expect(bodyRows('Receivables')).toHaveLength(10);
    // ₹78,000 current over the twelve, ₹1,400 overdue for Apex.
    expect(within(card('Total Due')).getByText('₹79,400.00')).toBeInTheDocument();
    expect(within(card('Total Due')).getByText('12 clients')).toBeInTheDocument();
    expect(within(card('90+ Days')).getByText('₹200.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { sort: 'client' } }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { page: '2', sort: 'client' } }));

    await user.type(screen.getByLabelText('Search clients'), 'apex');
    await waitFor(() => expect(bodyRows('Receivables')).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ params: { search: 'apex', page: '1' } });
    expect(within(card('Total Due')).getByText('₹2,400.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Started')).toBeInTheDocument();
    expect(screen.getByText('Exporting 1 record as XLSX')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = calls.find((c) => c.url === '/api/reports/receivables/export')!;
    expect(exported.params).toMatchObject({ format: 'xlsx', search: 'apex', sort: 'client' });
    expect(exported.params).not.toHaveProperty('page');
    expect(saved[0]!.download).toMatch(/^receivables-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('sends the as-of day to the server', async () => {
    const calls = financeReportServer(clients());
    const { user } = renderScreen(<ReportsPage />, { at: `${AT}?tab=receivables` });
    await screen.findByText('Client 12');
    await user.type(screen.getByLabelText('As of'), '2026-10-31');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { as_of: '2026-10-31' } }));
    expect(await screen.findByRole('heading', { name: 'Receivables as of 31 Oct 2026' })).toBeInTheDocument();
  });

  it('switches tab through the URL: collections by month for the chosen months, exported as CSV', async () => {
    const months = ['2026-08', '2026-09', '2026-10', '2026-11'].map((m, i) =>
      collectionsRow(m, i === 3 ? -23_600_00 : 10_000_00, i === 3 ? { payments: 0, reversals: 1, reversed_paise: 23_600_00 } : {}),
    );
    const calls = financeReportServer([], months);
    const { user } = renderScreen(<ReportsPage />, { at: `${AT}?tab=receivables` });
    await user.click(screen.getByRole('tab', { name: 'Collections' }));
    expect(await screen.findByText('Nov 2026')).toBeInTheDocument();
    expect(bodyRows('Collections by Month')).toHaveLength(4);
    expect(within(card('Received')).getByText('₹6,400.00')).toBeInTheDocument();
    // A month box takes a whole month at once (a browser's month picker): partial text is no month.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10' } });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ url: '/api/reports/collections', params: { from: '2026-10' } }));
    await waitFor(() => expect(bodyRows('Collections by Month')).toHaveLength(2));
    await user.click(screen.getByLabelText('Export Format'));
    await user.click(await screen.findByRole('option', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Started')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/reports/collections/export')).toMatchObject({
      params: { from: '2026-10', to: '2026-11', format: 'csv' },
    });
  });

  it('keeps the GST Summary tab on reload, shows each GSTR-1 section and exports every section as XLSX, the one on screen as CSV', async () => {
    const calls = financeReportServer([]);
    const { user } = renderScreen(<ReportsPage />, { at: `${AT}?tab=gst&month=2026-10` });
    expect(screen.getByRole('tab', { name: 'GST Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Apex Textiles')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/reports/gst-summary')).toMatchObject({ params: { month: '2026-10' } });
    expect(within(card('Taxable Value')).getByText('₹21,500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'B2CS (1)' }));
    expect(await screen.findByText('24-Gujarat')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'GSTR-1 B2CS' })).getByText('₹270.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    // The toast counts what the file holds: B2B's invoice and B2CS's line, not only the section on screen.
    expect(await screen.findByText('Exporting 2 records from all 7 sections as XLSX')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/reports/gst-summary/export')!.params).toEqual({ month: '2026-10', format: 'xlsx' });

    await user.click(screen.getByLabelText('Export Format'));
    await user.click(await screen.findByRole('option', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exporting 1 record from B2CS as CSV')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/reports/gst-summary/export').at(-1)!.params).toEqual({
      month: '2026-10',
      format: 'csv',
      section: 'b2cs',
    });
  });
});
