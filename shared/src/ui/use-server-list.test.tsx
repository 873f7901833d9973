import type { ReactNode } from 'react';
import { z } from 'zod';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { mockApi, notFromServer } from '@firm/shared/runtime/testing';
import { listResource } from './list-resource';
import { useServerList } from './use-server-list';

const pagination = { page: 1, limit: 25, total: 1, pages: 1 };
const thingList = listResource({
  key: 'things',
  path: '/api/things',
  schema: z.object({
    data: z.array(z.number()),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
  }),
  select: (answer) => ({ rows: answer.data }),
});
const defaults = { sort: 'name' };
const params = { page: 1, limit: 25, sort: 'name', order: 'asc' as const, search: undefined, filters: {} };

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <MemoryRouter initialEntries={['/dashboard/admin/things']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

afterEach(() => {
  queryClient.clear();
  jest.useRealTimers();
});

describe('a list screen mounting over a page already in the cache', () => {
  it('shows the page its prefetch just brought without asking for it again', async () => {
    const calls = mockApi(() => notFromServer({ status: 200, data: { data: [2], pagination } }));
    queryClient.setQueryData(thingList.list(params).queryKey, { rows: [1], pagination, summary: undefined });
    const { result } = renderHook(() => useServerList(thingList, defaults), { wrapper });
    expect(result.current.rows).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });

  it('asks again for a page fetched a while ago, or one a change made stale', async () => {
    const calls = mockApi(() => notFromServer({ status: 200, data: { data: [2], pagination } }));
    queryClient.setQueryData(
      thingList.list(params).queryKey,
      { rows: [1], pagination, summary: undefined },
      { updatedAt: Date.now() - 10_000 },
    );
    const first = renderHook(() => useServerList(thingList, defaults), { wrapper });
    await waitFor(() => expect(first.result.current.rows).toEqual([2]));
    first.unmount();
    await queryClient.invalidateQueries({ queryKey: thingList.lists() });
    renderHook(() => useServerList(thingList, defaults), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
