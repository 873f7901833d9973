import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  invoiceCancelMessages as M,
  invoiceCancelSchema,
  INVOICE_CANCEL_REASON_MAX,
  type InvoiceCancel,
} from '@firm/shared/domain/invoice-cancel';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, notify, useZodForm } from '@firm/shared/ui';
import { useCancelInvoice } from '../api/invoices';

export type CancelInvoiceDialogProps = { invoice: Pick<InvoiceDetail, 'invoice_id' | 'invoice_number'>; onClose: () => void };

/**
 * Issue 29: cancelling an invoice issued in error, with the reason. The number stays used and is never
 * issued again; the PDF is stamped CANCELLED, the Project may be invoiced again and GSTR-1 counts it as
 * cancelled. The server refuses an invoice with a payment or credit note (a credit note is the way then).
 */
export function CancelInvoiceDialog({ invoice, onClose }: CancelInvoiceDialogProps) {
  const cancel = useCancelInvoice(invoice.invoice_id);
  const form = useZodForm<InvoiceCancel>({ defaultValues: { reason: '' }, schema: invoiceCancelSchema });
  const failure = cancel.error ? toHttpFailure(cancel.error) : null;
  const refusal = failure && failure.status !== undefined && failure.status >= 400 && failure.status < 500 ? serverText(failure) : null;
  const save = form.submit((body) =>
    cancel.mutate(body, {
      onSuccess: () => {
        notify({ variant: 'success', message: M.cancelled(invoice.invoice_number) });
        onClose();
      },
      onError: (error) => form.placeServerErrors(toHttpFailure(error)),
    }),
  );
  return (
    <FormDialog
      open
      title={`Cancel Invoice ${invoice.invoice_number}`}
      onClose={onClose}
      preventClose={cancel.isPending}
      onSubmit={(event) => void save(event)}
      actions={
        <>
          <Button onClick={onClose} disabled={cancel.isPending}>
            Keep Invoice
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Invoice'}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{refusal ?? 'Failed to cancel the invoice. Please try again.'}</Alert> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only for an invoice issued in error with no payment or credit note on it. Its number stays used and is never issued again; the PDF
          is stamped CANCELLED, the client sees it as cancelled, GSTR-1 counts it among documents cancelled, and the Project can be invoiced
          again.
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
          slotProps={{ htmlInput: { maxLength: INVOICE_CANCEL_REASON_MAX } }}
        />
      </Stack>
    </FormDialog>
  );
}
