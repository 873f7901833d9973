import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { adminQueries, readAdmins, registerAdmin, useToggleAdminStatus } from './admins';
import { listOrganizationUsers, orgUserQueries, readOrganizationUsers, registerUser } from './org-users';

const admin = { id: 2, first_name: 'Meera', last_name: 'Shah', email: 'meera@x.in', phone: '9876543210', is_active: true, role_id: 2, role_name: 'Admin' };

describe('admin and user calls', () => {
  it('reads admins from data, a bare array or data.admins, defaulting the designation to Admin', () => {
    expect(readAdmins({ success: true, data: [admin] })[0]).toMatchObject({ id: 2, designation: 'Admin' });
    expect(readAdmins([admin])).toHaveLength(1);
    expect(readAdmins({ data: { admins: [admin] } })).toHaveLength(1);
    expect(readAdmins({ success: true })).toEqual([]);
  });

  it('flattens the organisation groups and labels each user with its role', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, data: { admin: [admin], supervisor: [{ ...admin, id: 3, role_name: undefined }], employee: [] } } }));
    const users = await listOrganizationUsers();
    expect(calls[0]).toMatchObject({ url: '/api/v1/users/organization/users', params: { role: 'USERS' } });
    expect(users.map((u) => [u.id, u.role_name])).toEqual([[2, 'Admin'], [3, 'Supervisor']]);
    expect(readOrganizationUsers({ data: [admin] })).toHaveLength(1);
  });

  it('registers each role at its own path and refuses other types', async () => {
    const calls = mockApi(() => ({ status: 201, data: { success: true, message: 'Registered', data: { id: 7 } } }));
    await registerAdmin({ first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '9876543210', creator_id: 1 });
    await registerUser('employee', { first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '9876543210', creator_id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/register/admin', '/api/auth/register/employee']);
    await expect(registerUser('client' as never, {} as never)).rejects.toThrow('Unsupported user type: client');
  });

  it('keys the lists under their resource', () => {
    expect(adminQueries.list().queryKey).toEqual(['admins', 'list']);
    expect(orgUserQueries.detail(4).queryKey).toEqual(['org-users', 'detail', 4]);
  });

  it('writes a toggled status into the cached admin list', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, message: 'User deactivated' } }));
    const client = new QueryClient();
    client.setQueryData(adminQueries.list().queryKey, readAdmins([admin]));
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useToggleAdminStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ user_id: 2, is_active: false }));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/toggle-user-status', body: { user_id: 2, is_active: false } });
    expect(client.getQueryData(adminQueries.list().queryKey)?.[0]?.is_active).toBe(false);
  });
});
