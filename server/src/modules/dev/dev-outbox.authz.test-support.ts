import type { RouteRow } from '../../test/authorization-matrix.rows';

// The development mailbox answers this machine only (inject calls from 127.0.0.1); dev-outbox.routes.test.ts proves the rest.
// Rows of the authorization matrix: authorization-matrix.test.ts runs them and fails any route without one.

export const devOutboxAuthzRows: RouteRow[] = [
  { name: 'GET /api/dev/outbox', method: 'GET', url: () => '/api/dev/outbox', allow: 'public' },
  { name: 'GET /api/dev/outbox/:id (no such message: 404)', method: 'GET', url: () => '/api/dev/outbox/none', allow: 'public', ok: 404 },
];
