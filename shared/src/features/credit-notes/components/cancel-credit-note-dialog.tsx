import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  creditNoteCancelMessages as M,
  creditNoteCancelSchema,
  CREDIT_NOTE_CANCEL_REASON_MAX,
  type CreditNote,
  type CreditNoteCancel,
} from '@firm/shared/domain/credit-note';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, notify, useZodForm } from '@firm/shared/ui';
import { useCancelCreditNote } from '../api/credit-notes';

export type CancelCreditNoteDialogProps = {
  note: Pick<CreditNote, 'credit_note_id' | 'credit_note_number' | 'invoice_number' | 'total_paise' | 'einvoice'>;
  onClose: () => void;
};

/**
 * Issue 29: cancelling a credit note issued in error, with the reason. Its number stays used, its credit is
 * due again on the invoice, the PDF is stamped CANCELLED and GSTR-1 counts it among documents cancelled. An
 * e-invoiced note's IRN is cancelled too, which the IRP allows only within 24 hours: the server says so after.
 */
export function CancelCreditNoteDialog({ note, onClose }: CancelCreditNoteDialogProps) {
  const cancel = useCancelCreditNote(note.credit_note_id);
  const form = useZodForm<CreditNoteCancel>({ defaultValues: { reason: '' }, schema: creditNoteCancelSchema });
  const failure = cancel.error ? toHttpFailure(cancel.error) : null;
  const refusal = failure && failure.status !== undefined && failure.status >= 400 && failure.status < 500 ? serverText(failure) : null;
  const save = form.submit((body) =>
    cancel.mutate(body, {
      onSuccess: ({ message }) => {
        notify({ variant: 'success', message: message || M.cancelled(note.credit_note_number) });
        onClose();
      },
      onError: (error) => form.placeServerErrors(toHttpFailure(error)),
    }),
  );
  const irn = note.einvoice?.status === 'registered';
  return (
    <FormDialog
      open
      title={`Cancel Credit Note ${note.credit_note_number}`}
      onClose={onClose}
      preventClose={cancel.isPending}
      onSubmit={(event) => void save(event)}
      actions={
        <>
          <Button onClick={onClose} disabled={cancel.isPending}>
            Keep Credit Note
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Credit Note'}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{refusal ?? M.failed}</Alert> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only for a credit note issued in error. Its {formatPaiseIndian(note.total_paise)} is due again on invoice {note.invoice_number};
          its number stays used and is never issued again, the PDF is stamped CANCELLED, and GSTR-1 counts it among documents cancelled.
          {irn ? ' Its IRN is cancelled too: the IRP allows that only within 24 hours of its acknowledgement.' : ''}
        </Typography>
        <FormTextField
          control={form.control}
          name="reason"
          label="Reason for cancelling"
          required
          multiline
          minRows={2}
          autoFocus
          disabled={cancel.isPending}
          slotProps={{ htmlInput: { maxLength: CREDIT_NOTE_CANCEL_REASON_MAX } }}
        />
      </Stack>
    </FormDialog>
  );
}
