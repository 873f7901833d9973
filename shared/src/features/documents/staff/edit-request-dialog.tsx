import { Box, FormControlLabel, Switch } from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  documentRequestInputSchema,
  documentRequestMessages as M,
  documentRequestTexts as T,
  type DocumentRequest,
} from '@firm/shared/domain/document-request';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { editDocumentRequest, useDocumentRequestWrite, type NewDocumentRequest } from '../api/document-requests';
import { documentErrorMessage } from '../document-errors';

export type EditRequestDialogProps = { request: DocumentRequest; onChanged: () => void; onClose: () => void };

/** Changes a request not accepted yet: its title, note, required or optional, and due date. */
export function EditRequestDialog({ request, onChanged, onClose }: EditRequestDialogProps) {
  const form = useZodForm({
    defaultValues: { title: request.title, note: request.note, required: request.required, due_date: request.due_date },
    schema: documentRequestInputSchema,
    toast: { label: () => T.title },
  });
  const edit = useDocumentRequestWrite(
    request.task_id,
    (change: NewDocumentRequest) => editDocumentRequest(request.request_id, change),
    onChanged,
  );
  const handleSubmit = form.submit((change) =>
    edit.mutate(change, {
      onSuccess: () => {
        notify({ variant: 'success', message: M.updated });
        onClose();
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        if (!form.placeServerErrors(failure))
          notify({ variant: 'error', message: documentErrorMessage(failure, 'The request could not be saved. Please try again.') });
      },
    }),
  );
  return (
    <FormDialog
      open
      title={`${T.editRequest}: ${request.title}`}
      onClose={onClose}
      preventClose={edit.isPending}
      onSubmit={(e) => void handleSubmit(e)}
      actions={<SubmitActions saving={edit.isPending} onCancel={onClose} submitLabel="Save" savingLabel="Saving..." />}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, pt: 1 }}>
        <FormTextField control={form.control} name="title" label={T.title} required autoFocus />
        <FormTextField
          control={form.control}
          name="due_date"
          label={T.dueDate}
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField control={form.control} name="note" label={T.note} multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <Controller
          control={form.control}
          name="required"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
              label={field.value ? T.required : T.optional}
            />
          )}
        />
      </Box>
    </FormDialog>
  );
}
