import type { RouteRow } from '../../../test/authorization-matrix.rows';

// The firm's e-invoicing setting: the admin's alone.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const einvoiceAuthzRows: RouteRow[] = [
  { name: 'GET /api/settings/einvoice', method: 'GET', url: () => '/api/settings/einvoice', allow: ['admin'] },
  {
    name: 'PUT /api/settings/einvoice (the default again: off)',
    method: 'PUT',
    url: () => '/api/settings/einvoice',
    body: () => ({ enabled: false }),
    allow: ['admin'],
  },
];
