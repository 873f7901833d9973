import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@firm/shared/domain/format';
import { fullName, type OrgUser } from '@firm/shared/domain/user';
import { USER_MESSAGES, userUpdateErrorMessage } from '../users-errors';
import { orgUserQueries, useToggleUserStatus, useUpdateOrgUser } from '../api/org-users';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, LoadState } from '@firm/shared/ui';
import { StaffDetailsDialog } from './staff-details-dialog';
import { userFieldValuesOf } from './user-fields';

const TEXTS = {
  activated: 'User activated successfully',
  deactivated: 'User deactivated successfully',
  saved: 'User updated successfully',
};

function UserDetails({ user, onClose }: { user: OrgUser; onClose: () => void }) {
  const update = useUpdateOrgUser();
  const toggle = useToggleUserStatus();
  return (
    <StaffDetailsDialog
      title="User Details"
      account={user}
      // A save refetches the user, so Cancel goes back to what the server holds.
      values={userFieldValuesOf(user)}
      update={update}
      toggleStatus={(next) => toggle.mutateAsync({ user_id: user.id, is_active: next })}
      texts={TEXTS}
      saveError={update.error ? userUpdateErrorMessage(toHttpFailure(update.error)) : null}
      name={fullName(user)}
      caption={`${user.role_name} · ${user.firm_name || 'No firm'} · Joined ${formatDate(user.created_at)}`}
      onClose={onClose}
      invalidMessage={USER_MESSAGES.editInvalid}
    />
  );
}

export type UserDetailsDialogProps = { userId: number; onClose: () => void };

/** Loads the user (GET /api/v1/users/users/{id}) and shows it; Retry on failure. */
export function UserDetailsDialog({ userId, onClose }: UserDetailsDialogProps) {
  const query = useQuery(orgUserQueries.detail(userId));
  if (query.data) return <UserDetails user={query.data} onClose={onClose} />;
  return (
    <FormDialog open title="User Details" onClose={onClose}>
      <LoadState error={query.isError ? USER_MESSAGES.fetchOne : null} onRetry={() => void query.refetch()} loadingLabel="Loading user" />
    </FormDialog>
  );
}
