import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { theme } from '@firm/shared/ui';
import { columnTexts, expectFailedLoad, expectScreenHead, listServerReply, renderScreen } from '@firm/shared/ui/testing';
import type { TaskListRow } from '@firm/shared/domain/project';
import { projectRow } from './testing/project-fixtures';
import { ProjectsPage } from './projects-page';

const NOW = new Date('2026-11-20T06:00:00.000Z');
const rows: TaskListRow[] = [
  projectRow({
    task_id: 1,
    task_name: 'GST Return Q2',
    client_name: 'Acme Traders',
    due_date: '2026-11-10',
    workflow_status: 'in_progress',
  }),
  projectRow({
    task_id: 2,
    task_name: 'Audit FY26',
    client_name: 'Bharat Steel',
    due_date: '2026-12-01',
    assignee_id: null,
    assignee_name: null,
    assignment_status: 'not_assigned',
  }),
  projectRow({ task_id: 3, task_name: 'TDS Filing', client_name: 'Zenith Exports', due_date: null }),
];
const summary = { total: 14, ongoing: 9, completed: 5, assigned: 11, unassigned: 3, overdue: 2, in_progress: 4, pending_review: 1 };

const list =
  (all: TaskListRow[] = rows) =>
  (request: MockRequest): MockReply =>
    listServerReply(all, request, {
      wrap: (tasks) => ({ tasks }),
      searchIn: (t) => [t.task_name],
      filters: {
        company: (t, v) => t.client_name.toLowerCase().includes(v.toLowerCase()),
        status: (t, v) => t.workflow_status === v,
        waiting_on_client: (t, v) => String(Boolean(t.waiting_on_client)) === v,
      },
      sortBy: { name: (t) => t.task_name, client: (t) => t.client_name, created: (t) => t.created_at },
      summary: () => summary,
    });

const names = () => columnTexts(0, 'Projects');
const lastListCall = (calls: MockRequest[]) => calls.filter((c) => c.url === '/api/tasks/').at(-1)!.params;

describe('admin Projects page', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: NOW,
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('shows the header counts and the rows the server sent, ten a page, newest first', async () => {
    const calls = mockApi(list());
    renderScreen(<ProjectsPage />);
    expectScreenHead('Projects', 'Manage tasks, assignments, and track progress');
    await screen.findByText('GST Return Q2');
    const counts = screen.getByRole('list', { name: 'Project counts' });
    for (const [label, value] of [
      ['Total', '14'],
      ['Ongoing Projects', '9'],
      ['Completed', '5'],
      ['Assigned', '11'],
      ['Unassigned', '3'],
    ]) {
      expect(within(within(counts).getByText(label).parentElement!).getByText(value)).toBeInTheDocument();
    }
    expect(lastListCall(calls)).toEqual({ page: '1', limit: '10', sort: 'created', order: 'desc' });
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(within(table).getByText('Unassigned')).toBeInTheDocument();
    expect(within(table).getByText('In Progress')).toBeInTheDocument();
    expect(within(table).getByText('No due date')).toBeInTheDocument();
    // Past in red, today or later in green (the theme's error and success colours).
    expect(within(table).getByText('10 Nov 2026')).toHaveStyle({ color: theme.palette.error.main });
    expect(within(table).getByText('01 Dec 2026')).toHaveStyle({ color: theme.palette.success.main });
    // One page: no pager.
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('sends the filters to the server and says when nothing matches', async () => {
    const calls = mockApi(list());
    const { user } = renderScreen(<ProjectsPage />);
    await screen.findByText('GST Return Q2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Pending Review' }));
    expect(await screen.findByText('No Projects found matching your criteria.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Due Date' }));
    await user.click(screen.getByRole('option', { name: 'Next 15 days' }));
    await user.click(screen.getByRole('combobox', { name: 'Clarification' }));
    await user.click(screen.getByRole('option', { name: 'Clarifications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by company...' }), 'acme');
    // Each box is debounced: one at a time, as a person types.
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ company: 'acme' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by project name...' }), 'gst');
    await waitFor(() =>
      expect(lastListCall(calls)).toMatchObject({
        status: 'pending_review',
        due: '15',
        clarifications: 'true',
        company: 'acme',
        search: 'gst',
      }),
    );
  });

  it('marks the Projects waiting on the client and lists only them on asking, their status untouched', async () => {
    const waiting = [{ ...rows[0]!, waiting_on_client: true }, rows[1]!, rows[2]!];
    const calls = mockApi(list(waiting));
    const { user } = renderScreen(<ProjectsPage />);
    await screen.findByText('GST Return Q2');
    const table = screen.getByRole('table', { name: 'Projects' });
    const row = within(table).getByText('GST Return Q2').closest('tr')!;
    expect(within(row).getByText('Waiting on client')).toBeInTheDocument();
    expect(within(row).getByText('In Progress')).toBeInTheDocument();
    expect(within(table).getAllByText('Waiting on client')).toHaveLength(1);
    await user.click(screen.getByRole('combobox', { name: 'Documents' }));
    await user.click(screen.getByRole('option', { name: 'Waiting on client' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ waiting_on_client: 'true' }));
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('GST Return Q2')]));
  });

  it('sorts on the server by the clicked column, toggling the order and going back to page 1', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      projectRow({ task_id: i + 1, task_name: `Project ${String(i + 1).padStart(2, '0')}` }),
    );
    const calls = mockApi(list(many));
    const { user } = renderScreen(<ProjectsPage />);
    await screen.findByText('Showing 1 to 10 of 23 results');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(lastListCall(calls)).toMatchObject({ page: '2' });
    await user.click(screen.getByRole('button', { name: 'Project Name' }));
    await waitFor(() => expect(lastListCall(calls)).toEqual({ page: '1', limit: '10', sort: 'name', order: 'asc' }));
    await screen.findByText('Page 1 of 3');
    expect(names()[0]).toBe('Project 01');
    await user.click(screen.getByRole('button', { name: 'Project Name' }));
    await waitFor(() => expect(lastListCall(calls)).toMatchObject({ sort: 'name', order: 'desc' }));
    await waitFor(() => expect(names()[0]).toBe('Project 23'));
    for (const label of ['Client', 'Status', 'Assigned To', 'Created Date', 'Due Date']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says when there are no Projects at all', async () => {
    mockApi(list([]));
    renderScreen(<ProjectsPage />);
    expect(await screen.findByText('No Projects found')).toBeInTheDocument();
  });

  it('shows a failed load with Try Again', async () => {
    await expectFailedLoad(<ProjectsPage />, {
      failure: { success: false, message: 'Database unavailable' },
      message: 'Database unavailable',
      retry: 'Try Again',
      reload: { server: list(), shows: 'GST Return Q2' },
    });
  });
});
