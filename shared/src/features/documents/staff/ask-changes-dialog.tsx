import {
  changesBodySchema,
  documentRequestMessages as M,
  documentRequestTexts as T,
  type DocumentRequest,
} from '@firm/shared/domain/document-request';
import { FormDialog, FormTextField, SubmitActions, useZodForm } from '@firm/shared/ui';
import { askForDocumentChanges, useDocumentRequestWrite } from '../api/document-requests';
import { requestWriteHandlers } from './request-write-handlers';

export type AskChangesDialogProps = { request: DocumentRequest; onChanged: () => void; onClose: () => void };

/** Sends an upload back with a reason the client sees on My Projects and is e-mailed. */
export function AskChangesDialog({ request, onChanged, onClose }: AskChangesDialogProps) {
  const form = useZodForm({ defaultValues: { reason: '' }, schema: changesBodySchema, toast: { label: () => T.reason } });
  const ask = useDocumentRequestWrite(request.task_id, (reason: string) => askForDocumentChanges(request.request_id, reason), onChanged);
  const handleSubmit = form.submit(({ reason }) =>
    ask.mutate(
      reason,
      requestWriteHandlers(form, { saved: M.changesAsked, failed: 'Changes could not be requested. Please try again.' }, onClose),
    ),
  );
  return (
    <FormDialog
      open
      title={`${T.askChanges}: ${request.title}`}
      onClose={onClose}
      preventClose={ask.isPending}
      onSubmit={(e) => void handleSubmit(e)}
      actions={<SubmitActions saving={ask.isPending} onCancel={onClose} submitLabel={T.askChanges} savingLabel="Sending..." />}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={T.reason}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        helperText="The client sees this and gets it by e-mail."
      />
    </FormDialog>
  );
}
