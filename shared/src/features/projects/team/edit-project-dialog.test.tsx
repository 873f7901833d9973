import { screen, waitFor, within } from '@testing-library/react';
import { openDialog, renderScreen } from '@firm/shared/ui/testing';
import { projectRow, projectServer } from '../testing/project-server';
import { SupervisorProjectsPage as ProjectsPage } from './supervisor-projects';

const AT = '/dashboard/supervisor/tasks';
const projects = () => [projectRow(1, { task_name: 'GST return March', workflow_status: 'in_progress' }), projectRow(2)];

async function openEdit() {
  const view = renderScreen(<ProjectsPage />, { at: AT });
  await view.user.click(await screen.findByRole('button', { name: 'Edit GST return March' }));
  // The loading dialog is replaced by the form once the Project is there: find the form by its button.
  await screen.findByRole('button', { name: 'Update Project' });
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Edit Task' }) };
}

describe('the supervisor’s Project dialogs', () => {
  it('shows a Project’s details with its history, read-only', async () => {
    projectServer(projects());
    const { dialog } = await openDialog(<ProjectsPage />, 'View details of GST return March', { at: AT, dialog: 'GST return March' });
    for (const text of [
      'Client',
      'Rao Textiles',
      'Status',
      'In Progress',
      'Project Name',
      'Description',
      'Assigned To',
      'Priya Nair',
      'Due Date',
      'Created',
    ])
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('tab', { name: 'Comments' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Activity Logs' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Clarifications' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Comment' })).not.toBeInTheDocument();
  });

  it('offers the four team statuses, never Closed, and saves status and assignee as Update Project', async () => {
    const calls = projectServer(projects());
    const { user, dialog } = await openEdit();
    for (const text of ['Rao Textiles', 'GST return March', 'Work of project 1'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Status'));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((o) => o.textContent)).toEqual(['Open', 'In Progress', 'Pending Review', 'Ready for Close']);
    await user.click(screen.getByRole('option', { name: 'Pending Review' }));
    await user.click(within(dialog).getByLabelText('Assigned To'));
    await user.click(await screen.findByRole('option', { name: 'Ravi Iyer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/tasks/1', body: { workflow_status: 'pending_review', assignee_id: 9 } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Task' })).not.toBeInTheDocument());
  });

  it('shows the server’s reason for a refused update, else Failed to update task, and stays open', async () => {
    let reply: { status: number; data: unknown } = {
      status: 403,
      data: { success: false, message: 'This Project is closed', code: 'TASK_CLOSED' },
    };
    projectServer(projects(), { onWrite: (call) => (call.method === 'PUT' ? reply : undefined) });
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('This Project is closed')).toBeInTheDocument();
    reply = { status: 500, data: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Update Project' }));
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
  });

  it('adds a comment and asks for an advisor before saving a clarification', async () => {
    const calls = projectServer(projects());
    const { user, dialog } = await openEdit();
    await user.type(within(dialog).getByLabelText('Add a comment'), 'Client sent the invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await within(dialog).findByText('Client sent the invoices')).toBeInTheDocument();
    const comment = calls.find((c) => c.url === '/api/tasks/1/comments');
    expect(comment?.form?.get('comment_text')).toBe('Client sent the invoices');

    await user.click(within(dialog).getByRole('tab', { name: 'Clarifications' }));
    await user.click(within(dialog).getByLabelText('Is clarification required?'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Clarification' }));
    expect(await within(dialog).findByText('Please select an advisor when clarification is required.')).toBeInTheDocument();
  });
});
