import type { RouteRow } from '../../../test/authorization-matrix.rows';

// Overdue reminders: the admin's, its own firm's settings and reminders (no record is named).
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const remindersAuthzRows: RouteRow[] = [
  { name: 'GET /api/reminders/settings', method: 'GET', url: () => '/api/reminders/settings', allow: ['admin'] },
  {
    name: 'PUT /api/reminders/settings',
    method: 'PUT',
    url: () => '/api/reminders/settings',
    body: () => ({ enabled: false, cadence: [1, 7, 15] }),
    allow: ['admin'],
  },
  { name: 'GET /api/reminders', method: 'GET', url: () => '/api/reminders?search=INV', allow: ['admin'] },
  // Run now: reminders are off in this world (no firm saved them on), so the admin gets past the role check to the
  // 400 REMINDERS_OFF instead of sending the world's mail.
  {
    name: 'POST /api/reminders/run (off: 400 for the admin)',
    method: 'POST',
    url: () => '/api/reminders/run',
    allow: ['admin'],
    ok: 400,
  },
];
