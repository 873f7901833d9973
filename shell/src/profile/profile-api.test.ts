import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getUser, profileQueries, useUpdateProfile } from './profile-api';
import { useSessionStore } from '@firm/shared/runtime';
import { mockApi, notFromServer } from '@firm/shared/runtime/testing';
import { profileRecord } from './testing/profile-record';

const record = profileRecord({ id: 5 });
afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('profile calls', () => {
  it('reads a user from the success envelope or from a bare object', async () => {
    mockApi(() => ({ status: 200, data: { success: true, data: record } }));
    await expect(getUser('5')).resolves.toEqual(record);
    // No route of ours answers a bare record; the client still reads one.
    mockApi(() => notFromServer({ status: 200, data: record }));
    await expect(getUser('5')).resolves.toEqual(record);
  });

  it('keys a profile from general to specific', () => {
    expect(profileQueries.detail('5').queryKey).toEqual(['profile', 'detail', '5']);
  });

  it('saves with is_active true and updates the stored name, e-mail and phone', async () => {
    useSessionStore.getState().signIn('jwt', { id: 5, name: 'Asha Rao', email: 'asha@example.in', role: 'admin', phone: '1111111111' });
    let sent: unknown;
    mockApi(({ method, url, body }) => {
      sent = { method, url, body };
      return { status: 200, data: { success: true, message: 'Updated', data: { ...record, ...(body as object) } } };
    });
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useUpdateProfile('5'), { wrapper });
    await act(() =>
      result.current.mutateAsync({ first_name: 'Asha', last_name: 'Iyer Rao', email: 'asha.rao@example.in', phone: '9999999999' }),
    );
    expect(sent).toEqual({
      method: 'PUT',
      url: '/api/v1/users/users/5',
      body: { first_name: 'Asha', last_name: 'Iyer Rao', email: 'asha.rao@example.in', phone: '9999999999', is_active: true },
    });
    await waitFor(() =>
      expect(useSessionStore.getState().user).toMatchObject({ name: 'Asha Iyer Rao', email: 'asha.rao@example.in', phone: '9999999999' }),
    );
    expect(localStorage.getItem('userLastName')).toBe('Iyer Rao');
    expect(client.getQueryData(profileQueries.detail('5').queryKey)).toMatchObject({ last_name: 'Iyer Rao' });
  });
});
