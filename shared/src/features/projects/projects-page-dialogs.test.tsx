import { screen, waitFor } from '@testing-library/react';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { enter, listServerReply, renderScreen } from '@firm/shared/ui/testing';
import { createFormReply, projectDetail, projectRow } from './testing/project-fixtures';
import { ProjectsPage } from './projects-page';

const summary = { total: 1, ongoing: 1, completed: 0, assigned: 1, unassigned: 0, overdue: 0, in_progress: 0, pending_review: 0 };

function server(request: MockRequest): MockReply {
  if (request.method === 'POST') return { status: 201, data: { success: true, message: 'Task created', data: projectDetail() } };
  switch (request.url) {
    case '/api/tasks/':
      return listServerReply([projectRow()], request, {
        wrap: (tasks) => ({ tasks }),
        searchIn: (t) => [t.task_name],
        summary: () => summary,
      });
    case '/api/tasks/1':
      return { status: 200, data: { success: true, data: projectDetail() } };
    default:
      return createFormReply(request) ?? { status: 404, data: {} };
  }
}

// Filling the whole create form and waiting out the 3 s banner took over Jest's default 30 s in a full
// run on a busy two-core machine; the assertions, not the clock, decide these tests.
jest.setTimeout(60_000);

describe('admin Projects page dialogs', () => {
  it('opens a Project’s details from its eye button', async () => {
    mockApi(server);
    const { user } = renderScreen(<ProjectsPage />);
    await user.click(await screen.findByRole('button', { name: 'View details of GST Return Q2' }));
    expect(await screen.findByRole('dialog', { name: 'Task Details' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Quarterly GST return')).toBeInTheDocument();
  });

  it('creates a Project, says so in a toast and in a banner that goes after 3 seconds, and reloads the list', async () => {
    const calls = mockApi(server);
    const { user } = renderScreen(<ProjectsPage />);
    await screen.findByText('GST Return Q2');
    await user.click(screen.getByRole('button', { name: 'Create New Project' }));
    await screen.findByRole('dialog', { name: 'Create New Project' });
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Ac');
    await user.click(await screen.findByRole('option', { name: 'Acme Traders (CLI_7)' }));
    await enter(user, screen.getByRole('textbox', { name: 'Project Name' }), 'Audit');
    await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'FY26');
    for (const [label, option] of [
      ['SAC Code', '998231 - Tax consultancy'],
      ['Service Category', 'GST Filing'],
      ['Assigned To', 'Priya Nair'],
    ] as const) {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    }
    const listCalls = calls.filter((c) => c.url === '/api/tasks/').length;
    // The button is enabled once the form has taken the last choice (a loaded machine can lag a render).
    const create = screen.getByRole('button', { name: 'Create Project' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Project "Audit" created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Project has been created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/tasks/').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByText('Project has been created successfully.')).not.toBeInTheDocument(), { timeout: 4500 });
  });
});
