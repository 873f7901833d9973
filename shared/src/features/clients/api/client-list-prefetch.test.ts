import { waitFor } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { arrivalListParams } from '@firm/shared/ui';
import { clientList } from './clients';
import { CLIENT_LIST_DEFAULTS, prefetchClientList } from './client-list-prefetch';

afterEach(() => queryClient.clear());

describe('the Clients list asked for as the page opens', () => {
  it('lands under the key the Clients screen reads, parsed as the screen reads it', async () => {
    const calls = mockApi(() => ({
      status: 200,
      data: {
        success: true,
        data: { clients: [] },
        pagination: { page: 1, limit: 25, total: 0, pages: 0 },
        summary: { counts_by_type: {}, total: 0 },
      },
    }));
    const location = { pathname: '/dashboard/admin/clients', search: '?search=acme' };
    prefetchClientList(location);
    const key = clientList.list(arrivalListParams(CLIENT_LIST_DEFAULTS, location)).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ rows: [], summary: { total: 0 } }));
    expect(calls).toEqual([expect.objectContaining({ url: '/api/clients/', params: expect.objectContaining({ search: 'acme' }) })]);
  });
});
