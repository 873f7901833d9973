import { USER_MESSAGES } from './users-errors';
import { lazyDialog, type PagedResource } from '@firm/shared/ui';
import { orgUserQueries } from './api/org-users';
import type { StaffAccount, StaffDirectory } from './staff-directory';

// The dialogs carry the forms (react-hook-form, the person schema): loaded after the list.
const AddUserDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './components/add-user-dialog').then((m) => m.AddUserDialog));
const UserDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/user-details-dialog').then((m) => m.UserDetailsDialog),
);

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
