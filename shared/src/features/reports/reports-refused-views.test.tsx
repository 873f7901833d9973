import { fireEvent, screen, waitFor } from '@testing-library/react';
import { financeReportMessages, shiftMonth } from '@firm/shared/domain/report';
import { indianDay } from '@firm/shared/domain/calendar';
import { renderScreen } from '@firm/shared/ui/testing';
import { collectionsRow, financeReportServer, receivablesRow } from './testing/finance-report-server';
import { ReportsPage } from './reports-page';

// The money tabs keep their view in the URL: a link the server refuses (edited by hand, or stale) falls back to
// the tab's plain view, as the server-driven lists do, and the tab's own fields never make such a view.

const AT = '/dashboard/admin/reports';
const clients = () => Array.from({ length: 3 }, (_, i) => receivablesRow(i + 1, `Client ${i + 1}`, { current_paise: 1_000_00 }));
const months = () => ['2026-08', '2026-09', '2026-10', '2026-11'].map((m) => collectionsRow(m, 10_000_00));
const callsTo = (calls: { url: string; params?: unknown }[], url: string) =>
  calls.filter((c) => c.url === url).map((c) => (c.params ?? {}) as Record<string, string>);

describe('a money report view the server refuses', () => {
  it.each([
    ['an as-of day that is no day', 'as_of=garbage'],
    ['a sort the report does not have', 'sort=nonsense'],
    ['a page size over 100', 'limit=1000&as_of=2026-10-31'],
  ])('opens the plain receivables list for a link with %s, not an error', async (_name, query) => {
    const calls = financeReportServer(clients());
    renderScreen(<ReportsPage />, { at: `${AT}?tab=receivables&${query}` });
    expect(await screen.findByText('Client 3')).toBeInTheDocument();
    expect(screen.queryByText(financeReportMessages.loadFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Receivables' })).toHaveAttribute('aria-selected', 'true');
    const asked = callsTo(calls, '/api/reports/receivables');
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.at(-1)).toEqual({ page: '1', limit: '10', sort: 'total', order: 'desc' });
    expect(screen.getByLabelText('As of')).toHaveValue('');
  });

  it.each([
    ['a month that is no month', 'from=garbage&to=2026-11'],
    ['a From after the To', 'from=2026-12&to=2026-01'],
    ['more than 120 months', 'from=2000-01&to=2026-11'],
  ])('opens the plain collections for a link with %s', async (_name, query) => {
    const calls = financeReportServer([], months());
    renderScreen(<ReportsPage />, { at: `${AT}?tab=collections&${query}` });
    expect(await screen.findByText('Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText(financeReportMessages.loadFailed)).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/reports/collections').at(-1)).toEqual({});
    expect(screen.getByLabelText('From')).toHaveValue('2026-08');
  });

  it('opens the GST summary of last month for a link with a month that is no month', async () => {
    const calls = financeReportServer([]);
    renderScreen(<ReportsPage />, { at: `${AT}?tab=gst&month=2026-13&section=b2cs` });
    expect(await screen.findByText('Apex Textiles')).toBeInTheDocument();
    expect(screen.queryByText(financeReportMessages.loadFailed)).not.toBeInTheDocument();
    const lastMonth = shiftMonth(indianDay(new Date()).slice(0, 7), 1);
    expect(callsTo(calls, '/api/reports/gst-summary').map((p) => p.month)).toEqual(['2026-13', lastMonth]);
    expect(screen.getByLabelText('Month')).toHaveValue(lastMonth);
  });
});

describe("the money reports' own fields", () => {
  it('send an as-of day only once it is whole: a partial year typed in the picker stays in the box', async () => {
    const calls = financeReportServer(clients());
    renderScreen(<ReportsPage />, { at: `${AT}?tab=receivables` });
    await screen.findByText('Client 3');
    const before = calls.length;
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '0002-10-31' } });
    expect(screen.getByLabelText('As of')).toHaveValue('0002-10-31');
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(callsTo(calls, '/api/reports/receivables').at(-1)).toMatchObject({ as_of: '2026-10-31' }));
    expect(callsTo(calls.slice(before), '/api/reports/receivables').map((p) => p.as_of)).toEqual(['2026-10-31']);
    expect(screen.getByLabelText('As of')).toHaveValue('2026-10-31');
  });

  it('let the other end of the collections range go when one end moves past it or over 120 months from it', async () => {
    const calls = financeReportServer([], months());
    renderScreen(<ReportsPage />, { at: `${AT}?tab=collections&from=2026-08&to=2026-09` });
    await screen.findByText('Sep 2026');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10' } });
    await waitFor(() => expect(callsTo(calls, '/api/reports/collections').at(-1)).toEqual({ from: '2026-10' }));
    expect(await screen.findByText('Nov 2026')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09' } });
    await waitFor(() => expect(callsTo(calls, '/api/reports/collections').at(-1)).toEqual({ to: '2026-09' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2010-01' } });
    await waitFor(() => expect(callsTo(calls, '/api/reports/collections').at(-1)).toEqual({ from: '2010-01' }));
    // Every range asked was one the server takes.
    expect(callsTo(calls, '/api/reports/collections').filter((p) => p.from && p.to && p.from > p.to)).toEqual([]);
  });
});
