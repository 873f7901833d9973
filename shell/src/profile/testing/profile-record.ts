// Tests only: a profile as GET and PUT /api/v1/users/users/:id answer it (the route's whole shape, which
// the fake servers' answers are checked against), for an admin unless `overrides` say otherwise.

export const profileRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  is_active: true,
  role_name: 'Admin',
  role_id: 2,
  firm_name: 'Kapoor Iyer & Co.',
  designation: null,
  organization_id: 1,
  address: null,
  client_id: null,
  client_name: null,
  created_at: '2026-04-01T09:00:00.000Z',
  updated_at: '2026-04-01T09:00:00.000Z',
  ...overrides,
});
