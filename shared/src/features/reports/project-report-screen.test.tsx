import { screen, waitFor, within } from '@testing-library/react';
import { bodyRows, renderScreen } from '@firm/shared/ui/testing';
import { ProjectReportScreen } from './project-report-screen';
import { reportRow, reportServer, TODAY } from './testing/report-server';

const AT = '/dashboard/supervisor/reports';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** 13 Projects: one overdue, one unassigned, two closed. */
function projects() {
  return Array.from({ length: 13 }, (_, i) =>
    reportRow(i + 1, {
      ...(i === 0 ? { name: 'GST return March', due_date: daysAgo(3), overdue: true } : {}),
      ...(i === 1 ? { assignment_status: 'not_assigned' as const, assignee_id: null, assignee_name: null } : {}),
      ...(i >= 11
        ? { workflow_status: 'closed' as const, workflow_status_group: 'completed' as const, completed_at: '2026-11-20T06:00:00.000Z' }
        : {}),
    }),
  );
}

const card = (label: string) => screen.getByRole('region', { name: label });

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe("the supervisor's Reports & Analytics", () => {
  it('shows the cards over the filtered rows, the table of §2.5 and a page of ten from the server', async () => {
    const calls = reportServer(projects());
    renderScreen(<ProjectReportScreen variant="staff" />, { at: AT });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Project Reports' })).toBeInTheDocument();
    expect(await screen.findByText('GST return March')).toBeInTheDocument();
    expect(within(card('Total Projects')).getByText('13')).toBeInTheDocument();
    expect(within(card('Assigned')).getByText('12')).toBeInTheDocument();
    expect(within(card('Completed')).getByText('2')).toBeInTheDocument();
    expect(within(card('Overdue')).getByText('1')).toBeInTheDocument();
    // Every column of §2.5; Assignment Status and Status Group show from a wide screen up (jsdom has no width).
    const heads = within(screen.getByRole('table', { name: 'Project Reports' })).getAllByRole('columnheader', { hidden: true });
    expect(heads.map((h) => h.textContent)).toEqual([
      'Project Name',
      'Client',
      'Service Category',
      'Assignment Status',
      'Workflow Status',
      'Status Group',
      'Assignee',
      'Due Date',
      'Created Date',
    ]);
    expect(bodyRows('Project Reports')).toHaveLength(10);
    expect(bodyRows('Project Reports')[0]).toHaveTextContent('Overdue');
    expect(calls.find((c) => c.url === '/api/reports/projects')).toMatchObject({
      params: { page: '1', limit: '10', sort: 'due', order: 'asc' },
    });
    expect(screen.getByText('Showing 1 to 10 of 13 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('sends every filter to the server, the due range inclusive at both ends, and counts the cards again', async () => {
    const calls = reportServer(projects());
    const { user } = renderScreen(<ProjectReportScreen variant="staff" />, { at: AT });
    await screen.findByText('GST return March');
    const choose = async (label: string, option: string) => {
      await user.click(screen.getByLabelText(label));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Status Group', 'Completed');
    await waitFor(() => expect(within(card('Total Projects')).getByText('2')).toBeInTheDocument());
    expect(calls.at(-1)).toMatchObject({ params: { status_group: 'completed', page: '1' } });
    await choose('Status Group', 'All');
    await choose('Workflow Status', 'In Review');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { workflow_status: 'in_review' } }));
    expect(await screen.findByText('No projects found matching the current filters.')).toBeInTheDocument();
    await choose('Workflow Status', 'All Statuses');
    await choose('Assignment Status', 'Not Assigned');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { assignment_status: 'not_assigned' } }));
    await choose('Assignee', 'Priya Nair');
    await choose('Client', 'Mehta Foods');
    await choose('Service Category', 'Income Tax');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ params: { assignee_id: '7', client_id: '2', service_category_id: '4' } }));
    const from = screen.getByLabelText('Due From');
    await user.type(from, TODAY);
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ due_from: TODAY }));
    await user.type(screen.getByLabelText('Due To'), TODAY);
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ due_from: TODAY, due_to: TODAY }));
    await user.type(screen.getByLabelText('Search'), 'mehta');
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ search: 'mehta' }));
  });

  it('exports XLSX by default with the filters of the screen, says so, and saves the file', async () => {
    const calls = reportServer(projects());
    const { user } = renderScreen(<ProjectReportScreen variant="staff" />, { at: AT });
    await screen.findByText('GST return March');
    await user.click(screen.getByLabelText('Status Group'));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(within(card('Total Projects')).getByText('11')).toBeInTheDocument());
    expect(screen.getByLabelText('Export Format')).toHaveTextContent('XLSX');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Export Started')).toBeInTheDocument();
    expect(screen.getByText('Exporting 11 records as XLSX')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = calls.find((c) => c.url === '/api/reports/projects/export')!;
    expect(call.params).toEqual({ sort: 'due', order: 'asc', status_group: 'pending', format: 'xlsx' });
    expect(saved[0]!.download).toMatch(/^projects-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('exports CSV when chosen, and says when the export fails', async () => {
    const calls = reportServer(projects(), { exportStatus: 500 });
    const { user } = renderScreen(<ProjectReportScreen variant="staff" />, { at: AT });
    await screen.findByText('GST return March');
    await user.click(screen.getByLabelText('Export Format'));
    await user.click(await screen.findByRole('option', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exporting 13 records as CSV')).toBeInTheDocument();
    expect(await screen.findByText('Export failed. Please try again.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/reports/projects/export')!.params).toMatchObject({ format: 'csv' });
    expect(saved).toHaveLength(0);
  });
});

describe("the employee's My Reports & Analytics", () => {
  it("shows the employee's cards, columns with Completed Date, no assignee filter, and 'Ongoing Projects' for pending", async () => {
    reportServer(projects());
    const { user } = renderScreen(<ProjectReportScreen variant="employee" />, { at: '/dashboard/employee/reports' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Reports & Analytics' })).toBeInTheDocument();
    await screen.findByText('GST return March');
    expect(within(card('My Tasks')).getByText('13')).toBeInTheDocument();
    const heads = within(screen.getByRole('table', { name: 'Task Reports' })).getAllByRole('columnheader', { hidden: true });
    expect(heads.map((h) => h.textContent)).toEqual([
      'Task Name',
      'Client',
      'Service Category',
      'Assignment Status',
      'Workflow Status',
      'Status Group',
      'Due Date',
      'Created Date',
      'Completed Date',
    ]);
    expect(screen.queryByLabelText('Assignee')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Status Group'));
    const groups = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(groups.map((o) => o.textContent)).toEqual(['All', 'Ongoing Projects', 'Completed']);
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(bodyRows('Task Reports')).toHaveLength(2));
    expect(bodyRows('Task Reports')[0]).toHaveTextContent('20 Nov 2026');
  });

  it('says when nothing matches', async () => {
    reportServer([]);
    renderScreen(<ProjectReportScreen variant="employee" />, { at: '/dashboard/employee/reports' });
    expect(await screen.findByText('No tasks found matching the current filters.')).toBeInTheDocument();
  });
});
