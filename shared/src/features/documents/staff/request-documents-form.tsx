import { Box, Button, Paper } from '@mui/material';
import { documentRequestInputSchema, documentRequestTexts as T, documentRequestMessages as M } from '@firm/shared/domain/document-request';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { notify, useZodForm } from '@firm/shared/ui';
import { addDocumentRequests, useDocumentRequestWrite, type NewDocumentRequest } from '../api/document-requests';
import { documentErrorMessage } from '../document-errors';
import { RequestTextFields, RequiredSwitch } from '../components/request-fields';

export type RequestDocumentsFormProps = { taskId: number; onChanged: () => void; onClose: () => void };

const EMPTY = { title: '', note: '', required: true, due_date: '' };

/**
 * One document asked of the client: a title, an optional note, required or optional, a due date. The form
 * stays open after a request is added, empty but for the due date, so a second one is quick to add.
 */
export function RequestDocumentsForm({ taskId, onChanged, onClose }: RequestDocumentsFormProps) {
  const form = useZodForm({ defaultValues: EMPTY, schema: documentRequestInputSchema, toast: { label: () => T.title } });
  const add = useDocumentRequestWrite(taskId, (request: NewDocumentRequest) => addDocumentRequests(taskId, [request]), onChanged);

  const handleSubmit = form.submit((request) =>
    add.mutate(request, {
      onSuccess: () => {
        notify({ variant: 'success', message: M.created });
        form.reset({ ...EMPTY, due_date: request.due_date });
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        const placed = form.placeServerErrors(failure, (field) => field.replace(/^requests\.\d+\./, ''));
        if (!placed)
          notify({ variant: 'error', message: documentErrorMessage(failure, 'The documents could not be requested. Please try again.') });
      },
    }),
  );

  return (
    // Not a <form>: it sits inside the Project dialog's form, and the browser would submit that one too.
    <Paper component="section" role="form" variant="outlined" aria-label={T.addRequest} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <RequestTextFields control={form.control} size="small" placeholder="Form 16 for FY 2025-26" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <RequiredSwitch control={form.control} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={onClose} disabled={add.isPending}>
            Done
          </Button>
          <Button variant="contained" onClick={() => void handleSubmit()} disabled={add.isPending}>
            {add.isPending ? 'Requesting...' : 'Request'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
