import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, notify, useZodForm } from '@firm/shared/ui';

type Reason = { reason: string };

export type CancelWithReasonDialogProps<Answer> = {
  /** "Invoice", "Credit Note": the buttons' words (Keep …, Cancel …). */
  noun: string;
  /** The document's number, in the title. */
  number: string;
  /** What cancelling does and when it is allowed, above the reason. */
  explanation: ReactNode;
  /** The alert when the call fails without a refusal of the server's. */
  failedText: string;
  /** The longest reason the server takes. */
  reasonMax: number;
  schema: z.ZodType<Reason>;
  cancel: UseMutationResult<Answer, Error, Reason>;
  /** The toast once cancelled. */
  successMessage: (answer: Answer) => string;
  onClose: () => void;
};

/**
 * Cancelling an issued document with a reason (an invoice or a credit note issued in error):
 * the server's refusal (a payment on the invoice, the IRP's 24 hours) shows in the dialog in its words,
 * a field error on its field; cancelled, a toast and the dialog closes.
 */
export function CancelWithReasonDialog<Answer>({
  noun,
  number,
  explanation,
  failedText,
  reasonMax,
  schema,
  cancel,
  successMessage,
  onClose,
}: CancelWithReasonDialogProps<Answer>) {
  const form = useZodForm<Reason>({ defaultValues: { reason: '' }, schema });
  const failure = cancel.error ? toHttpFailure(cancel.error) : null;
  const refusal = failure && failure.status !== undefined && failure.status >= 400 && failure.status < 500 ? serverText(failure) : null;
  const save = form.submit((body) =>
    cancel.mutate(body, {
      onSuccess: (answer) => {
        notify({ variant: 'success', message: successMessage(answer) });
        onClose();
      },
      onError: (error) => form.placeServerErrors(toHttpFailure(error)),
    }),
  );
  return (
    <FormDialog
      open
      title={`Cancel ${noun} ${number}`}
      onClose={onClose}
      preventClose={cancel.isPending}
      onSubmit={(event) => void save(event)}
      actions={
        <>
          <Button onClick={onClose} disabled={cancel.isPending}>
            Keep {noun}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : `Cancel ${noun}`}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{refusal ?? failedText}</Alert> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {explanation}
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
          slotProps={{ htmlInput: { maxLength: reasonMax } }}
        />
      </Stack>
    </FormDialog>
  );
}
