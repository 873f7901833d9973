import { adminListErrorMessage, toHttpFailure, type AdminUser } from '@firm/shared/domain';
import type { PagedResource } from '@firm/shared/ui';
import { adminQueries } from './api/admins';
import { AddAdminDialog } from './components/add-admin-dialog';
import { AdminDetailsDialog } from './components/admin-details-dialog';
import type { StaffAccount, StaffDirectory } from './staff-directory';

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
