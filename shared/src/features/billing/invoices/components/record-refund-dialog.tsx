import { Button, Stack, Typography } from '@mui/material';
import { z } from 'zod';
import { formatPaiseIndian, parseRupees } from '@firm/shared/domain/money';
import {
  invoiceRefundCreateSchema,
  invoiceRefundMessages as M,
  type InvoiceDetail,
  type InvoiceRefundCreate,
} from '@firm/shared/domain/invoice';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, notify, useZodForm } from '@firm/shared/ui';
import { useRecordInvoiceRefund } from '../../api/invoices';

/** The refund as typed: rupees, the day it was paid (India's, not after today), the bank reference and a note. */
type RefundValues = { amount: string; refund_date: string; reference: string; note: string };

const fields = invoiceRefundCreateSchema.shape;

/** The server's rules over the form: at most the excess still held, a day no later than the server's today. */
function refundFormSchema(excessPaise: number, today: string) {
  return z
    .object({ amount: z.string(), refund_date: fields.refund_date, reference: fields.reference, note: fields.note })
    .transform(({ amount, refund_date, reference, note }, ctx): InvoiceRefundCreate => {
      const parsed = parseRupees(amount);
      if (!parsed.ok || parsed.paise <= 0) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.ok ? M.amount : parsed.message });
        return z.NEVER;
      }
      if (parsed.paise > excessPaise) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: M.exceedsExcess(excessPaise) });
        return z.NEVER;
      }
      if (refund_date > today) {
        ctx.addIssue({ code: 'custom', path: ['refund_date'], message: M.dateInFuture });
        return z.NEVER;
      }
      return { amount_paise: parsed.paise, refund_date, reference, note };
    });
}

export type RecordRefundDialogProps = { invoice: InvoiceDetail; onClose: () => void };

/** "Record refund": once the excess was paid back, the admin says how much, when and with what reference. */
export function RecordRefundDialog({ invoice, onClose }: RecordRefundDialogProps) {
  const record = useRecordInvoiceRefund(invoice.invoice_id);
  const form = useZodForm<RefundValues, InvoiceRefundCreate>({
    defaultValues: { amount: (invoice.excess_paise / 100).toFixed(2), refund_date: invoice.today, reference: '', note: '' },
    schema: refundFormSchema(invoice.excess_paise, invoice.today),
  });
  const save = form.submit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        notify({ variant: 'success', message: M.recorded(body.amount_paise) });
        onClose();
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        form.placeServerErrors(failure, (field) => (field === 'amount_paise' ? 'amount' : field));
        // A rule the server named (more than the excess, a reference already used) in its words; else a plain retry.
        const refused = failure.status !== undefined && failure.status >= 400 && failure.status < 500;
        notify({
          variant: 'error',
          message: (refused ? serverText(failure) : undefined) ?? 'Failed to record the refund. Please try again.',
        });
      },
    }),
  );
  return (
    <FormDialog
      open
      title={`Record refund: ${invoice.invoice_number}`}
      onClose={onClose}
      preventClose={record.isPending}
      onSubmit={(event) => void save(event)}
      maxWidth="sm"
      actions={
        <>
          <Button onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={record.isPending}>
            {record.isPending ? 'Saving...' : 'Record refund'}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPaiseIndian(invoice.excess_paise)} was received beyond the invoice amount of {formatPaiseIndian(invoice.total_paise)}.
        </Typography>
        <FormTextField
          control={form.control}
          name="amount"
          label="Amount Refunded (₹)"
          required
          disabled={record.isPending}
          helperText={`More than ₹0 and at most ${formatPaiseIndian(invoice.excess_paise)}`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={form.control}
          name="refund_date"
          label="Refund Date"
          type="date"
          required
          disabled={record.isPending}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: invoice.today } }}
        />
        <FormTextField
          control={form.control}
          name="reference"
          label="Reference (UTR, cheque number)"
          required
          disabled={record.isPending}
        />
        <FormTextField control={form.control} name="note" label="Note (optional)" disabled={record.isPending} />
      </Stack>
    </FormDialog>
  );
}
