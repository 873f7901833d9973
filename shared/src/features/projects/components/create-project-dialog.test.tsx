import { screen, waitFor } from '@testing-library/react';
import { mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { renderScreen } from '@firm/shared/ui/testing';
import { createFormReply, projectDetail } from '../testing/project-fixtures';
import { CreateProjectDialog } from './create-project-dialog';

const created: MockReply = { status: 201, data: { success: true, message: 'Task created', data: projectDetail() } };

function server(onCreate: (request: MockRequest) => MockReply = () => created) {
  return (request: MockRequest): MockReply => {
    if (request.method === 'POST') return onCreate(request);
    return createFormReply(request) ?? { status: 404, data: {} };
  };
}

async function choose(user: ReturnType<typeof renderScreen>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillRequired(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Ac');
  await user.click(await screen.findByRole('option', { name: 'Acme Traders (CLI_7)' }));
  await user.type(screen.getByRole('textbox', { name: 'Project Name' }), 'Q3 GST');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'GSTR-3B');
  await choose(user, 'SAC Code', '998231 - Tax consultancy');
  await choose(user, 'Service Category', 'GST Filing');
  await choose(user, 'Assigned To', 'Priya Nair');
}

describe('Create New Project dialog', () => {
  it('keeps Create off until every required field is filled, then sends the default amount in paise', async () => {
    const calls = mockApi(server());
    const onCreated = jest.fn();
    const onClose = jest.fn();
    const { user } = renderScreen(<CreateProjectDialog onClose={onClose} onCreated={onCreated} />);
    const submit = screen.getByRole('button', { name: 'Create Project' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Client is required')).toBeInTheDocument();
    await fillRequired(user);
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Project "Q3 GST" created successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/tasks/',
      body: {
        client_id: 7,
        task_name: 'Q3 GST',
        service_description: 'GSTR-3B',
        sac_code_id: 3,
        service_category_id: 4,
        assignee_id: 12,
        invoice_amount_paise: 1_000_000,
        type_of_delivery: 'domestic',
      },
    });
    expect(onCreated).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a typed amount in paise and the chosen delivery type and due date', async () => {
    const calls = mockApi(server());
    const { user } = renderScreen(<CreateProjectDialog onClose={jest.fn()} onCreated={jest.fn()} />);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '25,000.50');
    await user.type(screen.getByLabelText('Due Date'), '2026-12-31');
    await choose(user, 'Type of Delivery', 'Export');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        invoice_amount_paise: 2_500_050,
        type_of_delivery: 'export',
        due_date: '2026-12-31',
      }),
    );
  });

  it('names the first refused field as "field: message" and sends nothing', async () => {
    const calls = mockApi(server());
    const { user } = renderScreen(<CreateProjectDialog onClose={jest.fn()} onCreated={jest.fn()} />);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), 'ten');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Amount: Amount must be a valid positive number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of the assignee on its field, and a generic failure otherwise', async () => {
    let reply: MockReply = {
      status: 400,
      data: {
        success: false,
        message: 'Invalid assignee selected',
        errors: [{ field: 'assignee_id', message: 'Invalid assignee selected' }],
      },
    };
    mockApi(server(() => reply));
    const { user } = renderScreen(<CreateProjectDialog onClose={jest.fn()} onCreated={jest.fn()} />);
    await fillRequired(user);
    // The button waits for the form's lists (disabled until then), as a person would.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Project' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findAllByText('Invalid assignee selected')).not.toHaveLength(0);
    reply = { status: 500, data: {} };
    await choose(user, 'Assigned To', 'Suresh Rao');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Failed to create task. Please try again.')).toBeInTheDocument();
  });

  it('says so when the form’s lists cannot be loaded', async () => {
    mockApi((request) => (request.url === '/api/tasks/options' ? { status: 500, data: {} } : server()(request)));
    renderScreen(<CreateProjectDialog onClose={jest.fn()} onCreated={jest.fn()} />);
    // The toast and the notice in the dialog.
    await waitFor(() => expect(screen.getAllByText('Failed to load form data. Please try again.')).toHaveLength(2));
  });
});
