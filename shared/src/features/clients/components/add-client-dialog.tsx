import { useMemo } from 'react';
import { Alert } from '@mui/material';
import { dropBlankContacts } from '@firm/shared/domain';
import { useCreateClient } from '../api/clients';
import { FormDialog, notify, SubmitActions } from '@firm/shared/ui';
import { emptyClientForm, type ClientFormValues } from '../hooks/client-form-values';
import { useClientForm } from '../hooks/use-client-form';
import { useClientSaveFailure } from '../hooks/use-client-save-failure';
import { ClientFormFields } from './client-form-fields';

/** Spec 01 §5: Add Client submits only once the required fields and a contact are there and nothing is flagged. */
export function canSubmitNewClient(values: ClientFormValues, hasErrors: boolean): boolean {
  const filled = [values.client_name, values.street, values.state, values.gst_number].every((v) => v.trim() !== '');
  return filled && dropBlankContacts(values.contacts).length > 0 && !hasErrors;
}

export type AddClientDialogProps = { onClose: () => void };

export function AddClientDialog({ onClose }: AddClientDialogProps) {
  const initial = useMemo(emptyClientForm, []);
  const form = useClientForm(initial);
  const create = useCreateClient();
  const { failure, clear: clearFailure, report: reportFailure } = useClientSaveFailure('create');
  const saving = create.isPending;
  const flagged = Object.keys(form.errors).length > 0 || form.duplicates.problems.length > 0;

  const handleSubmit = () => {
    clearFailure();
    const body = form.validate();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        notify({ variant: 'success', title: 'Success', message: answer.message || 'Client created successfully' });
        onClose();
      },
      onError: reportFailure,
    });
  };

  return (
    <FormDialog
      open
      title="Add Client"
      onClose={onClose}
      preventClose={saving}
      onSubmit={handleSubmit}
      maxWidth="md"
      actions={
        <SubmitActions saving={saving} onCancel={onClose} submitLabel="Create Client" savingLabel="Creating..." disabled={!canSubmitNewClient(form.values, flagged)} />
      }
    >
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <ClientFormFields form={form} disabled={saving} />
    </FormDialog>
  );
}
