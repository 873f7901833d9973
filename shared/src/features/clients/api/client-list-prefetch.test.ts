import { queryClient } from '@firm/shared/runtime';
import { prefetchedPage } from '@firm/shared/ui/testing';
import { clientList } from './clients';
import { CLIENT_LIST_DEFAULTS, prefetchClientList } from './client-list-prefetch';

afterEach(() => queryClient.clear());

describe('the Clients list asked for as the page opens', () => {
  it('lands under the key the Clients screen reads, parsed as the screen reads it', async () => {
    const { page, calls } = await prefetchedPage({
      prefetch: prefetchClientList,
      resource: clientList,
      defaults: CLIENT_LIST_DEFAULTS,
      location: { pathname: '/dashboard/admin/clients', search: '?search=acme' },
      answer: {
        success: true,
        data: { clients: [] },
        pagination: { page: 1, limit: 25, total: 0, pages: 0 },
        summary: { counts_by_type: {}, total: 0 },
      },
    });
    expect(page).toMatchObject({ rows: [], summary: { total: 0 } });
    expect(calls).toEqual([expect.objectContaining({ url: '/api/clients/', params: expect.objectContaining({ search: 'acme' }) })]);
  });
});
