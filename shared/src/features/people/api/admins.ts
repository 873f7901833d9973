import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminListAnswerSchema } from '@firm/shared/domain/list';
import type { AdminRegistrationBody, AdminUser, UserUpdateBody } from '@firm/shared/domain/user';
import { listResource, updateCachedRows } from '@firm/shared/ui';
import { registerUser, toggleUserStatus, updateOrgUser } from './org-users';

// The super admin's Admin Management (spec 01 §7).

/** GET /api/v1/users/users/admins: a page of admins, parsed with the route's schema. */
export const adminList = listResource({
  key: 'admins',
  path: '/api/v1/users/users/admins',
  schema: adminListAnswerSchema,
  select: (answer) => ({ rows: answer.data }),
});

export const adminQueries = {
  all: () => ['admins'] as const,
  lists: adminList.lists,
  list: adminList.list,
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
      updateCachedRows<AdminUser>(queryClient, adminQueries.lists(), (a) =>
        a.id === body.user_id ? { ...a, is_active: body.is_active } : a,
      );
    },
  });
}

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UserUpdateBody }) => updateOrgUser(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.lists() }),
  });
}
