import { ROLES } from '@firm/shared/domain/auth';
import { staffId, type Cell, type RouteRow } from '../../test/authorization-matrix.rows';

// Staff administration: who may register whom.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const newStaff = (c: Cell) => ({
  first_name: 'New',
  last_name: 'Colleague',
  email: `new${c.world.next()}@matrix.test`,
  phone: '9876543210',
  creator_id: staffId(c),
});

export const registrationAuthzRows: RouteRow[] = [
  {
    name: 'POST /api/auth/register/admin',
    method: 'POST',
    url: () => '/api/auth/register/admin',
    body: newStaff,
    allow: ['superadmin', 'admin'],
    ok: 201,
  },
  {
    name: 'POST /api/auth/register/supervisor',
    method: 'POST',
    url: () => '/api/auth/register/supervisor',
    body: newStaff,
    allow: ['admin'],
    ok: 201,
  },
  {
    name: 'POST /api/auth/register/:type (an unknown type: 400 for anyone signed in)',
    method: 'POST',
    url: () => '/api/auth/register/partner',
    body: newStaff,
    allow: ROLES,
    ok: 400,
  },
  {
    name: 'POST /api/auth/register/employee',
    method: 'POST',
    url: () => '/api/auth/register/employee',
    body: newStaff,
    allow: ['admin'],
    ok: 201,
  },
];
