import type { RouteRow } from '../../test/authorization-matrix.rows';

// The client portal: a contact's own client only; another client's id is refused, not widened.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const clientPortalAuthzRows: RouteRow[] = [
  {
    name: 'GET /api/client-portal/tasks',
    method: 'GET',
    url: (c) => `/api/client-portal/tasks?client_id=${c.me.client.id}&page=1&limit=10`,
    allow: ['client'],
  },
  {
    name: "GET /api/client-portal/tasks (the other firm's client: 403 for the contact too)",
    method: 'GET',
    url: (c) => `/api/client-portal/tasks?client_id=${c.world.other.client.id}`,
    allow: ['client'],
    except: { client: 403 },
  },
  // My Invoices: the contact's own client's invoices only
  {
    name: 'GET /api/client-portal/invoices',
    method: 'GET',
    url: (c) => `/api/client-portal/invoices?client_id=${c.me.client.id}&tab=unpaid`,
    allow: ['client'],
  },
  {
    name: 'GET /api/client-portal/invoices/:id/pdf',
    method: 'GET',
    url: (c) => `/api/client-portal/invoices/${c.firm.invoiceId}/pdf`,
    allow: ['client'],
    record: 'role',
  },
  {
    name: 'GET /api/client-portal/receipts/:id/pdf (no online payment yet: 404 for the contact)',
    method: 'GET',
    url: () => '/api/client-portal/receipts/1/pdf',
    allow: ['client'],
    ok: 404,
  },
];
