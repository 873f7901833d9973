import { screen, waitFor, within } from '@testing-library/react';
import { bodyRows, renderScreen } from '@firm/shared/ui/testing';
import { projectRow, projectServer } from '../testing/project-server';
import { expectTeamProjectsHead } from '../testing/team-projects-steps';
import { SupervisorProjectsPage as ProjectsPage } from './supervisor-projects';

const AT = '/dashboard/supervisor/tasks';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** 23 Projects: 1 overdue, 2 unassigned, 3 in progress, 1 pending review, one asking the caller a question. */
function projects() {
  return Array.from({ length: 23 }, (_, i) =>
    projectRow(i + 1, {
      workflow_status: i < 3 ? 'in_progress' : i === 3 ? 'pending_review' : 'open',
      ...(i === 0 ? { due_date: daysAgo(5), task_name: 'GST return March' } : {}),
      ...(i >= 21 ? { assignee_id: null, assignee_name: null, assignment_status: 'not_assigned' as const } : {}),
      ...(i === 4 ? { require_clarification: true, task_name: 'Audit query' } : {}),
    }),
  );
}

describe('the supervisor’s Project Management screen', () => {
  it('shows the header counts and the first page of ten, nearest due date first, with the spec’s pager', async () => {
    const calls = projectServer(projects());
    renderScreen(<ProjectsPage />, { at: AT });
    await expectTeamProjectsHead(calls, {
      heading: 'Project Management',
      subtitle: 'Manage team Projects and assignments',
      first: 'GST return March',
      cards: [
        ['Unassigned', '2'],
        ['Overdue', '1'],
        ['In Progress', '3'],
        ['Pending Review', '1'],
      ],
    });
    expect(screen.getByText('Showing 1 to 10 of 23 results · Page 1 of 3')).toBeInTheDocument();
    const [first, second] = bodyRows('Projects');
    for (const text of ['Rao Textiles', 'GST return March', 'Work of project 1', 'In Progress', 'Priya Nair', 'Overdue'])
      expect(first).toHaveTextContent(text);
    expect(second).not.toHaveTextContent('Overdue');
    expect(within(first!).getByRole('button', { name: 'View details of GST return March' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Edit GST return March' })).toBeInTheDocument();
  });

  it('sends each filter to the server and keeps the header counts', async () => {
    const calls = projectServer(projects());
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    await screen.findByText('GST return March');
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByLabelText(label));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Status', 'In Progress');
    await waitFor(() => expect(bodyRows('Projects')).toHaveLength(3));
    expect(calls.at(-1)).toMatchObject({ params: { status: 'in_progress', page: '1' } });
    await choose('Client', 'Mehta Foods');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { status: 'in_progress', client_id: '2' } }));
    await waitFor(() => expect(bodyRows('Projects')).toHaveLength(1));
    await choose('Supervisor', 'Priya Nair');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { assignee_id: '7' } }));
    await choose('Due Date', 'Next 21 days');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { due: '21' } }));
    await choose('Clarifications', 'Clarifications');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { clarifications: 'true' } }));
    expect(within(screen.getByRole('region', { name: 'In Progress' })).getByText('3')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search projects...'), 'audit');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { search: 'audit' } }));
  });

  it('marks the Projects waiting on the client and filters them on the server', async () => {
    const all = projects().map((p, i) => (i === 1 ? { ...p, waiting_on_client: true, task_name: 'ITR with Form 16 owed' } : p));
    const calls = projectServer(all);
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    const name = await screen.findByText('ITR with Form 16 owed');
    expect(within(name.closest('tr')!).getByText('Waiting on client')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Documents'));
    await user.click(await screen.findByRole('option', { name: 'Waiting on client' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { waiting_on_client: 'true' } }));
    await waitFor(() => expect(bodyRows('Projects')).toHaveLength(1));
  });

  it('offers the due windows of the spec and the four team statuses, never Closed', async () => {
    projectServer(projects());
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    await screen.findByText('GST return March');
    await user.click(screen.getByLabelText('Status'));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((o) => o.textContent)).toEqual(['All Statuses', 'Open', 'In Progress', 'Pending Review', 'Ready for Close']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Due Date'));
    const windows = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(windows.map((o) => o.textContent)).toEqual([
      'All',
      'Overdue',
      'Next 7 days',
      'Next 15 days',
      'Next 21 days',
      'Next 30 days',
      'Next 45 days',
    ]);
  });

  it('pages on the server', async () => {
    const calls = projectServer(projects());
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    await screen.findByText('GST return March');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 results · Page 2 of 3')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ params: { page: '2', limit: '10' } });
  });

  it('says so when no Project matches', async () => {
    projectServer(projects());
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    await screen.findByText('GST return March');
    await user.type(screen.getByPlaceholderText('Search projects...'), 'no such project');
    expect(
      await screen.findByText("No projects found matching the current filters. You don't have any assigned Projects yet."),
    ).toBeInTheDocument();
  });

  it('names what failed to load', async () => {
    projectServer([], { options: { status: 500, data: { success: false, message: 'down' } } });
    renderScreen(<ProjectsPage />, { at: AT });
    expect(await screen.findByText('Server error while fetching clients')).toBeInTheDocument();
  });
});
