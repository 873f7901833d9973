import type { RouteRow } from '../../../test/authorization-matrix.rows';

// Invoices: the admin's alone.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const invoicesAuthzRows: RouteRow[] = [
  {
    name: 'POST /api/invoice/generate (an open Project: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: () => '/api/invoice/generate',
    body: (c) => ({ task_id: c.firm.taskId }),
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'GET /api/invoice/preview (an open Project: the admin passes access and meets the rule, 409)',
    method: 'GET',
    url: (c) => `/api/invoice/preview?task_id=${c.firm.taskId}`,
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  { name: 'GET /api/invoices', method: 'GET', url: () => '/api/invoices?tab=current&sort=due&order=asc', allow: ['admin'] },
  { name: 'GET /api/invoices/:id', method: 'GET', url: (c) => `/api/invoices/${c.firm.invoiceId}`, allow: ['admin'], record: 'role' },
  {
    name: 'PUT /api/invoices/:ref/status (a part payment of one rupee)',
    method: 'PUT',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/status`,
    body: () => ({ status: 'partially_paid', amount_paise: 1_00, note: 'Matrix' }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'POST /api/invoices/:ref/refunds (an invoice holding no excess: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/refunds`,
    body: () => ({ amount_paise: 1_00, refund_date: '2026-01-01', reference: 'Matrix refund' }),
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'POST /api/invoices/:ref/cancel (an invoice with a credit note: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/cancel`,
    body: () => ({ reason: 'Matrix cancel' }),
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'POST /api/invoices/:ref/einvoice/retry (an invoice not e-invoiced: the admin passes access and meets the rule, 409)',
    method: 'POST',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/einvoice/retry`,
    allow: ['admin'],
    ok: 409,
    record: 'role',
  },
  {
    name: 'GET /api/invoices/:id/pdf',
    method: 'GET',
    url: (c) => `/api/invoices/${c.firm.invoiceId}/pdf`,
    allow: ['admin'],
    record: 'role',
  },
];
