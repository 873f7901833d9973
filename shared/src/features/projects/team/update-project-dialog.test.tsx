import { screen, waitFor, within } from '@testing-library/react';
import { openDialog, renderScreen } from '@firm/shared/ui/testing';
import { projectRow, projectServer } from '../testing/project-server';
import { openUpdateProject } from '../testing/team-projects-steps';
import { MyProjectsPage } from './employee-projects';

const AT = '/dashboard/employee/tasks';
const projects = () => [projectRow(1, { task_name: 'GST return March' }), projectRow(2)];

const openUpdate = () => openUpdateProject(<MyProjectsPage />, AT, 'GST return March', 'Comment (optional)');

describe('the employee’s Update Project dialog', () => {
  it('names its button after what changed and is off while nothing has', async () => {
    projectServer(projects());
    const { user, dialog } = await openUpdate();
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Draft sent');
    expect(within(dialog).getByRole('button', { name: 'Add Comment' })).toBeEnabled();
    await user.click(within(dialog).getByLabelText('Status'));
    const statuses = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(statuses.map((o) => o.textContent)).toEqual(['Open', 'In Progress', 'Pending Review', 'Ready for Close']);
    await user.click(screen.getByRole('option', { name: 'In Progress' }));
    expect(within(dialog).getByRole('button', { name: 'Update Status & Add Comment' })).toBeEnabled();
    await user.clear(within(dialog).getByLabelText('Comment (optional)'));
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeEnabled();
  });

  it('sends attached files with the comment, and asks for a comment when files are attached alone', async () => {
    const calls = projectServer(projects());
    const { user, dialog } = await openUpdate();
    await user.upload(within(dialog).getByLabelText('Attach files'), new File(['gst'], 'gstr-3b.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('gstr-3b.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    expect(within(dialog).getByText('Write a comment to go with the files')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Return attached');
    await user.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    const form = calls.find((c) => c.method === 'POST')!.form!;
    expect(form.get('comment_text')).toBe('Return attached');
    expect((form.get('files') as File).name).toBe('gstr-3b.pdf');
  });

  it('changes the status, then adds the comment prefixed with the new status', async () => {
    const calls = projectServer(projects());
    const { user, dialog } = await openUpdate();
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Pending Review' }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), '  Ready for a look  ');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status & Add Comment' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.url])).toEqual([
      ['PUT', '/api/tasks/1'],
      ['POST', '/api/tasks/1/comments'],
    ]);
    expect(writes[0]!.body).toEqual({ workflow_status: 'pending_review' });
    expect(writes[1]!.form?.get('comment_text')).toBe('Status changed to Pending Review. Ready for a look');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes only the status when no comment is written', async () => {
    const calls = projectServer(projects());
    const { user, dialog } = await openUpdate();
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Ready for Close' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Project Updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { workflow_status: 'ready_for_close' } }),
    ]);
  });

  it('says a refusal in the employee page’s words and keeps the dialog open', async () => {
    projectServer(projects(), {
      onWrite: () => ({
        status: 403,
        data: { success: false, message: 'Only an admin can close a Project', code: 'TASK_STATUS_NOT_ALLOWED' },
      }),
    });
    const { user, dialog } = await openUpdate();
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText("You don't have permission to access this resource.")).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Update Project' })).toBeInTheDocument();
  });
});

describe('the employee’s view of a Project', () => {
  it('shows the Project read-only with its comments', async () => {
    projectServer(projects());
    const { dialog } = await openDialog(<MyProjectsPage />, 'View details of GST return March', {
      at: AT,
      dialog: 'GST return March',
    });
    expect(within(dialog).getByText('No comments yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Comment' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Assigned To')).not.toBeInTheDocument();
  });

  it('says so when the Project cannot be opened', async () => {
    const all = projects();
    projectServer(all);
    const { user } = renderScreen(<MyProjectsPage />, { at: AT });
    await screen.findByText('GST return March');
    // The Project went away (reassigned) after the list was loaded: its detail is 404.
    all.splice(0, 1);
    await user.click(screen.getByRole('button', { name: 'View details of GST return March' }));
    expect(await screen.findByText('Unable to load Project details. Please try again.')).toBeInTheDocument();
  });
});
