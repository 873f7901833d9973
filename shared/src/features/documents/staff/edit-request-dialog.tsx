import { Box } from '@mui/material';
import {
  documentRequestInputSchema,
  documentRequestMessages as M,
  documentRequestTexts as T,
  type DocumentRequest,
} from '@firm/shared/domain/document-request';
import { FormDialog, SubmitActions, useZodForm } from '@firm/shared/ui';
import { editDocumentRequest, useDocumentRequestWrite, type NewDocumentRequest } from '../api/document-requests';
import { requestWriteHandlers } from './request-write-handlers';
import { RequestTextFields, RequiredSwitch } from '../components/request-fields';

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
    edit.mutate(
      change,
      requestWriteHandlers(form, { saved: M.updated, failed: 'The request could not be saved. Please try again.' }, onClose),
    ),
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
        <RequestTextFields control={form.control} autoFocus />
        <RequiredSwitch control={form.control} />
      </Box>
    </FormDialog>
  );
}
