import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { clientList, clientQueries, getClient, useUpdateClient } from './clients';

const params = { page: 1, limit: 25, sort: 'name', order: 'asc' as const, search: 'ac', filters: { is_active: 'false' } };
const row = {
  client_id: 3,
  client_name: 'Acme',
  client_code: 'CLI_1',
  cin: null,
  is_active: true,
  client_type: 'one_person_company',
  phone: null,
  email: null,
};
/** GET /api/clients/3 as the server answers it. */
const detail = {
  ...row,
  gst_category: 'regular',
  gst_number: '27AAPFU0939F1ZV',
  address: { street: 'MG Road', city: null, state: 'Maharashtra', pincode: null, country: 'India' },
  billing_office_id: null,
  contacts: [{ id: 9, name: 'Anita', role: null, email: null, phone: null, is_active: true }],
  created_at: '2026-04-01T09:00:00.000Z',
  updated_at: '2026-04-01T09:00:00.000Z',
};

describe('client calls', () => {
  it('keys clients from general to specific', () => {
    expect(clientQueries.all()).toEqual(['clients']);
    expect(clientQueries.list(params).queryKey).toEqual(['clients', 'list', params]);
    expect(clientQueries.detail(3).queryKey).toEqual(['clients', 'detail', 3]);
  });

  it('reads a page with the counts by type in our spelling, and sends the view as query parameters', async () => {
    const calls = mockApi(() => ({
      status: 200,
      data: {
        success: true,
        data: { clients: [row] },
        pagination: { page: 1, limit: 25, total: 1, pages: 1 },
        summary: { counts_by_type: { one_person_company: 4, huf: 0 }, total: 4 },
      },
    }));
    const page = await clientList.fetchList(params);
    expect(page.rows).toEqual([{ ...row, client_type: 'private_limited_opc', gst_category: 'regular' }]);
    expect(page.summary).toEqual({ countsByType: { private_limited_opc: 4, huf: 0 }, total: 4 });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/clients/',
      params: { is_active: 'false', search: 'ac', page: '1', limit: '25', sort: 'name', order: 'asc' },
    });
  });

  it('reads a detail with its address and contacts, the type in our spelling', async () => {
    mockApi(() => ({ status: 200, data: { success: true, data: detail } }));
    const client = await getClient(3);
    expect(client.address).toEqual({ street: 'MG Road', city: null, state: 'Maharashtra', pincode: null, country: 'India' });
    expect(client.contacts).toEqual([{ id: 9, name: 'Anita', role: null, email: null, phone: null, is_active: true }]);
    expect(client.client_type).toBe('private_limited_opc');
  });

  it('after an update refetches the lists and that client only', async () => {
    mockApi(() => ({ status: 200, data: { success: true, message: 'Client updated', data: detail } }));
    const client = new QueryClient();
    client.setQueryData(clientQueries.list(params).queryKey, {
      rows: [],
      pagination: { page: 1, limit: 25, total: 0, pages: 0 },
      summary: { countsByType: {}, total: 0 },
    });
    client.setQueryData(clientQueries.detail(3).queryKey, {} as never);
    client.setQueryData(clientQueries.detail(4).queryKey, {} as never);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useUpdateClient(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 3, body: {} as never }));
    expect(client.getQueryState(clientQueries.list(params).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(clientQueries.detail(3).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(clientQueries.detail(4).queryKey)?.isInvalidated).toBe(false);
  });
});
