import type { RouteRow } from '../../test/authorization-matrix.rows';

// The contact form and the admin's Enquiries
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const enquiriesAuthzRows: RouteRow[] = [
  {
    name: 'POST /api/enquiries (the public contact form)',
    method: 'POST',
    url: () => '/api/enquiries',
    body: () => ({ name: 'Matrix Visitor', email: 'visitor@matrix.test', message: 'Hello' }),
    allow: 'public',
    ok: 201,
    ownAddress: true,
  },
  { name: 'GET /api/enquiries', method: 'GET', url: () => '/api/enquiries', allow: ['admin'] },
  { name: 'GET /api/enquiries/:id', method: 'GET', url: (c) => `/api/enquiries/${c.firm.enquiryId}`, allow: ['admin'], record: 'role' },
  {
    name: 'PUT /api/enquiries/:id/status',
    method: 'PUT',
    url: (c) => `/api/enquiries/${c.firm.enquiryId}/status`,
    body: () => ({ status: 'replied' }),
    allow: ['admin'],
    record: 'role',
  },
];
