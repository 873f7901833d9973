import type { MockReply, MockRequest } from '@firm/shared/runtime/testing';
import type { TaskDetail, TaskListRow, TaskLogEntry } from '@firm/shared/domain/project';

// Tests only: Projects as the server sends them. No screen imports this file, so it never ships.

export function projectRow(overrides: Partial<TaskListRow> = {}): TaskListRow {
  return {
    task_id: 1,
    task_name: 'GST Return Q2',
    service_description: 'Quarterly GST return',
    client_id: 7,
    client_name: 'Acme Traders',
    assignee_id: 12,
    assignee_name: 'Priya Nair',
    assignment_status: 'assigned',
    workflow_status: 'open',
    created_at: '2026-11-01T05:30:00.000Z',
    due_date: '2026-12-15',
    invoice_amount_paise: 10_000_00,
    type_of_delivery: 'domestic',
    sac_code: '998231',
    service_category_name: 'GST Filing',
    require_clarification: false,
    clarification_from: null,
    clarification_from_name: null,
    clarification_to: null,
    clarification_to_name: null,
    invoice_id: null,
    ...overrides,
  };
}

/** The log's first entry, as the server writes it when the Project is made. */
export const createdLogEntry = (timestamp: string, userName = 'Asha Kapoor'): TaskLogEntry => ({
  log_id: 1,
  event_type: 'created',
  field: null,
  from: null,
  to: null,
  description: 'Project created',
  user_id: 1,
  user_name: userName,
  timestamp,
});

export function projectDetail(overrides: Partial<TaskDetail> = {}): TaskDetail {
  return {
    ...projectRow(),
    sac_code_id: 3,
    service_category_id: 4,
    cgst_bp: 900,
    sgst_bp: 900,
    igst_bp: 0,
    created_by: 1,
    updated_at: '2026-11-02T05:30:00.000Z',
    comments: [],
    running_log: [],
    ...overrides,
  };
}

export const projectOptionsAnswer = {
  success: true,
  data: {
    clients: [{ client_id: 7, client_name: 'Acme Traders', client_code: 'CLI_7' }],
    supervisors: [{ id: 5, first_name: 'Suresh', last_name: 'Rao', role_name: 'supervisor' }],
    advisors: [
      { id: 1, first_name: 'Anita', last_name: 'Kapoor', role_name: 'admin' },
      { id: 5, first_name: 'Suresh', last_name: 'Rao', role_name: 'supervisor' },
    ],
    assignees: [
      { id: 5, first_name: 'Suresh', last_name: 'Rao', role_name: 'supervisor' },
      { id: 12, first_name: 'Priya', last_name: 'Nair', role_name: 'employee' },
    ],
  },
};

const lookupPage = { page: 1, limit: 100, total: 1, pages: 1 };

/**
 * The create form's lookups (its options, the client search, the SAC codes and the service categories): one of
 * each, Acme Traders the client; undefined for any other call, to compose fakes.
 */
export function createFormReply(request: MockRequest): MockReply | undefined {
  switch (request.url) {
    case '/api/tasks/options':
      return { status: 200, data: projectOptionsAnswer };
    case '/api/clients/': {
      const client = {
        client_id: 7,
        client_name: 'Acme Traders',
        client_code: 'CLI_7',
        cin: null,
        is_active: true,
        client_type: 'huf',
        phone: null,
        email: null,
      };
      return {
        status: 200,
        data: { success: true, data: { clients: [client] }, pagination: lookupPage, summary: { counts_by_type: {}, total: 1 } },
      };
    }
    case '/api/master/sac-codes': {
      const code = { sac_code_id: 3, code: '998231', description: 'Tax consultancy', is_active: true, created_at: null };
      return { status: 200, data: { success: true, data: { sac_codes: [code] }, pagination: lookupPage } };
    }
    case '/api/master/service-categories': {
      const category = {
        service_category_id: 4,
        name: 'GST Filing',
        description: '',
        is_active: true,
        cgst: 9,
        sgst: 9,
        igst: 0,
        created_at: null,
      };
      return { status: 200, data: { success: true, data: { service_categories: [category] }, pagination: lookupPage } };
    }
    default:
      return undefined;
  }
}
