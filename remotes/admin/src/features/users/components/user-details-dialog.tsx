import { useState } from 'react';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  formatDate,
  fullName,
  STATUS_TOGGLE_FAILED,
  USER_MESSAGES,
  userUpdateErrorMessage,
  userUpdateSchema,
  type OrgUser,
} from '@firm/shared/domain';
import { orgUserQueries, toHttpFailure, useToggleUserStatus, useUpdateOrgUser } from '@firm/shared/api';
import { FormDialog, LoadState, notify, StatusSwitch, UserFields, useSchemaForm, useStatusToggle, useTimedMessage, type UserFieldValues } from '@firm/shared/ui';

function valuesOf(user: OrgUser): UserFieldValues {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone ?? '', designation: user.designation ?? '' };
}

function UserDetails({ user, onClose }: { user: OrgUser; onClose: () => void }) {
  const form = useSchemaForm(valuesOf(user));
  const [editing, setEditing] = useState(false);
  const [banner, showBanner] = useTimedMessage(3000);
  const update = useUpdateOrgUser();
  const toggle = useToggleUserStatus();
  const status = useStatusToggle(
    user.is_active,
    (next) => toggle.mutateAsync({ user_id: user.id, is_active: next }),
    STATUS_TOGGLE_FAILED,
    (next) => showBanner(next ? 'User activated successfully' : 'User deactivated successfully'),
  );
  const saving = update.isPending;

  const handleCancel = () => {
    form.reset(valuesOf(user));
    update.reset();
    setEditing(false);
  };

  const handleSave = () => {
    const body = form.validate(userUpdateSchema, { ...form.values, designation: form.values.designation || null, is_active: status.checked });
    if (!body) {
      notify({ variant: 'error', title: 'Error', message: USER_MESSAGES.editInvalid });
      return;
    }
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: (answer) => {
          setEditing(false);
          showBanner(answer.message || 'User updated successfully');
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title="User Details"
      onClose={onClose}
      preventClose={saving}
      onSubmit={handleSave}
      maxWidth="md"
      actions={
        editing ? (
          <>
            <Button key="cancel" onClick={handleCancel} disabled={saving}>
              Cancel
            </Button>
            <Button key="save" type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </>
        ) : (
          <>
            <Button key="close" onClick={onClose}>
              Close
            </Button>
            {/* Its own key: reusing this element as the submit button would let the same click submit the form. */}
            <Button key="edit" variant="contained" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2}>
        {banner ? <Alert severity="success">{banner}</Alert> : null}
        {status.error ? <Alert severity="error">{status.error}</Alert> : null}
        {update.error ? <Alert severity="error">{userUpdateErrorMessage(toHttpFailure(update.error))}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h6">{fullName(user)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user.role_name} · {user.firm_name || 'No firm'} · Joined {formatDate(user.created_at)}
            </Typography>
          </Box>
          <StatusSwitch checked={status.checked} updating={status.updating} onToggle={(next) => void status.handleToggle(next)} />
        </Stack>
        <Divider />
        <UserFields values={form.values} errors={form.errors} editing={editing} disabled={saving} onChange={form.setField} showDesignation autoFocus />
      </Stack>
    </FormDialog>
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
