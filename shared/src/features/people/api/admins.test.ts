import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { mockApi } from '@firm/shared/runtime/testing';
import { adminList, adminQueries, registerAdmin, useToggleAdminStatus } from './admins';
import { listOrganizationUsers, orgUserQueries, readOrganizationUsers, registerUser, userList } from './org-users';

const admin = {
  id: 2,
  first_name: 'Meera',
  last_name: 'Shah',
  email: 'meera@x.in',
  phone: '9876543210',
  is_active: true,
  role_id: 2,
  role_name: 'Admin',
};
const fullAdmin = {
  ...admin,
  address: null,
  firm_name: 'Kapoor Iyer & Co.',
  designation: 'Admin',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
/** An organisation user as the users routes answer one. */
const orgAdmin = { ...fullAdmin, organization_id: 1 };
const pagination = { page: 1, limit: 25, total: 1, pages: 1 };
const params = { page: 1, limit: 25, sort: 'name', order: 'asc' as const, filters: { is_active: 'true', role: 'admin' } };

describe('admin and user calls', () => {
  it("reads a page of admins, and of users with their filters, with the routes' schemas", async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, data: [orgAdmin], pagination } }));
    expect((await adminList.fetchList(params)).rows[0]).toMatchObject({ id: 2, designation: 'Admin' });
    expect((await userList.fetchList(params)).pagination).toEqual(pagination);
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/users/users/admins', '/api/v1/users/users']);
    expect(calls[1]!.params).toMatchObject({ is_active: 'true', role: 'admin', page: '1' });
  });

  it('flattens the organisation groups and labels each user with its role', async () => {
    const calls = mockApi(() => ({
      status: 200,
      data: {
        success: true,
        data: { admin: [orgAdmin], supervisor: [{ ...orgAdmin, id: 3, role_id: 3, role_name: 'Supervisor' }], employee: [] },
      },
    }));
    const users = await listOrganizationUsers();
    expect(calls[0]).toMatchObject({ url: '/api/v1/users/organization/users', params: { role: 'USERS' } });
    expect(users.map((u) => [u.id, u.role_name])).toEqual([
      [2, 'Admin'],
      [3, 'Supervisor'],
    ]);
    expect(readOrganizationUsers({ data: [admin] })).toHaveLength(1);
  });

  it('registers each role at its own path and refuses other types', async () => {
    const registered = {
      id: 7,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.in',
      phone: '9876543210',
      address: null,
      firmName: 'Kapoor Iyer & Co.',
      isActive: true,
      roleId: 2,
      roleName: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const calls = mockApi(() => ({ status: 201, data: { success: true, message: 'Registered', data: registered } }));
    await registerAdmin({ first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '9876543210', creator_id: 1 });
    await registerUser('employee', { first_name: 'A', last_name: 'B', email: 'a@b.in', phone: '9876543210', creator_id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/register/admin', '/api/auth/register/employee']);
    await expect(registerUser('client' as never, {} as never)).rejects.toThrow('Unsupported user type: client');
  });

  it('keys the lists under their resource', () => {
    expect(adminQueries.list(params).queryKey).toEqual(['admins', 'list', params]);
    expect(orgUserQueries.detail(4).queryKey).toEqual(['org-users', 'detail', 4]);
  });

  it('writes a toggled status into the cached admin list', async () => {
    const calls = mockApi(() => ({
      status: 200,
      data: { success: true, message: 'User deactivated', user: { ...orgAdmin, is_active: false } },
    }));
    const client = new QueryClient();
    client.setQueryData(adminQueries.list(params).queryKey, { rows: [fullAdmin], pagination, summary: undefined });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useToggleAdminStatus(), { wrapper });
    await act(() => result.current.mutateAsync({ user_id: 2, is_active: false }));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/toggle-user-status', body: { user_id: 2, is_active: false } });
    expect(client.getQueryData(adminQueries.list(params).queryKey)?.rows[0]?.is_active).toBe(false);
  });
});
