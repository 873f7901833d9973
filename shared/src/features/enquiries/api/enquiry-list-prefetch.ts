import { listPrefetch, type ListUrlDefaults } from '@firm/shared/ui';
import { ENQUIRY_LIST_ENDPOINT } from './enquiry-list-endpoint';

// The enquiries list's address and first view, apart from its schema (api/enquiries.ts) and screen, so
// routes.tsx asks for the first page without loading them (zod, MUI, the table).

/** Newest first, every status. */
export const ENQUIRY_LIST_DEFAULTS: ListUrlDefaults = { sort: 'received', order: 'desc', filters: { status: '' } };

/** The page /dashboard/admin/enquiries will show on arrival, asked for as the admin's routes run. */
export const prefetchEnquiryList = listPrefetch(ENQUIRY_LIST_ENDPOINT, ENQUIRY_LIST_DEFAULTS, () =>
  import('./enquiries').then((m) => m.enquiryList),
);
