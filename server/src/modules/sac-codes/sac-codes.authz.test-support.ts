import type { Cell, RouteRow } from '../../test/authorization-matrix.rows';

// SAC codes: staff read, admins write.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const sacBody = (c: Cell) => ({ code: String(990000 + c.world.next()), description: 'Accounting services', is_active: true });

export const sacCodesAuthzRows: RouteRow[] = [
  {
    name: 'GET /api/master/sac-codes',
    method: 'GET',
    url: () => '/api/master/sac-codes?include_inactive=true',
    allow: ['admin', 'supervisor', 'employee'],
  },
  {
    name: 'GET /api/master/sac-codes/:id',
    method: 'GET',
    url: (c) => `/api/master/sac-codes/${c.firm.sacCodeId}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  { name: 'POST /api/master/sac-codes', method: 'POST', url: () => '/api/master/sac-codes', body: sacBody, allow: ['admin'], ok: 201 },
  {
    name: 'PUT /api/master/sac-codes/:id',
    method: 'PUT',
    url: (c) => `/api/master/sac-codes/${c.firm.sacCodeId}`,
    body: sacBody,
    allow: ['admin'],
    record: 'role',
  },
];
