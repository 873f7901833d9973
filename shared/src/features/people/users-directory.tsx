import { USER_MESSAGES } from '@firm/shared/domain';
import type { PagedResource } from '@firm/shared/ui';
import { orgUserQueries } from './api/org-users';
import { AddUserDialog } from './components/add-user-dialog';
import { UserDetailsDialog } from './components/user-details-dialog';
import type { StaffAccount, StaffDirectory } from './staff-directory';

/** The organisation's admins, supervisors and employees: the admin's Users screen. */
export const USERS_DIRECTORY: StaffDirectory = {
  texts: {
    title: 'Users',
    subtitle: 'Admins, supervisors and employees of your organisation',
    heading: 'User Directory',
    table: 'Users',
    add: 'Add User',
    empty: 'No users found',
    emptyFiltered: 'No users match your search criteria',
  },
  list: orgUserQueries as PagedResource<StaffAccount>,
  listError: () => USER_MESSAGES.fetchList,
  renderAdd: ({ roles, onClose }) => <AddUserDialog roles={roles} onClose={onClose} />,
  // The list row is a summary: the dialog loads the user (GET /api/v1/users/users/{id}).
  renderDetails: ({ account, onClose }) => <UserDetailsDialog userId={account.id} onClose={onClose} />,
};
