import { selfInFirm, staffRole, type Cell, type RouteRow } from '../../test/authorization-matrix.rows';

// One's own profile, one's own e-mail change, and the staff lists and records an admin keeps.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

const profileBody = (c: Cell) =>
  c.actor === 'client'
    ? { first_name: 'Meera', last_name: 'Joshi', email: c.me.contacts[0].email, phone: c.me.contacts[0].phone, is_active: true }
    : { first_name: 'Same', last_name: 'Person', email: c.me.users[staffRole(c.actor)].email, phone: '9820000000', is_active: true };

export const usersAuthzRows: RouteRow[] = [
  {
    name: 'GET /api/v1/users/users/:id (own profile)',
    method: 'GET',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}`,
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    record: 'record',
  },
  {
    name: 'PUT /api/v1/users/users/:id (own profile)',
    method: 'PUT',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}`,
    body: profileBody,
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    record: 'record',
  },

  // One's own e-mail change: the caller's own id only; anyone else's is 404. With no change
  // waiting, verify refuses the code (400) and resend has nothing to send (404).
  {
    name: 'POST /api/v1/users/users/:id/email-change/verify (own id, nothing waiting: 400)',
    method: 'POST',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}/email-change/verify`,
    body: () => ({ otp: '123456' }),
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    ok: 400,
    record: 'record',
  },
  {
    name: 'POST /api/v1/users/users/:id/email-change/resend (own id, nothing waiting: 404)',
    method: 'POST',
    url: (c) => `/api/v1/users/users/${selfInFirm(c)}/email-change/resend`,
    body: () => ({}),
    allow: ['superadmin', 'admin', 'supervisor', 'employee', 'client'],
    ok: 404,
    record: 'record',
  },

  // Staff records: whose status, lists and records each staff role may reach
  {
    name: 'POST /api/auth/toggle-user-status (super admin: an admin; admin: an employee)',
    method: 'POST',
    url: () => '/api/auth/toggle-user-status',
    body: (c) => ({ user_id: c.actor === 'superadmin' ? c.firm.secondAdmin.id : c.firm.users.employee.id, is_active: true }),
    allow: ['superadmin', 'admin'],
    record: 'role',
  },
  { name: 'GET /api/v1/users/users/admins', method: 'GET', url: () => '/api/v1/users/users/admins', allow: ['superadmin'] },
  {
    name: 'GET /api/v1/users/organization/users?role=USERS',
    method: 'GET',
    url: () => '/api/v1/users/organization/users?role=USERS',
    allow: ['admin', 'supervisor'],
  },
  { name: 'GET /api/v1/users/users', method: 'GET', url: () => '/api/v1/users/users', allow: ['admin'] },
  {
    name: 'GET /api/v1/users/users/supervisors',
    method: 'GET',
    url: () => '/api/v1/users/users/supervisors',
    allow: ['admin', 'supervisor'],
  },
  {
    name: "GET /api/v1/users/users/:id (an employee's record; the employee reads a supervisor's; a contact's id space is its client's)",
    method: 'GET',
    url: (c) => `/api/v1/users/users/${c.actor === 'employee' ? c.firm.users.supervisor.id : c.firm.users.employee.id}`,
    allow: ['admin'],
    record: 'record',
    except: { client: [403, 404] },
  },
  {
    name: "PUT /api/v1/users/users/:id (admin edits an employee; the employee tries a supervisor's)",
    method: 'PUT',
    url: (c) => `/api/v1/users/users/${c.actor === 'employee' ? c.firm.users.supervisor.id : c.firm.users.employee.id}`,
    body: (c) => ({
      first_name: 'Vikram',
      last_name: 'Rao',
      email: c.firm.users.employee.email,
      phone: '9820000003',
      designation: 'Article Assistant',
      is_active: true,
    }),
    allow: ['admin'],
    record: 'record',
    except: { client: [403, 404] },
  },
  {
    name: 'PUT /api/v1/users/users/:id (an admin: the super admin or another admin edits)',
    method: 'PUT',
    url: (c) => `/api/v1/users/users/${c.firm.secondAdmin.id}`,
    body: (c) => ({ first_name: 'Second', last_name: 'Admin', email: c.firm.secondAdmin.email, phone: '9820000099', is_active: true }),
    allow: ['superadmin', 'admin'],
    record: 'record',
    except: { client: [403, 404] },
  },
];
