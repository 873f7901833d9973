import type { ClientBody } from '@firm/shared/domain/client';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormFailure, notify, SubmitActions } from '@firm/shared/ui';
import type { ClientFormValues } from '../hooks/client-form-values';
import { useClientForm, type ClientForm } from '../hooks/use-client-form';
import { useClientSaveFailure } from '../hooks/use-client-save-failure';
import { ClientFormFields } from './client-form-fields';

export type ClientSaveHandlers = { onSuccess: (answer: { message?: string }) => void; onError: (error: unknown) => void };

export type ClientFormDialogProps = {
  title: string;
  mode: 'create' | 'update';
  initial: ClientFormValues;
  /** Sends the body (the create or update call); `saving` while it runs. */
  save: (body: ClientBody, handlers: ClientSaveHandlers) => void;
  saving: boolean;
  /** The success toast's words when the server's answer has none. */
  savedText: string;
  onSaved: () => void;
  onClose: () => void;
  onCancel: () => void;
  submitLabel: string;
  savingLabel?: string;
  /** Why Save may not run yet, read from the form as it stands; null when it may. */
  blockedReasonOf: (form: ClientForm) => string | null;
};

/** Add Client and Edit Client: the client's fields, the failed save above them and in a toast, the server's refusals on their fields. */
export function ClientFormDialog(props: ClientFormDialogProps) {
  const { title, mode, initial, save, saving, savedText, onSaved, onClose, onCancel, submitLabel, savingLabel } = props;
  const form = useClientForm(initial);
  const { failure, clear: clearFailure, report: reportFailure } = useClientSaveFailure(mode);
  const blockedReason = props.blockedReasonOf(form);

  const handleSubmit = form.handleSubmit((body) =>
    save(body, {
      onSuccess: (answer) => {
        notify({ variant: 'success', title: 'Success', message: answer.message || savedText });
        onSaved();
      },
      onError: (error) => {
        reportFailure(error);
        form.placeServerErrors(toHttpFailure(error));
      },
    }),
  );

  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => {
        clearFailure();
        handleSubmit();
      }}
      maxWidth="md"
      actions={
        <SubmitActions
          saving={saving}
          onCancel={onCancel}
          submitLabel={submitLabel}
          savingLabel={savingLabel}
          disabled={blockedReason !== null}
          blockedReason={blockedReason}
        />
      }
    >
      <FormFailure>{failure}</FormFailure>
      <ClientFormFields form={form} disabled={saving} />
    </FormDialog>
  );
}
