import { describeListPrefetch, emptyListAnswer } from '@firm/shared/ui/testing';
import { enquiryList } from './enquiries';
import { ENQUIRY_LIST_DEFAULTS, prefetchEnquiryList } from './enquiry-list-prefetch';

describeListPrefetch('the enquiries list asked for as the page opens', [
  {
    name: 'lands under the key the Enquiries screen reads, newest first with the status of the address',
    prefetch: prefetchEnquiryList,
    resource: enquiryList,
    defaults: ENQUIRY_LIST_DEFAULTS,
    location: { pathname: '/dashboard/admin/enquiries', search: '?status=new' },
    answer: emptyListAnswer('enquiries', { summary: { counts_by_status: { new: 0, replied: 0, closed: 0 }, total: 0 } }),
    page: { rows: [] },
    call: { url: '/api/enquiries', params: { status: 'new', sort: 'received', order: 'desc' } },
  },
]);
