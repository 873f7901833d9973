import { useState } from 'react';
import { Grid, TextField } from '@mui/material';
import { adminUpdateErrorMessage } from '../admins-errors';
import { formatDate } from '@firm/shared/domain/format';
import { fullName, type AdminUser } from '@firm/shared/domain/user';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useToggleAdminStatus, useUpdateAdmin } from '../api/admins';
import { StaffDetailsDialog } from './staff-details-dialog';
import { userFieldValuesOf } from './user-fields';

const TEXTS = {
  activated: 'Admin activated successfully',
  deactivated: 'Admin deactivated successfully',
  saved: 'Admin details updated successfully',
};

// The firm's name and address show on the admin's details; they are changed elsewhere.
const FIRM_FACTS = [
  ['Firm Name', 'firm_name', 'Default Firm Name'],
  ['Address', 'address', 'Default Address'],
] as const;

export type AdminDetailsDialogProps = { admin: AdminUser; onClose: () => void };

export function AdminDetailsDialog({ admin, onClose }: AdminDetailsDialogProps) {
  // The admin came from the list; what was saved here is newer until the list reloads.
  const [saved, setSaved] = useState(admin);
  const update = useUpdateAdmin();
  const toggle = useToggleAdminStatus();
  return (
    <StaffDetailsDialog
      title="Admin Details"
      account={admin}
      values={userFieldValuesOf(saved, 'Admin')}
      update={update}
      toggleStatus={(next) => toggle.mutateAsync({ user_id: admin.id, is_active: next })}
      texts={TEXTS}
      saveError={update.error ? adminUpdateErrorMessage(toHttpFailure(update.error)) : null}
      name={fullName(saved)}
      caption={`${saved.role_name} · Created ${formatDate(saved.created_at)} · Updated ${formatDate(saved.updated_at)}`}
      onClose={onClose}
      onSaved={(body) => setSaved({ ...saved, ...body, designation: body.designation ?? null })}
    >
      <Grid container spacing={2}>
        {FIRM_FACTS.map(([label, key, placeholder]) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField
              label={label}
              fullWidth
              disabled
              value={saved[key] ?? ''}
              placeholder={placeholder}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        ))}
      </Grid>
    </StaffDetailsDialog>
  );
}
