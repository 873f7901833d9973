import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { clientQueries, getClient, listClients, readClientList, useUpdateClient } from './clients';

const row = { client_id: 3, client_name: 'Acme', client_code: 'CLI_1', cin: null, is_active: true, client_type: 'one_person_company', phone: null, email: null };

describe('client calls', () => {
  it('keys clients from general to specific', () => {
    expect(clientQueries.all()).toEqual(['clients']);
    expect(clientQueries.list({ search: 'ac' }).queryKey).toEqual(['clients', 'list', { search: 'ac' }]);
    expect(clientQueries.detail(3).queryKey).toEqual(['clients', 'detail', 3]);
  });

  it('reads the list from data.clients with counts, or from a bare array with counted types', () => {
    expect(readClientList({ success: true, data: { clients: [row], counts_by_type: { one_person_company: 4, weird: 1 } } })).toEqual({
      clients: [{ ...row, client_type: 'private_limited_opc' }],
      countsByType: { private_limited_opc: 4, individual: 1 },
    });
    expect(readClientList({ success: true, data: [row, { ...row, client_id: 4, client_type: 'huf' }] }).countsByType).toEqual({ private_limited_opc: 1, huf: 1 });
    expect(readClientList({ success: true, data: { data: [row] } }).clients).toHaveLength(1);
  });

  it('sends the status and search filters as query parameters', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, data: { clients: [] } } }));
    await listClients({ is_active: false, search: 'acme' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/clients/', params: { is_active: 'false', search: 'acme' } });
  });

  it('reads a detail with its address and contacts, defaulting the country to India', async () => {
    mockApi(() => ({
      status: 200,
      data: { success: true, data: { ...row, gst_number: '27AAPFU0939F1ZV', address: { street: 'MG Road', state: 'Maharashtra' }, contacts: [{ id: 9, name: 'Anita' }] } },
    }));
    const client = await getClient(3);
    expect(client.address).toEqual({ street: 'MG Road', city: null, state: 'Maharashtra', pincode: null, country: 'India' });
    expect(client.contacts).toEqual([{ id: 9, name: 'Anita', role: null, email: null, phone: null, is_active: true }]);
    expect(client.client_type).toBe('private_limited_opc');
  });

  it('after an update refetches the lists and that client only', async () => {
    mockApi(() => ({ status: 200, data: { success: true, message: 'Client updated', data: {} } }));
    const client = new QueryClient();
    client.setQueryData(clientQueries.list().queryKey, { clients: [], countsByType: {} });
    client.setQueryData(clientQueries.detail(3).queryKey, {} as never);
    client.setQueryData(clientQueries.detail(4).queryKey, {} as never);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useUpdateClient(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 3, body: {} as never }));
    expect(client.getQueryState(clientQueries.list().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(clientQueries.detail(3).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(clientQueries.detail(4).queryKey)?.isInvalidated).toBe(false);
  });
});
