import type { Cell, RouteRow } from '../../test/authorization-matrix.rows';
import { complianceBody } from './compliance.test-support';

// The compliance calendar: the admin keeps the catalogue, subscriptions and overrides and runs
// the generator; admin and supervisor read the board and the catalogue; whoever works a Project records
// its filing. Rows of the authorization matrix: authorization-matrix.test.ts runs them.

const subscription = (c: Cell) => ({
  client_id: c.firm.client.id,
  compliance_id: c.firm.complianceId,
  from_period: '2026-10',
  assignee_id: c.firm.users.employee.id,
  internal_offset_days: 2,
  fee_paise: 1_000_00,
  type_of_delivery: 'domestic',
});
const compliance = (c: Cell) => complianceBody(c.firm);

export const complianceAuthzRows: RouteRow[] = [
  { name: 'GET /api/compliances', method: 'GET', url: () => '/api/compliances', allow: ['admin', 'supervisor'] },
  {
    name: 'POST /api/compliances',
    method: 'POST',
    url: () => '/api/compliances',
    body: (c) => ({ ...compliance(c), code: `MATRIX${c.world.next()}` }),
    allow: ['admin'],
    ok: 201,
  },
  { name: 'POST /api/compliances/standard', method: 'POST', url: () => '/api/compliances/standard', allow: ['admin'] },
  {
    name: 'PUT /api/compliances/:id',
    method: 'PUT',
    url: (c) => `/api/compliances/${c.firm.complianceId}`,
    body: compliance,
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'PUT /api/compliances/:id/checklist',
    method: 'PUT',
    url: (c) => `/api/compliances/${c.firm.complianceId}/checklist`,
    body: () => ({ items: [{ title: 'Sales register', required: true }] }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'GET /api/compliances/:id/overrides',
    method: 'GET',
    url: (c) => `/api/compliances/${c.firm.complianceId}/overrides`,
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'PUT /api/compliances/:id/overrides',
    method: 'PUT',
    url: (c) => `/api/compliances/${c.firm.complianceId}/overrides`,
    body: () => ({ period_key: '2026-10', due_date: '2026-11-20', note: 'Matrix notification' }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'GET /api/compliance-subscriptions',
    method: 'GET',
    url: (c) => `/api/compliance-subscriptions?client_id=${c.me.client.id}`,
    allow: ['admin'],
  },
  {
    name: 'PUT /api/compliance-subscriptions',
    method: 'PUT',
    url: () => '/api/compliance-subscriptions',
    body: (c) => subscription({ ...c, firm: c.me }),
    allow: ['admin'],
  },
  {
    name: 'POST /api/compliance-subscriptions/bulk',
    method: 'POST',
    url: () => '/api/compliance-subscriptions/bulk',
    body: (c) => ({ ...subscription({ ...c, firm: c.me }), client_ids: [c.me.client.id] }),
    allow: ['admin'],
  },
  {
    name: 'POST /api/compliance-subscriptions/:id/end',
    method: 'POST',
    url: (c) => `/api/compliance-subscriptions/${c.firm.subscriptionId}/end`,
    body: () => ({ ended_on: '2030-03-31' }),
    allow: ['admin'],
    record: 'role',
  },
  {
    // Before "Generate now" below: November, once marked filed, never gets a Project that would refuse the mark.
    name: 'POST /api/compliance-subscriptions/:id/filed-periods',
    method: 'POST',
    url: (c) => `/api/compliance-subscriptions/${c.firm.subscriptionId}/filed-periods`,
    body: () => ({ period_key: '2026-11', filed_on: '2026-11-05', ack_number: 'AA2711260001234' }),
    allow: ['admin'],
    record: 'role',
  },
  { name: 'POST /api/compliance/generate', method: 'POST', url: () => '/api/compliance/generate', allow: ['admin'] },
  {
    name: 'GET /api/compliance/board',
    method: 'GET',
    url: (c) => `/api/compliance/board?compliance_id=${c.firm.complianceId}`,
    allow: ['admin', 'supervisor'],
    record: 'role',
  },
  {
    name: 'GET /api/compliance/period-board',
    method: 'GET',
    url: () => '/api/compliance/period-board?month=2026-10',
    allow: ['admin', 'supervisor'],
  },
  // The world's Project is not a compliance filing: a worker who may reach it gets the 400 that says so.
  {
    name: 'POST /api/tasks/:id/filing (not a compliance Project: 400 for its workers)',
    method: 'POST',
    url: (c) => `/api/tasks/${c.firm.taskId}/filing`,
    body: () => ({ ack_number: 'AA0000000000001', filed_on: '2026-11-01' }),
    allow: ['admin', 'supervisor', 'employee'],
    ok: 400,
    record: 'role',
  },
  // The client's upcoming filings: its contacts only, and only its own (the client from the token).
  { name: 'GET /api/client-portal/filings', method: 'GET', url: () => '/api/client-portal/filings', allow: ['client'] },
  {
    name: "GET /api/client-portal/filings (the other firm's client: 403 for the contact too)",
    method: 'GET',
    url: (c) => `/api/client-portal/filings?client_id=${c.world.other.client.id}`,
    allow: ['client'],
    except: { client: 403 },
  },
];
