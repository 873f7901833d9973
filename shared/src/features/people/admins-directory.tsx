import { adminListErrorMessage } from './admins-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import type { AdminUser } from '@firm/shared/domain/user';
import { lazyDialog, type PagedResource } from '@firm/shared/ui';
import { adminQueries } from './api/admins';
import type { StaffAccount, StaffDirectory } from './staff-directory';

// The dialogs carry the forms (react-hook-form, the person schema): loaded after the list.
const AddAdminDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './components/add-admin-dialog').then((m) => m.AddAdminDialog));
const AdminDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/admin-details-dialog').then((m) => m.AdminDetailsDialog),
);

/** The firm's administrators: the super admin's Users screen (Admin Management). */
export const ADMINS_DIRECTORY: StaffDirectory = {
  texts: {
    title: 'Admin Management',
    subtitle: 'Create administrators and manage their access',
    table: 'Admins',
    add: 'Add Admin',
    empty: 'No admins found',
    emptyFiltered: 'No admins match your search criteria',
  },
  list: adminQueries as PagedResource<StaffAccount>,
  listError: (error) => adminListErrorMessage(toHttpFailure(error)),
  renderAdd: ({ onClose }) => <AddAdminDialog onClose={onClose} />,
  // This list carries the whole record, so the dialog starts from the row.
  renderDetails: ({ account, onClose }) => <AdminDetailsDialog admin={account as AdminUser} onClose={onClose} />,
};
