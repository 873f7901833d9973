import { useEffect, useRef, useState } from 'react';
import { Alert, Grid, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { adminRegistrationError } from '../admins-errors';
import { adminRegistrationSchema, DEFAULT_ADMIN_ADDRESS, DEFAULT_ADMIN_FIRM_NAME, parseCreatorId } from '@firm/shared/domain/user';
import { adminQueries, useRegisterAdmin } from '../api/admins';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useSessionUser } from '@firm/shared/runtime';
import { FormDialog, ReadOnlyField, SubmitActions, useZodForm } from '@firm/shared/ui';
import { UserFields, type UserFieldValues } from './user-fields';

const EMPTY: UserFieldValues = { first_name: '', last_name: '', email: '', phone: '', designation: '' };
/** What the dialog asks for; the creator, firm name and address are set for every new admin. */
const personSchema = adminRegistrationSchema.pick({ first_name: true, last_name: true, email: true, phone: true });
/** Spec 01 §9: the dialog closes, or the user goes back to sign-in, 2 s after the outcome is shown. */
const OUTCOME_DELAY_MS = 2000;

type Outcome = { severity: 'success' | 'error'; message: string };

export type AddAdminDialogProps = { onClose: () => void };

export function AddAdminDialog({ onClose }: AddAdminDialogProps) {
  const session = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm({ defaultValues: EMPTY, schema: personSchema });
  const register = useRegisterAdmin();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const saving = register.isPending;
  const reloadList = () => void queryClient.invalidateQueries({ queryKey: adminQueries.lists() });
  const later = (action: () => void) => {
    setLeaving(true);
    timer.current = setTimeout(action, OUTCOME_DELAY_MS);
  };

  const handleSubmit = () => {
    setOutcome(null);
    const creator = parseCreatorId(session?.id);
    if (!creator.ok) {
      setOutcome({ severity: 'error', message: creator.message });
      return;
    }
    void form.submit((person) => {
      const body = { ...person, creator_id: creator.id, firm_name: DEFAULT_ADMIN_FIRM_NAME, address: DEFAULT_ADMIN_ADDRESS };
      register.mutate(body, {
        onSuccess: (answer) => {
          setOutcome({ severity: 'success', message: answer.message || 'Admin created successfully' });
          form.reset(EMPTY);
          reloadList();
          later(onClose);
        },
        onError: (error) => {
          const failed = toHttpFailure(error);
          const result = adminRegistrationError(failed);
          setOutcome({ severity: 'error', message: result.message });
          form.placeServerErrors(failed);
          if (result.refreshList) reloadList();
          if (result.signIn) later(() => navigate('/auth/signin', { replace: true }));
        },
      });
    })();
  };

  return (
    <FormDialog
      open
      title="Add Admin"
      onClose={onClose}
      preventClose={saving}
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={saving} onCancel={onClose} submitLabel="Add Admin" savingLabel="Creating..." disabled={leaving} />}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {outcome ? <Alert severity={outcome.severity}>{outcome.message}</Alert> : null}
        <UserFields control={form.control} editing disabled={saving} autoFocus />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Firm Name" value={DEFAULT_ADMIN_FIRM_NAME} helperText="Set for every new admin" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ReadOnlyField label="Address" value={DEFAULT_ADMIN_ADDRESS} helperText="Set for every new admin" />
          </Grid>
        </Grid>
      </Stack>
    </FormDialog>
  );
}
