import { useMutation } from '@tanstack/react-query';
import { adminListAnswerSchema } from '@firm/shared/domain/list';
import type { AdminRegistrationBody, AdminUser, UserUpdateBody } from '@firm/shared/domain/user';
import { listResource, useCacheWrite } from '@firm/shared/ui';
import { registerUser, showUserStatus, toggleUserStatus, updateOrgUser } from './org-users';

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

export const useToggleAdminStatus = () =>
  useCacheWrite(toggleUserStatus, (queryClient, _answer, body) => {
    showUserStatus<AdminUser>(queryClient, adminQueries.lists(), body);
  });

export const useUpdateAdmin = () =>
  useCacheWrite(
    ({ id, body }: { id: number; body: UserUpdateBody }) => updateOrgUser(id, body),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminQueries.lists() }),
  );
