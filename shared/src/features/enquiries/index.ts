import { lazyScreen } from '@firm/shared/ui';

// The enquiries' door: the admin's Enquiries screen (its own chunk) and its list's light prefetch.

export { prefetchEnquiryList } from './api/enquiry-list-prefetch';

export const EnquiriesPage = /* @__PURE__ */ lazyScreen(() => import('./enquiries-page').then((m) => m.EnquiriesPage));
