import type { Cell, RouteRow } from '../../test/authorization-matrix.rows';

// Clients: the admin's alone.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const clientBody = (c: Cell) => ({
  client_name: `Matrix Client ${c.world.next()}`,
  address: { street: '1 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  gst_number: '27AAPFU0939F1ZV',
  client_type: 'private_limited',
  contacts: c.firm.contacts.map((k) => ({ id: k.id, name: k.name, email: k.email, phone: k.phone })),
});

export const clientsAuthzRows: RouteRow[] = [
  { name: 'GET /api/clients/', method: 'GET', url: () => '/api/clients/?is_active=true', allow: ['admin', 'supervisor'] },
  {
    name: 'POST /api/clients/',
    method: 'POST',
    url: () => '/api/clients/',
    body: (c) => ({ ...clientBody(c), contacts: [{ name: 'First Contact', phone: '9811111111' }] }),
    allow: ['admin'],
    ok: 201,
  },
  { name: 'GET /api/clients/:id', method: 'GET', url: (c) => `/api/clients/${c.firm.client.id}`, allow: ['admin'], record: 'role' },
  {
    name: 'PUT /api/clients/:id',
    method: 'PUT',
    url: (c) => `/api/clients/${c.firm.client.id}`,
    body: clientBody,
    allow: ['admin'],
    record: 'role',
  },
];
