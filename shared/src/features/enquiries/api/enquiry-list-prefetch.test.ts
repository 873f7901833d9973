import { queryClient } from '@firm/shared/runtime';
import { prefetchedPage } from '@firm/shared/ui/testing';
import { enquiryList } from './enquiries';
import { ENQUIRY_LIST_DEFAULTS, prefetchEnquiryList } from './enquiry-list-prefetch';

afterEach(() => queryClient.clear());

describe('the enquiries list asked for as the page opens', () => {
  it('lands under the key the Enquiries screen reads, newest first with the status of the address', async () => {
    const { page, calls } = await prefetchedPage({
      prefetch: prefetchEnquiryList,
      resource: enquiryList,
      defaults: ENQUIRY_LIST_DEFAULTS,
      location: { pathname: '/dashboard/admin/enquiries', search: '?status=new' },
      answer: {
        success: true,
        data: { enquiries: [] },
        pagination: { page: 1, limit: 25, total: 0, pages: 0 },
        summary: { counts_by_status: { new: 0, replied: 0, closed: 0 }, total: 0 },
      },
    });
    expect(page).toMatchObject({ rows: [] });
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/enquiries',
        params: expect.objectContaining({ status: 'new', sort: 'received', order: 'desc' }),
      }),
    ]);
  });
});
