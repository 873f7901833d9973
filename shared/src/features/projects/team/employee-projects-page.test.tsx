import { screen, waitFor, within } from '@testing-library/react';
import { bodyRows, renderScreen } from '@firm/shared/ui/testing';
import { mockApi } from '@firm/shared/runtime/testing';
import { projectRow, projectServer } from '../testing/project-server';
import { expectTeamProjectsHead } from '../testing/team-projects-steps';
import { MyProjectsPage } from './employee-projects';

const AT = '/dashboard/employee/tasks';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** 12 of the employee's Projects: 2 overdue, 1 in progress, 2 pending review. */
function projects() {
  return Array.from({ length: 12 }, (_, i) =>
    projectRow(i + 1, {
      workflow_status: i === 2 ? 'in_progress' : i === 3 || i === 4 ? 'pending_review' : 'open',
      ...(i < 2 ? { due_date: daysAgo(3 + i) } : {}),
      ...(i === 11 ? { due_date: null, task_name: 'Annual filing' } : {}),
    }),
  );
}

describe('the employee’s My Projects screen', () => {
  it('shows the cards and ten of the employee’s Projects, overdue ones marked, without an Assigned To column', async () => {
    const calls = projectServer(projects());
    renderScreen(<MyProjectsPage />, { at: AT });
    await expectTeamProjectsHead(calls, {
      heading: 'My Projects',
      subtitle: 'View and update your assigned Projects',
      first: 'Project 1',
      cards: [
        ['Total Projects', '12'],
        ['Overdue', '2'],
        ['In Progress', '1'],
        ['Pending Review', '2'],
      ],
    });
    const headers = within(screen.getByRole('table', { name: 'Projects' })).getAllByRole('columnheader');
    // Description is left out below a wide screen (1360 px, by CSS: jsdom applies no media query and so
    // always hides it); the view dialog shows it whole.
    expect(headers.map((h) => h.textContent)).toEqual(['Client', 'Project Name', 'Status', 'Due Date', 'Actions']);
    const rows = bodyRows('Projects');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[2]).not.toHaveTextContent('Overdue');
    expect(screen.getByText('Showing 1 to 10 of 12 results · Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
  });

  it('sends its filters to the server: client, the employee’s due windows, clarifications and search', async () => {
    const calls = projectServer(projects());
    const { user } = renderScreen(<MyProjectsPage />, { at: AT });
    await screen.findByText('Project 1');
    await user.click(screen.getByLabelText('Due Date'));
    const windows = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(windows.map((o) => o.textContent)).toEqual([
      'All',
      'Overdue',
      'Next 1 day',
      'Next 3 days',
      'Next 7 days',
      'Next 14 days',
      'Next 15 days',
      'Next 20 days',
      'Next 30 days',
      'Next 31 days',
      'Next 45 days',
    ]);
    await user.click(screen.getByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(bodyRows('Projects')).toHaveLength(2));
    expect(calls.at(-1)).toMatchObject({ params: { due: 'overdue', page: '1' } });
    await user.click(screen.getByLabelText('Client'));
    await user.click(await screen.findByRole('option', { name: 'Rao Textiles' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { due: 'overdue', client_id: '1' } }));
    await user.click(screen.getByLabelText('Clarifications'));
    await user.click(await screen.findByRole('option', { name: 'Clarifications' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { clarifications: 'true' } }));
    expect(
      await screen.findByText("No projects found matching the current filters. You don't have any assigned Projects yet."),
    ).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search projects...'), 'annual');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { search: 'annual' } }));
  });

  it('shows a Project without a due date as such', async () => {
    projectServer(projects());
    renderScreen(<MyProjectsPage />, { at: `${AT}?page=2` });
    expect(await screen.findByText('Annual filing')).toBeInTheDocument();
    expect(bodyRows('Projects').at(-1)).toHaveTextContent('No due date');
  });

  it('maps a failed load as the employee page does', async () => {
    mockApi(() => ({ status: 403, data: { success: false, message: 'Forbidden' } }));
    renderScreen(<MyProjectsPage />, { at: AT });
    // The list says it in place (with Try Again); the failed client options say it in a toast, which is an
    // alert too and may already show.
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    const alert = screen.getAllByRole('alert').find((a) => a.contains(retry));
    expect(alert).toHaveTextContent("You don't have permission to access this resource.");
  });
});
