import type { Cell, RouteRow } from '../../test/authorization-matrix.rows';

// Service categories: staff read, admins write.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const categoryBody = (c: Cell) => ({ name: `Audit ${c.world.next()}`, description: 'Statutory audit', cgst: 9, sgst: 9, igst: 18 });

export const serviceCategoriesAuthzRows: RouteRow[] = [
  {
    name: 'GET /api/master/service-categories',
    method: 'GET',
    url: () => '/api/master/service-categories?include_inactive=true',
    allow: ['admin', 'supervisor', 'employee'],
  },
  {
    name: 'GET /api/master/service-categories/:id',
    method: 'GET',
    url: (c) => `/api/master/service-categories/${c.firm.serviceCategoryId}`,
    allow: ['admin', 'supervisor', 'employee'],
    record: 'role',
  },
  {
    name: 'POST /api/master/service-categories',
    method: 'POST',
    url: () => '/api/master/service-categories',
    body: categoryBody,
    allow: ['admin'],
    ok: 201,
  },
  {
    name: 'PUT /api/master/service-categories/:id',
    method: 'PUT',
    url: (c) => `/api/master/service-categories/${c.firm.serviceCategoryId}`,
    body: categoryBody,
    allow: ['admin'],
    record: 'role',
  },
];
