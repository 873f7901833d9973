import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@firm/shared/runtime';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { clientInvoice, clientInvoicesReply, daysFrom } from '@firm/shared/features/billing/testing';
import { clientFilingsReply } from '@firm/shared/features/compliance/testing';
import { clientTask, clientTasksReply } from '@firm/shared/features/projects/testing';
import type { ClientInvoice, ClientTask } from '@firm/shared/domain/client-portal';
import { DashboardPage } from './dashboard';

/** The client portal's calls answered by each capability's fake (no filings due); returns every call made. */
function clientPortalServer(
  invoices: ClientInvoice[],
  options: { tasks?: ClientTask[]; override?: (request: MockRequest) => MockReply | undefined } = {},
) {
  return mockApi(
    (request) =>
      options.override?.(request) ??
      clientTasksReply(options.tasks ?? [], request) ??
      clientFilingsReply([], request) ??
      clientInvoicesReply(invoices, request) ?? { status: 404, data: { success: false, message: 'Not found', code: 'NOT_FOUND' } },
  );
}

const AT = '/dashboard/client';
/** Twelve ongoing Projects (more than a page, so the cards cannot come from the rows) and two completed. */
const TASKS = [
  ...Array.from({ length: 12 }, (_, i) => clientTask(i + 1, i % 2 ? 'in_progress' : 'open')),
  clientTask(13, 'closed'),
  clientTask(14, 'closed'),
];
// Project 03 files a compliance; its date is the statutory due date, and says so.
TASKS[2] = { ...TASKS[2]!, statutory_due: true };
/** One unpaid invoice (overdue), an older one partly paid, and a paid one. */
const INVOICES = [
  clientInvoice(1, { due_date: daysFrom(-2), task_name: 'GST returns' }),
  clientInvoice(2, { invoice_date: daysFrom(-30), total_paise: 590_000, paid_paise: 90_000, task_name: 'ITR filing' }),
  clientInvoice(3, { total_paise: 236_000, paid_paise: 236_000, task_name: 'TDS returns' }),
];

const signIn = () =>
  useSessionStore.getState().signIn('token', { id: 1, name: 'Asha Rao', email: 'asha@example.com', role: 'client', client_id: 7 });
const listTexts = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('client DashboardPage', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    signIn();
  });

  it('welcomes the client contact back by e-mail and shows the four cards as the server counted them', async () => {
    const calls = clientPortalServer(INVOICES, { tasks: TASKS });
    renderScreen(<DashboardPage />, { at: AT });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('14'));
    expect(screen.getByRole('region', { name: 'Completed' })).toHaveTextContent('2');
    expect(screen.getByRole('region', { name: 'Ongoing' })).toHaveTextContent('12');
    // ₹11,800 unpaid + ₹5,000 still due on the partly paid one: the server's summary, not the rows.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹16,800.00'));
    expect(calls.filter((c) => c.url === '/api/client-portal/tasks')[0]).toMatchObject({
      params: { client_id: '7', page: '1', limit: '10', tab: 'ongoing' },
    });
    expect(calls.filter((c) => c.url === '/api/client-portal/invoices').map((c) => c.params?.tab)).toEqual(['unpaid', 'partially_paid']);
  });

  it('lists the client’s ongoing and completed Projects, and unpaid (partly paid included) and paid invoices', async () => {
    const calls = clientPortalServer(INVOICES, { tasks: TASKS });
    const { user } = renderScreen(<DashboardPage />, { at: AT });
    expect(screen.getByRole('tab', { name: 'Project', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Project 01')).toBeInTheDocument();
    expect(listTexts()).toHaveLength(10);
    expect(listTexts()[1]).toMatch(/^Project 02Work for project 2 · Due .*In Progress$/);
    expect(listTexts()[2]).toMatch(/^Project 03Work for project 3 · Statutory due .*Pending$/);

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('Project 13')).toBeInTheDocument();
    expect(listTexts()).toHaveLength(2);
    expect(listTexts()[0]).toMatch(/Completed$/);
    expect(calls.at(-1)).toMatchObject({ url: '/api/client-portal/tasks', params: { tab: 'completed' } });

    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText('INV/2026-27/0001 · GST returns')).toBeInTheDocument();
    // Newest first; what each still owes; the overdue one says so.
    expect(listTexts()).toEqual([
      expect.stringMatching(/^INV\/2026-27\/0001 · GST returnsDue .* · Overdue₹11,800.00Unpaid$/),
      expect.stringMatching(/^INV\/2026-27\/0002 · ITR filingDue [^·]*₹5,000.00Partially Paid$/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('INV/2026-27/0003 · TDS returns')).toBeInTheDocument();
    expect(listTexts()).toEqual([expect.stringMatching(/₹2,360.00Paid$/)]);
    expect(calls.at(-1)).toMatchObject({ url: '/api/client-portal/invoices', params: { tab: 'paid', client_id: '7' } });
    expect(screen.getByRole('link', { name: 'View all invoices' })).toHaveAttribute('href', '/dashboard/client/invoices');
  });

  it('shows the empty message of each tab and status the client switches to', async () => {
    clientPortalServer([], { tasks: [] });
    const { user } = renderScreen(<DashboardPage />, { at: AT });
    expect(await screen.findByText('No ongoing projects found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹0.00'));
    expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('No completed projects found')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(await screen.findByText('No unpaid invoices found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('No paid invoices found')).toBeInTheDocument();
  });

  it('shows a failed list with Retry, which loads it again', async () => {
    let fail = true;
    clientPortalServer(INVOICES, {
      tasks: TASKS,
      override: (request) =>
        fail && request.url === '/api/client-portal/tasks'
          ? { status: 500, data: { success: false, message: 'Internal server error', code: 'INTERNAL' } }
          : undefined,
    });
    const { user } = renderScreen(<DashboardPage />, { at: AT });
    expect(await screen.findByText('Failed to load tasks')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('—');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Outstanding' })).toHaveTextContent('₹16,800.00'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Project 01')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Total Projects' })).toHaveTextContent('14');
  });

  it('tells an account the portal refuses whom to ask, instead of the cards and lists', async () => {
    clientPortalServer(INVOICES, {
      override: () => ({ status: 403, data: { success: false, message: 'User not found or inactive', code: 'FORBIDDEN' } }),
    });
    renderScreen(<DashboardPage />, { at: AT });
    expect(await screen.findByText('Client Portal Access Error')).toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Outstanding' })).not.toBeInTheDocument();
  });

  it('does not crash and shows a dash when opened without sign-in, without calling the server', () => {
    useSessionStore.getState().signOut();
    const calls = clientPortalServer(INVOICES);
    renderScreen(<DashboardPage />, { at: AT });
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Client ID not found. Please sign in again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
