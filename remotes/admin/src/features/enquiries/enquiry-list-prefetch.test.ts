import { waitFor } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { arrivalListParams } from '@firm/shared/ui';
import { enquiryList } from './api/enquiries';
import { ENQUIRY_LIST_DEFAULTS, prefetchEnquiryList } from './enquiry-list-prefetch';

afterEach(() => queryClient.clear());

describe('the enquiries list asked for as the page opens', () => {
  it('lands under the key the Enquiries screen reads, newest first with the status of the address', async () => {
    const calls = mockApi(() => ({
      status: 200,
      data: {
        success: true,
        data: { enquiries: [] },
        pagination: { page: 1, limit: 25, total: 0, pages: 0 },
        summary: { counts_by_status: { new: 0, replied: 0, closed: 0 }, total: 0 },
      },
    }));
    const location = { pathname: '/dashboard/admin/enquiries', search: '?status=new' };
    prefetchEnquiryList(location);
    const key = enquiryList.list(arrivalListParams(ENQUIRY_LIST_DEFAULTS, location)).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ rows: [] }));
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/enquiries',
        params: expect.objectContaining({ status: 'new', sort: 'received', order: 'desc' }),
      }),
    ]);
  });
});
