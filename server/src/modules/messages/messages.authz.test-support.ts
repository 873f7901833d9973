import type { RouteRow } from '../../test/authorization-matrix.rows';

// Messages to clients: the admin's alone, within its own firm.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const messagesAuthzRows: RouteRow[] = [
  {
    name: 'POST /api/client-portal/send-email',
    method: 'POST',
    url: () => '/api/client-portal/send-email',
    body: () => ({ subject: 'Matrix', body: 'Hello', target: { send_to_all: true } }),
    allow: ['admin'],
    ok: 201,
  },
  { name: 'GET /api/messages', method: 'GET', url: () => '/api/messages', allow: ['admin'] },
  { name: 'GET /api/messages/:id', method: 'GET', url: (c) => `/api/messages/${c.firm.messageId}`, allow: ['admin'], record: 'role' },
];
