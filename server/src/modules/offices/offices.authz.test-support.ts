import type { Cell, RouteRow } from '../../test/authorization-matrix.rows';

// Offices: staff read them, admins add and change them and name a client's or a Project's
// billing office. Rows of the authorization matrix.

const branchBody = (c: Cell) => ({
  name: `Delhi Branch ${c.world.next()}`,
  kind: 'branch',
  address: '12 Barakhamba Road',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110001',
  gstin: '07AAHFK4108N1Z5',
  series_prefix: 'DL',
});
const headOfficeBody = () => ({
  name: 'Head Office',
  kind: 'head_office',
  address: '502, Meridian House, Fort, Mumbai',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
  gstin: '27AAHFK4108N1Z3',
});

export const officesAuthzRows: RouteRow[] = [
  { name: 'GET /api/master/offices', method: 'GET', url: () => '/api/master/offices', allow: ['admin', 'supervisor', 'employee'] },
  { name: 'POST /api/master/offices', method: 'POST', url: () => '/api/master/offices', body: branchBody, allow: ['admin'], ok: 201 },
  {
    name: 'PUT /api/master/offices/:id',
    method: 'PUT',
    url: (c) => `/api/master/offices/${c.firm.officeId}`,
    body: headOfficeBody,
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'PUT /api/clients/:id/billing-office',
    method: 'PUT',
    url: (c) => `/api/clients/${c.firm.client.id}/billing-office`,
    body: () => ({ office_id: null }),
    allow: ['admin'],
    record: 'role',
  },
  {
    name: 'PUT /api/tasks/:id/billing-office',
    method: 'PUT',
    url: (c) => `/api/tasks/${c.firm.taskId}/billing-office`,
    body: () => ({ office_id: null }),
    allow: ['admin'],
    record: 'role',
  },
];
