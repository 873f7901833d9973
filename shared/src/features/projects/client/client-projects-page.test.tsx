import { screen, waitFor } from '@testing-library/react';
import type { ClientTask } from '@firm/shared/domain/client-portal';
import { clientTask, clientTasksReply } from '@firm/shared/features/projects/testing';
import { useSessionStore } from '@firm/shared/runtime';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import {
  bodyRows,
  chooseOverdue,
  expectFailedLoad,
  expectFiltered,
  expectScreenHead,
  optionsOf,
  pageToSecond,
  renderScreen,
} from '@firm/shared/ui/testing';
import { ClientProjectsPage as ProjectsPage } from './client-projects-page';

const AT = '/dashboard/client/tasks';
// Twelve ongoing Projects (the first overdue on 21 Nov 2026) and two completed ones, soonest due first.
const ALL = [
  ...Array.from({ length: 12 }, (_, i) => clientTask(i + 1, i % 2 ? 'in_progress' : 'open', `2026-11-${String(10 + i).padStart(2, '0')}`)),
  clientTask(13, 'closed', '2026-12-01'),
  clientTask(14, 'closed', null),
];
// Project 03 files a compliance; its date is the statutory due date, and says so.
ALL[2] = { ...ALL[2]!, statutory_due: true };
// The day the fake server counts from: Project 01 (due 10 Nov 2026) alone is overdue.
const TODAY = '2026-11-11';
// The screen asks for its list alone.
const reply = (rows: ClientTask[], request: MockRequest): MockReply => clientTasksReply(rows, request, TODAY) ?? { status: 404, data: {} };
const server = (rows: ClientTask[] = ALL) => mockApi((request) => reply(rows, request));

const signIn = () =>
  useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client', client_id: 7 });

describe('the client’s My Projects screen', () => {
  beforeEach(() => {
    useSessionStore.getState().signOut();
    signIn();
  });

  it('shows the cards, the completion and the first ten ongoing Projects, and pages with Previous and Next on the server', async () => {
    const calls = server();
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    expectScreenHead('My Projects', 'Track your project progress');
    expect(await screen.findByText('Project 01')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/client-portal/tasks',
      params: { client_id: '7', page: '1', limit: '10', tab: 'ongoing' },
    });
    expect(bodyRows('Ongoing projects')).toHaveLength(10);
    expect(bodyRows('Ongoing projects')[0]).toHaveTextContent('Project 01Sahyadri FoodsWork for project 1Pending10 Nov 2026');
    expect(bodyRows('Ongoing projects')[1]).toHaveTextContent('In Progress');
    expect(bodyRows('Ongoing projects')[1]).not.toHaveTextContent('Statutory');
    expect(bodyRows('Ongoing projects')[2]).toHaveTextContent('12 Nov 2026Statutory due date');
    for (const [label, value] of [
      ['Total', '14'],
      ['Ongoing', '12'],
      ['Completed', '2'],
      ['Overdue', '1'],
    ]) {
      expect(screen.getByRole('region', { name: label })).toHaveTextContent(value!);
    }
    expect(screen.getByRole('region', { name: 'Project completion' })).toHaveTextContent('2 of 14 completed (14%)');
    expect(screen.getByRole('progressbar', { name: 'Project completion' })).toHaveAttribute('aria-valuenow', '14');

    await pageToSecond(user, {
      total: '12 total tasks',
      table: 'Ongoing projects',
      cells: ['Project 11', 'Project 12'],
      calls,
      params: { page: '2', tab: 'ongoing' },
    });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 2 (12 total tasks)')).toBeInTheDocument();
  });

  it('sends the due-date and status filters to the server, back on the first page', async () => {
    const calls = server();
    const { user } = renderScreen(<ProjectsPage />, { at: `${AT}?page=2` });
    expect(await screen.findByText('Page 2 of 2 (12 total tasks)')).toBeInTheDocument();

    await chooseOverdue(user, 'All Projects');
    await expectFiltered(calls, { due: 'overdue', page: '1', tab: 'ongoing', client_id: '7' }, 'Ongoing projects', 1);
    expect(screen.getByText('Page 1 of 1 (1 total tasks)')).toBeInTheDocument();

    expect(await optionsOf(user, 'Status')).toEqual(['All Status', 'Pending', 'In Progress', 'Completed', 'Closed', 'On Hold']);
    await user.click(screen.getByRole('option', { name: 'In Progress' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { due: 'overdue', workflow_status: 'in_progress' } }));
    expect(await screen.findByText('No ongoing projects found')).toBeInTheDocument();
    expect(screen.queryByText(/total tasks/)).not.toBeInTheDocument();
  });

  it('says so when a tab has no Projects, and lists the completed ones on the Completed tab', async () => {
    const calls = server(ALL.filter((t) => t.workflow_status !== 'closed' && t.task_id > 100));
    const { user } = renderScreen(<ProjectsPage />, { at: AT });
    expect(await screen.findByText('No ongoing projects found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No completed projects found')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ params: { tab: 'completed', page: '1' } });
    expect(screen.getByRole('tab', { name: 'Completed', selected: true })).toBeInTheDocument();
  });

  it('opens on the view a link gives: the Completed tab with its rows, an undated one last', async () => {
    const calls = server();
    renderScreen(<ProjectsPage />, { at: `${AT}?tab=completed` });
    await waitFor(() => expect(bodyRows('Completed projects')).toHaveLength(2));
    expect(calls[0]!.params).toMatchObject({ tab: 'completed' });
    expect(bodyRows('Completed projects')[0]).toHaveTextContent('Completed01 Dec 2026');
    expect(bodyRows('Completed projects')[1]).toHaveTextContent('No due date');
    expect(screen.getByText('Page 1 of 1 (2 total tasks)')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which loads the page again', async () => {
    await expectFailedLoad(<ProjectsPage />, {
      at: AT,
      failure: { success: false, message: 'Internal server error', code: 'INTERNAL' },
      message: 'Failed to load tasks',
      retry: 'Retry',
      reload: { server: (request) => reply(ALL, request), shows: 'Project 01' },
    });
  });

  it('tells an account the portal refuses whom to ask, instead of the list', async () => {
    mockApi(() => ({ status: 403, data: { success: false, message: 'User not found or inactive', code: 'FORBIDDEN' } }));
    renderScreen(<ProjectsPage />, { at: AT });
    expect(await screen.findByText('Client Portal Access Error')).toBeInTheDocument();
    expect(screen.getAllByText(/Please contact support/).length).toBeGreaterThan(0);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks to sign in again when the stored client id is missing, without calling the server', () => {
    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn('token', { id: 3, name: 'Meera Joshi', email: 'meera@sahyadri.in', role: 'client' });
    const calls = mockApi(() => ({ status: 200, data: {} }));
    renderScreen(<ProjectsPage />, { at: AT });
    expect(screen.getByText('Client ID not found. Please sign in again.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
