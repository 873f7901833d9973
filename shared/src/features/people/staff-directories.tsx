import type { ReactNode } from 'react';
import { adminListErrorMessage, toHttpFailure, USER_MESSAGES, type AdminUser, type OrgUser, type RegistrableRole } from '@firm/shared/domain';
import { adminQueries, listAdmins } from './api/admins';
import { listOrganizationUsers, orgUserQueries } from './api/org-users';
import { AddAdminDialog } from './components/add-admin-dialog';
import { AddUserDialog } from './components/add-user-dialog';
import { AdminDetailsDialog } from './components/admin-details-dialog';
import { UserDetailsDialog } from './components/user-details-dialog';

export type StaffAccount = OrgUser | AdminUser;

export type StaffDirectoryName = 'users' | 'admins';

/** A directory's words (spec 01 §2: the admin's Users, the super admin's Admin Management), calls and dialogs. */
export type StaffDirectory = {
  texts: { title: string; subtitle: string; heading?: string; table: string; add: string; empty: string; emptyFiltered: string };
  /** The list's cache key (the resource's own, which its mutations update) and fetcher. */
  list: () => { queryKey: readonly unknown[]; queryFn: () => Promise<StaffAccount[]> };
  listError: (error: unknown) => string;
  renderAdd: (props: { roles: readonly RegistrableRole[]; onClose: () => void }) => ReactNode;
  renderDetails: (props: { account: StaffAccount; onClose: () => void }) => ReactNode;
};

export const STAFF_DIRECTORIES: Record<StaffDirectoryName, StaffDirectory> = {
  users: {
    texts: {
      title: 'Users',
      subtitle: 'Admins, supervisors and employees of your organisation',
      heading: 'User Directory',
      table: 'Users',
      add: 'Add User',
      empty: 'No users found',
      emptyFiltered: 'No users match your search criteria',
    },
    list: () => ({ queryKey: orgUserQueries.list().queryKey, queryFn: listOrganizationUsers }),
    listError: () => USER_MESSAGES.fetchList,
    renderAdd: ({ roles, onClose }) => <AddUserDialog roles={roles} onClose={onClose} />,
    // The list row is a summary: the dialog loads the user (GET /api/v1/users/users/{id}).
    renderDetails: ({ account, onClose }) => <UserDetailsDialog userId={account.id} onClose={onClose} />,
  },
  admins: {
    texts: {
      title: 'Admin Management',
      subtitle: 'Create administrators and manage their access',
      table: 'Admins',
      add: 'Add Admin',
      empty: 'No admins found',
      emptyFiltered: 'No admins match your search criteria',
    },
    list: () => ({ queryKey: adminQueries.list().queryKey, queryFn: listAdmins }),
    listError: (error) => adminListErrorMessage(toHttpFailure(error)),
    renderAdd: ({ onClose }) => <AddAdminDialog onClose={onClose} />,
    renderDetails: ({ account, onClose }) => <AdminDetailsDialog admin={account as AdminUser} onClose={onClose} />,
  },
};
