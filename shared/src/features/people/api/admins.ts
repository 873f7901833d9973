import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistrationBody, AdminUser, UserUpdateBody } from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';
import { registerUser, toggleUserStatus, updateOrgUser } from './org-users';

// The super admin's Admin Management (spec 01 §7).

function toAdminUser(raw: Partial<AdminUser>): AdminUser {
  return {
    id: Number(raw.id),
    first_name: raw.first_name ?? '',
    last_name: raw.last_name ?? '',
    email: raw.email ?? '',
    phone: raw.phone ?? null,
    address: raw.address ?? null,
    firm_name: raw.firm_name ?? null,
    is_active: raw.is_active !== false,
    designation: raw.designation ?? 'Admin',
    role_id: Number(raw.role_id ?? 2),
    role_name: raw.role_name ?? 'Admin',
    created_at: raw.created_at ?? '',
    updated_at: raw.updated_at ?? '',
  };
}

/** The answer is an array, bare or as `data`, or inside `data.admins`. */
export function readAdmins(body: unknown): AdminUser[] {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  const list = Array.isArray(data) ? data : (data as { admins?: unknown } | null)?.admins;
  return Array.isArray(list) ? list.map((a) => toAdminUser(a as Partial<AdminUser>)) : [];
}

export async function listAdmins(): Promise<AdminUser[]> {
  const { data } = await http.get('/api/v1/users/users/admins');
  return readAdmins(data);
}

export const adminQueries = {
  all: () => ['admins'] as const,
  list: () => queryOptions({ queryKey: [...adminQueries.all(), 'list'] as const, queryFn: listAdmins }),
};

export function registerAdmin(body: AdminRegistrationBody) {
  return registerUser('admin', body);
}

/** Registration leaves refreshing to the dialog: it reloads after success and after "may have been created" errors. */
export function useRegisterAdmin() {
  return useMutation({ mutationFn: registerAdmin });
}

export function useToggleAdminStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(adminQueries.list().queryKey, (admins) =>
        admins?.map((a) => (a.id === body.user_id ? { ...a, is_active: body.is_active } : a)),
      );
    },
  });
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) => updateOrgUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.list().queryKey }),
  });
}
