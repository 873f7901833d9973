import { staffRole, type RouteRow } from '../../test/authorization-matrix.rows';

// Sign-in and session: public calls must never answer 401 or 403 to a well-formed request.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const authAuthzRows: RouteRow[] = [
  {
    name: 'POST /api/auth/request-otp',
    method: 'POST',
    url: () => '/api/auth/request-otp',
    body: (c) =>
      c.actor === 'client'
        ? { email: c.me.contacts[0].email, user_type: 'client' }
        : {
            email: c.actor === 'anonymous' ? c.world.other.users.supervisor.email : c.me.users[staffRole(c.actor)].email,
            user_type: 'staff',
          },
    allow: 'public',
  },
  {
    name: 'POST /api/auth/verify-otp with a wrong code (400, never 401/403)',
    method: 'POST',
    url: () => '/api/auth/verify-otp',
    body: (c) => ({ email: c.me.users.employee.email, otp: '000000', user_type: 'staff' }),
    allow: 'public',
    ok: 400,
  },
  {
    name: 'POST /api/auth/refresh with the caller refresh token (none: 401)',
    method: 'POST',
    url: () => '/api/auth/refresh',
    body: () => ({}),
    cookie: (c) => (c.world.refreshTokens[c.actor] ? `refresh_token=${c.world.refreshTokens[c.actor]}` : undefined),
    allow: 'public',
    except: { anonymous: 401 },
  },
  {
    name: 'POST /api/auth/select-account with a selection never issued (400, never 401/403)',
    method: 'POST',
    url: () => '/api/auth/select-account',
    body: (c) => ({ selection_token: 'A'.repeat(43), account_id: c.me.contacts[0].id }),
    allow: 'public',
    ok: 400,
  },
  { name: 'POST /api/auth/logout', method: 'POST', url: () => '/api/auth/logout', body: () => ({}), allow: 'public', endsSession: true },
];
