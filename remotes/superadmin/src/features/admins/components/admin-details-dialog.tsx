import { useState } from 'react';
import { Alert, Box, Button, Divider, Grid, Stack, TextField, Typography } from '@mui/material';
import { adminUpdateErrorMessage, formatDate, fullName, STATUS_TOGGLE_FAILED, userUpdateSchema, type AdminUser } from '@firm/shared/domain';
import { toHttpFailure, useToggleAdminStatus, useUpdateAdmin } from '@firm/shared/api';
import { FormDialog, StatusSwitch, UserFields, useSchemaForm, useStatusToggle, useTimedMessage, type UserFieldValues } from '@firm/shared/ui';

function valuesOf(admin: AdminUser): UserFieldValues {
  return { first_name: admin.first_name, last_name: admin.last_name, email: admin.email, phone: admin.phone ?? '', designation: admin.designation ?? 'Admin' };
}

export type AdminDetailsDialogProps = { admin: AdminUser; onClose: () => void };

/** View dialog: read mode, Edit → Save or Cancel (which restores), and a status switch that acts at once. */
export function AdminDetailsDialog({ admin, onClose }: AdminDetailsDialogProps) {
  const form = useSchemaForm(valuesOf(admin));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(admin);
  const [banner, showBanner] = useTimedMessage(3000);
  const update = useUpdateAdmin();
  const toggle = useToggleAdminStatus();
  const status = useStatusToggle(
    admin.is_active,
    (next) => toggle.mutateAsync({ user_id: admin.id, is_active: next }),
    STATUS_TOGGLE_FAILED,
    (next) => showBanner(next ? 'Admin activated successfully' : 'Admin deactivated successfully'),
  );
  const saving = update.isPending;

  const handleCancel = () => {
    form.reset(valuesOf(saved));
    update.reset();
    setEditing(false);
  };

  const handleSave = () => {
    const body = form.validate(userUpdateSchema, { ...form.values, designation: form.values.designation || null, is_active: status.checked });
    if (!body) return;
    update.mutate(
      { id: admin.id, body },
      {
        onSuccess: (answer) => {
          setSaved({ ...saved, ...body, designation: body.designation ?? null });
          setEditing(false);
          showBanner(answer.message || 'Admin details updated successfully');
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title="Admin Details"
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
        {update.error ? <Alert severity="error">{adminUpdateErrorMessage(toHttpFailure(update.error))}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h6">{fullName(saved)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {saved.role_name} · Created {formatDate(saved.created_at)} · Updated {formatDate(saved.updated_at)}
            </Typography>
          </Box>
          <StatusSwitch checked={status.checked} updating={status.updating} onToggle={(next) => void status.handleToggle(next)} />
        </Stack>
        <Divider />
        <UserFields values={form.values} errors={form.errors} editing={editing} disabled={saving} onChange={form.setField} showDesignation autoFocus />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Firm Name" fullWidth disabled value={saved.firm_name ?? ''} placeholder="Default Firm Name" slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Address" fullWidth disabled value={saved.address ?? ''} placeholder="Default Address" slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
        </Grid>
      </Stack>
    </FormDialog>
  );
}
