import { useState } from 'react';
import { Alert, Grid, MenuItem, Stack, TextField } from '@mui/material';
import {
  parseCreatorId,
  REGISTERING_USER_ID_MESSAGES,
  REGISTRABLE_ROLES,
  staffRegistrationSchema,
  type RegistrableRole,
} from '@firm/shared/domain/user';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import { USER_MESSAGES, userCreateErrorMessage } from '../users-errors';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useRegisterUser } from '../api/org-users';
import { useSessionUser } from '@firm/shared/runtime';
import { FormDialog, labelledMenuItems, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { UserFields, type UserFieldValues } from './user-fields';

const EMPTY: UserFieldValues = { first_name: '', last_name: '', email: '', phone: '', designation: '' };
/** The person's part of the registration; the creator comes from the session. */
const personSchema = staffRegistrationSchema.omit({ creator_id: true });

export type AddUserDialogProps = {
  /** The user types this role may create (User Type); the first is preselected unless Employee is there. */
  roles?: readonly RegistrableRole[];
  onClose: () => void;
};

export function AddUserDialog({ roles = REGISTRABLE_ROLES, onClose }: AddUserDialogProps) {
  const session = useSessionUser();
  // Spec 01 §5: the toast of a refused form says 'Please fill in all required fields correctly.', titled by its first field.
  const form = useZodForm({ defaultValues: EMPTY, schema: personSchema, toast: { message: USER_MESSAGES.createInvalid } });
  const [type, setType] = useState<RegistrableRole>(roles.includes('employee') ? 'employee' : roles[0]!);
  const register = useRegisterUser();
  const saving = register.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = () => {
    setFailure(null);
    const creator = parseCreatorId(session?.id, REGISTERING_USER_ID_MESSAGES);
    if (!creator.ok) {
      setFailure(creator.message);
      return;
    }
    void form.submit((person) => {
      const body = { ...person, creator_id: creator.id };
      const withFirm = type === 'admin' ? { ...body, firm_name: session?.firmName } : body;
      register.mutate(
        { type, body: withFirm },
        {
          onSuccess: (answer) => {
            notify({ variant: 'success', title: 'Success', message: answer.message || 'User created successfully' });
            onClose();
          },
          onError: (error) => {
            const failed = toHttpFailure(error);
            const message = userCreateErrorMessage(failed);
            setFailure(message);
            form.placeServerErrors(failed);
            notify({ variant: 'error', title: 'Error', message });
          },
        },
      );
    })();
  };

  return (
    <FormDialog
      open
      title="Add User"
      onClose={onClose}
      preventClose={saving}
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={saving} onCancel={onClose} submitLabel="Create User" savingLabel="Creating..." />}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <UserFields control={form.control} editing disabled={saving} autoFocus />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="User Type"
              value={type}
              onChange={(event) => setType(event.target.value as RegistrableRole)}
              disabled={saving}
            >
              {labelledMenuItems(roles, ROLE_LABELS)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              label="Status"
              value="active"
              disabled
              helperText="New users start active"
              // A disabled field greys its help too, below legible contrast; the help is still meant to be read.
              slotProps={{ formHelperText: { sx: { '&, &.Mui-disabled': { color: 'text.secondary' } } } }}
            >
              <MenuItem value="active">Active</MenuItem>
            </TextField>
          </Grid>
        </Grid>
      </Stack>
    </FormDialog>
  );
}
