import { screen, within } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { clientFilingsReply } from '../testing/client-filings-server';
import { UpcomingFilingsPanel } from './upcoming-filings';

const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const NOT_FOUND = { status: 404, data: { success: false, message: 'Not found', code: 'NOT_FOUND' } };
const FILINGS = [
  {
    compliance_name: 'GSTR-1',
    period_key: '2026-10',
    period_label: 'Oct 2026',
    statutory_due_date: '2026-11-11',
    state: 'filed_on_time' as const,
    filed_on: '2026-11-10',
    ack_number: 'AA2710260012345',
  },
  {
    compliance_name: 'GSTR-3B',
    period_key: '2026-11',
    period_label: 'Nov 2026',
    statutory_due_date: daysFrom(20),
    state: 'not_started' as const,
    filed_on: null,
    ack_number: null,
  },
];

describe('client dashboard: upcoming filings', () => {
  it('shows each filing with its due date, and what is done with its date and acknowledgement', async () => {
    mockApi((request) => clientFilingsReply(FILINGS, request) ?? NOT_FOUND);
    renderScreen(<UpcomingFilingsPanel clientId="7" />);
    const panel = await screen.findByRole('region', { name: 'Upcoming filings' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'GSTR-1 · Oct 2026Due 11 Nov 2026 · Filed 10 Nov 2026 · ARN AA2710260012345Filed on time',
      expect.stringMatching(/^GSTR-3B · Nov 2026Due \d{2} \w{3} \d{4}Not started$/),
    ]);
  });

  it('says so when nothing is due, and offers a retry when the filings cannot be read', async () => {
    let fail = true;
    mockApi((request) =>
      request.url === '/api/client-portal/filings' && fail
        ? { status: 500, data: { success: false, message: 'Internal error' } }
        : (clientFilingsReply([], request) ?? NOT_FOUND),
    );
    const { user } = renderScreen(<UpcomingFilingsPanel clientId="7" />);
    const panel = await screen.findByRole('region', { name: 'Upcoming filings' });
    expect(await within(panel).findByText('Unable to load your filings. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No filings due in the next 45 days.')).toBeInTheDocument();
  });
});
