import { screen, within } from '@testing-library/react';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import type { TaskDetail } from '@firm/shared/domain/project';
import { projectDetail, projectOptionsAnswer } from '../testing/project-fixtures';
import { ProjectDetailsDialog } from './project-details-dialog';

function server(
  task: TaskDetail,
  onPut: (request: MockRequest) => MockReply = (r) => ({ status: 200, data: { success: true, data: { ...task, ...(r.body as object) } } }),
) {
  return (request: MockRequest): MockReply => {
    if (request.url === '/api/tasks/options') return { status: 200, data: projectOptionsAnswer };
    if (request.method === 'PUT') return onPut(request);
    return { status: 200, data: { success: true, data: task } };
  };
}

describe('Task Details dialog', () => {
  it('shows the Project with its tabs, and offers only the current and later statuses when editing', async () => {
    mockApi(server(projectDetail({ workflow_status: 'in_progress' })));
    const { user } = renderScreen(<ProjectDetailsDialog projectId={1} onClose={jest.fn()} />);
    expect(await screen.findByDisplayValue('GST Return Q2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity Logs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Clarifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['In Progress', 'Pending Review', 'Ready for Close', 'Closed']);
  });

  it('saves the edited Project with the amount in paise and says Task Updated', async () => {
    const calls = mockApi(server(projectDetail()));
    const { user } = renderScreen(<ProjectDetailsDialog projectId={1} onClose={jest.fn()} />);
    await screen.findByDisplayValue('GST Return Q2');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const amount = await screen.findByRole('textbox', { name: 'Amount (₹)' });
    expect(amount).toHaveValue('10,000.00');
    await user.clear(amount);
    await user.type(amount, '12500');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Pending Review' }));
    await user.click(screen.getByRole('combobox', { name: 'Assigned To' }));
    await user.click(screen.getByRole('option', { name: 'Suresh Rao' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Task Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/tasks/1',
      body: {
        task_name: 'GST Return Q2',
        invoice_amount_paise: 1_250_000,
        workflow_status: 'pending_review',
        assignee_id: 5,
        due_date: '2026-12-15',
      },
    });
    // Back to the view.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows the server’s words when an update is refused, else the spec’s', async () => {
    let reply: MockReply = { status: 400, data: { success: false, message: 'A Project cannot move back to an earlier status' } };
    mockApi(server(projectDetail(), () => reply));
    const { user } = renderScreen(<ProjectDetailsDialog projectId={1} onClose={jest.fn()} />);
    await screen.findByDisplayValue('GST Return Q2');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('A Project cannot move back to an earlier status')).toBeInTheDocument();
    reply = { status: 500, data: {} };
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
  });
});
