import type { ListEndpoint } from '@firm/shared/ui';

// The credit notes list's address: the prefetch (read as the page opens) and the resource (with its schema) both build on it,
// and the prefetch loads the resource lazily, so it lives apart from both.

/** GET /api/credit-notes: the resource `creditNoteList` is built on. */
export const CREDIT_NOTE_LIST_ENDPOINT: ListEndpoint = { key: 'credit-notes', path: '/api/credit-notes' };
