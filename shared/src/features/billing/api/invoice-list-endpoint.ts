import type { ListEndpoint } from '@firm/shared/ui';

// The invoice list's address: the prefetch (read as the page opens) and the resource (with its schema) both build on it,
// and the prefetch loads the resource lazily, so it lives apart from both.

/** GET /api/invoices: the resource `invoiceList` is built on. */
export const INVOICE_LIST_ENDPOINT: ListEndpoint = { key: 'invoices', path: '/api/invoices' };
