import { screen, within } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { renderScreen } from '@firm/shared/ui/testing';
import type { MockRequest } from '@firm/shared/runtime/testing';
import { complianceServer, gstr1 } from './testing/compliance-server';
import { ComplianceBoardPage } from './compliance-board-page';
import { prefetchComplianceBoard } from './api/board-prefetch';

// The board shows each client's period in words (filed on time), filters by assignee, and a
// cell opens the role's Project dialog.

function ProjectDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  return (
    <div role="dialog" aria-label={`Project ${projectId}`}>
      <button onClick={onClose}>Close</button>
    </div>
  );
}

/** The params of the last call to `url`. */
const lastParams = (calls: MockRequest[], url: string) => calls.filter((c) => c.url === url).pop()!.params;

/** Narrows to Ravi Iyer's filings: Mehta Foods (not his) leaves `table`, and this month's filed count reads `filed`. */
async function narrowToRavi(user: ReturnType<typeof renderScreen>['user'], table: HTMLElement, filed: string) {
  await user.click(screen.getByLabelText('Assignee'));
  await user.click(await screen.findByRole('option', { name: 'Ravi Iyer' }));
  expect(await screen.findByText(`Filed this month: ${filed}`)).toBeInTheDocument();
  expect(within(table).queryByText('Mehta Foods')).not.toBeInTheDocument();
}

describe('ComplianceBoardPage', () => {
  it('shows at once the board its routes module asked for as the page opened, without asking again', async () => {
    // The second compliance has subscribers, so the server opens the board on it (the first has none).
    const calls = complianceServer([gstr1({ subscriptions: 0 }), gstr1({ id: 2, code: 'GSTR3B', name: 'GSTR-3B', subscriptions: 2 })]);
    await prefetchComplianceBoard();
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/compliance/board', '/api/compliances']);
    expect(calls.find((c) => c.url === '/api/compliance/board')!.params).toEqual({ page: 1, limit: 25 });
    renderScreen(<ComplianceBoardPage ProjectDialog={ProjectDialog} />, { queryClient });
    // The first render shows the rows: nothing to wait for.
    const table = screen.getByRole('table', { name: 'GSTR-3B by client and period' });
    expect(within(table).getByText('Mehta Foods')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/compliance/board' || c.url === '/api/compliances')).toHaveLength(2);
    expect(screen.getByLabelText('Compliance')).toHaveTextContent('GSTR-3B');
    queryClient.clear();
  });

  it('shows the clients’ filings, narrows to one assignee, and opens a cell’s Project', async () => {
    const calls = complianceServer([gstr1({ subscriptions: 2 })]);
    const { user } = renderScreen(<ComplianceBoardPage ProjectDialog={ProjectDialog} />);
    const table = await screen.findByRole('table', { name: 'GSTR-1 by client and period' });
    expect(await within(table).findByText('Mehta Foods')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Oct 2026: Filed on time, due 11 Nov 2026/ })).toHaveLength(2);
    expect(screen.getByText('Filed this month: 2')).toBeInTheDocument();

    await narrowToRavi(user, table, '1');
    expect(lastParams(calls, '/api/compliance/board')).toMatchObject({ assignee_id: 9, compliance_id: 1 });

    await user.click(within(table).getByRole('button', { name: /^Oct 2026: Filed on time/ }));
    expect(screen.getByRole('dialog', { name: 'Project 41' })).toBeInTheDocument();
  });

  it('narrows to the clients whose Project waits on the client', async () => {
    const calls = complianceServer([gstr1({ subscriptions: 2 })]);
    const { user } = renderScreen(<ComplianceBoardPage ProjectDialog={ProjectDialog} />);
    const table = await screen.findByRole('table', { name: 'GSTR-1 by client and period' });
    expect(await within(table).findByText('Rao Textiles')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /waiting on client/ })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Waiting on client' }));
    expect(await screen.findByText('Filed this month: 1')).toBeInTheDocument();
    expect(within(table).queryByText('Rao Textiles')).not.toBeInTheDocument();
    expect(within(table).getByText('Mehta Foods')).toBeInTheDocument();
    expect(lastParams(calls, '/api/compliance/board')).toMatchObject({ waiting_on_client: true, page: 1 });
  });

  it('turns to the compliances across for one month, with the same filters, and a cell opens its Project', async () => {
    const calls = complianceServer([gstr1({ subscriptions: 2 })]);
    const { user } = renderScreen(<ComplianceBoardPage ProjectDialog={ProjectDialog} />);
    await screen.findByRole('table', { name: 'GSTR-1 by client and period' });
    await user.click(screen.getByRole('button', { name: 'Compliances across' }));
    const table = await screen.findByRole('table', { name: 'Compliances of Oct 2026 by client' });
    expect(screen.queryByLabelText('Compliance')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^GSTR-3B.*Oct 2026 · Due 20 Nov 2026/ })).toBeInTheDocument();
    const rao = within(table).getByRole('row', { name: /Rao Textiles/ });
    expect(within(rao).getByLabelText('Not subscribed')).toBeInTheDocument();
    const mehta = within(table).getByRole('row', { name: /Mehta Foods/ });
    expect(within(mehta).getByText('Not opened')).toBeInTheDocument();
    expect(screen.getByText('Due this week: 1')).toBeInTheDocument();

    await narrowToRavi(user, table, '0');
    expect(lastParams(calls, '/api/compliance/period-board')).toMatchObject({ assignee_id: 9, page: 1 });

    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('table', { name: 'Compliances of Nov 2026 by client' })).toBeInTheDocument();
    expect(lastParams(calls, '/api/compliance/period-board')).toMatchObject({ month: '2026-11' });

    await user.click(screen.getByRole('button', { name: /^GSTR-1 Nov 2026: Filed on time/ }));
    expect(screen.getByRole('dialog', { name: 'Project 41' })).toBeInTheDocument();
  });
});
