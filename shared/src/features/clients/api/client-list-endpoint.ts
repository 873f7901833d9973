import type { ListEndpoint } from '@firm/shared/ui';

// The Clients list's address: the prefetch (read as the page opens) and the resource (with its schema) both build on it,
// and the prefetch loads the resource lazily, so it lives apart from both.

/** GET /api/clients/: the resource `clientList` is built on. */
export const CLIENT_LIST_ENDPOINT: ListEndpoint = { key: 'clients', path: '/api/clients/' };
