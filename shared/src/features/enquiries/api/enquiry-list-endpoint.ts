import type { ListEndpoint } from '@firm/shared/ui';

// The enquiries list's address: the prefetch (read as the page opens) and the resource (with its schema) both build on it,
// and the prefetch loads the resource lazily, so it lives apart from both.

/** GET /api/enquiries: the resource `enquiryList` is built on. */
export const ENQUIRY_LIST_ENDPOINT: ListEndpoint = { key: 'enquiries', path: '/api/enquiries' };
