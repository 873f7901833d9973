import { z } from 'zod';
import { waitFor } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { deferred, mockApi, notFromServer } from '@firm/shared/runtime/testing';
import { listPrefetch } from './list-prefetch';
import { listResource } from './list-resource';
import { listStorageKey } from './use-list-url-state';

const endpoint = { key: 'things', path: '/api/things', fixed: { include_inactive: 'true' } };
const defaults = { sort: 'name', filters: { kind: '' } };
const pagination = { page: 2, limit: 25, total: 30, pages: 2 };
const thingList = listResource({
  ...endpoint,
  schema: z.object({
    data: z.array(z.object({ id: z.number() })),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
  }),
  select: (answer) => ({ rows: answer.data.map((thing) => thing.id) }),
});
const arrival = { page: 2, limit: 25, sort: 'name', order: 'asc' as const, search: undefined, filters: { kind: 'a' } };

afterEach(() => {
  queryClient.clear();
  window.sessionStorage.clear();
});

describe('a list’s early prefetch', () => {
  it('sends the call before the parser has loaded, and keeps the parsed page under the screen’s key', async () => {
    const calls = mockApi(() => notFromServer({ status: 200, data: { data: [{ id: 7 }], pagination } }));
    const parser = deferred<typeof thingList>();
    listPrefetch(endpoint, defaults, () => parser.promise)({ pathname: '/dashboard/admin/things', search: '?page=2&kind=a' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/things', params: { include_inactive: 'true', page: '2', sort: 'name', kind: 'a' } });
    expect(queryClient.getQueryData(thingList.list(arrival).queryKey)).toBeUndefined();
    parser.resolve(thingList);
    await waitFor(() => expect(queryClient.getQueryData(thingList.list(arrival).queryKey)).toEqual({ rows: [7], pagination }));
  });

  it('asks for the view remembered for the path when the address has none', async () => {
    const calls = mockApi(() => notFromServer({ status: 200, data: { data: [], pagination } }));
    window.sessionStorage.setItem(listStorageKey('/dashboard/admin/things'), 'sort=code&order=desc');
    listPrefetch(endpoint, defaults, async () => thingList)({ pathname: '/dashboard/admin/things', search: '' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.params).toMatchObject({ sort: 'code', order: 'desc', page: '1' });
  });

  it('leaves a refused call in the cache as an error for the screen to ask again', async () => {
    mockApi(() => ({ status: 400, data: { success: false } }));
    listPrefetch(endpoint, defaults, async () => thingList)({ pathname: '/x', search: '' });
    const key = thingList.list({ page: 1, limit: 25, sort: 'name', order: 'asc', search: undefined, filters: { kind: '' } }).queryKey;
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
  });
});
