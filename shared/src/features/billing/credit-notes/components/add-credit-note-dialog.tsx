import { Alert, Divider, Grid, Stack, Typography } from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { creditNoteAmounts, creditNoteMessages } from '@firm/shared/domain/credit-note';
import { einvoiceMessages } from '@firm/shared/domain/einvoice';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, FormTextField, LoadState, notify, SubmitActions, SummaryRow, useZodForm } from '@firm/shared/ui';
import { useCreateCreditNote } from '../../api/credit-notes';
import { creditableOf, creditNoteInvoiceQueries, type InvoiceForCredit } from '../../api/credit-note-invoices';
import { ADD_DEFAULTS, addCreditNoteSchema, typedPaise, type AddCreditNoteOutput, type AddCreditNoteValues } from './add-credit-note-form';
import { CreditBreakdown, TaxHeadRows, type HeadRates } from './amount-rows';
import { InvoicePicker } from './invoice-picker';

export type AddCreditNoteDialogProps = { onClose: () => void };

const ratesOf = ({ invoice }: InvoiceForCredit): HeadRates => {
  const c = creditableOf(invoice);
  return {
    cgstBp: c.cgstBp,
    sgstBp: c.sgstBp,
    igstBp: c.igstBp,
    stateTaxName: invoice.tax_heads.some((h) => h.name === 'UTGST') ? 'UTGST' : 'SGST',
  };
};

/** The chosen invoice (spec 02 §2.3) and, once an amount is typed, the credit note it would issue. */
function InvoiceCredit({ chosen, amount }: { chosen: InvoiceForCredit; amount: string }) {
  const { invoice, credited } = chosen;
  const creditable = creditableOf(invoice);
  const rates = ratesOf(chosen);
  const paise = typedPaise(amount);
  // The same function the server issues with: what the dialog shows is what the credit note will say.
  const credit = paise === null ? null : creditNoteAmounts(creditable, credited, paise);
  const due = invoice.outstanding_paise;
  return (
    <Stack spacing={2}>
      <section aria-label="Invoice details">
        <Typography variant="subtitle2" gutterBottom>
          Invoice Details
        </Typography>
        <SummaryRow label="Customer" value={invoice.client_name} />
        <SummaryRow label="Invoice Amount" value={formatPaiseIndian(invoice.total_paise)} />
        <SummaryRow label="Taxable Value" value={formatPaiseIndian(invoice.taxable_paise)} />
        <TaxHeadRows amounts={creditable} rates={rates} />
        {invoice.credited_paise > 0 ? <SummaryRow label="Already Credited" value={formatPaiseIndian(invoice.credited_paise)} /> : null}
        <SummaryRow label="Amount Due" value={formatPaiseIndian(due)} strong />
      </section>
      {due === 0 ? <Alert severity="warning">{creditNoteMessages.nothingDue}</Alert> : null}
      {credit ? (
        <>
          <Divider />
          <CreditBreakdown amounts={credit} rates={rates} dueAfter={Math.max(0, due - credit.total)} />
          {credit.total > due ? <Alert severity="warning">{creditNoteMessages.exceedsDue(due)}</Alert> : null}
        </>
      ) : null}
    </Stack>
  );
}

/** Spec 02 §2.3 Add Credit Note: an issued invoice, the taxable value credited, an optional reason. */
export function AddCreditNoteDialog({ onClose }: AddCreditNoteDialogProps) {
  const form = useZodForm<AddCreditNoteValues, AddCreditNoteOutput>({
    defaultValues: ADD_DEFAULTS,
    schema: addCreditNoteSchema,
  });
  const { control } = form;
  const [invoice, amount] = useWatch({ control, name: ['invoice', 'amount'] });
  const chosen = useQuery({ ...creditNoteInvoiceQueries.detail(invoice?.invoice_id ?? 0), enabled: invoice !== null });
  const create = useCreateCreditNote();
  const saving = create.isPending;

  const submit = form.handleSubmit(
    (values) =>
      create.mutate(
        { invoice_id: values.invoice.invoice_id, credit_note_amount_paise: values.amountPaise, reason: values.reason },
        {
          onSuccess: (note) => {
            // Issued but without its IRN is not a plain success: it says so, and where to retry.
            const withoutIrn = note.einvoice?.status === 'failed' || note.einvoice?.status === 'pending';
            notify(
              withoutIrn
                ? { variant: 'warning', message: einvoiceMessages.creditNoteWithoutIrn(note.credit_note_number) }
                : { variant: 'success', message: creditNoteMessages.created(note.credit_note_number) },
            );
            onClose();
          },
          onError: (error) =>
            notify({ variant: 'error', title: 'Error', message: serverTextOr(toHttpFailure(error), creditNoteMessages.createFailed) }),
        },
      ),
    (errors) => {
      const missing = !form.getValues('invoice') || !form.getValues('amount').trim();
      notify({
        variant: 'error',
        title: creditNoteMessages.validationTitle,
        message: missing ? creditNoteMessages.required : (errors.amount?.message ?? creditNoteMessages.required),
      });
    },
  );

  return (
    <FormDialog
      open
      title="Add Credit Note"
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void submit()}
      maxWidth="sm"
      actions={<SubmitActions saving={saving} onCancel={onClose} submitLabel="Add Credit Note" savingLabel="Creating..." />}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <Controller
            control={control}
            name="invoice"
            render={({ field, fieldState }) => (
              <InvoicePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} disabled={saving} />
            )}
          />
        </Grid>
        {invoice ? (
          <Grid size={12}>
            {chosen.data ? (
              <InvoiceCredit chosen={chosen.data} amount={amount} />
            ) : (
              <LoadState
                error={chosen.isError ? serverTextOr(toHttpFailure(chosen.error), 'Failed to load the invoice. Please try again.') : null}
                onRetry={() => void chosen.refetch()}
                loadingLabel="Loading invoice"
              />
            )}
          </Grid>
        ) : null}
        <Grid size={12}>
          <FormTextField
            control={control}
            name="amount"
            label="Credit Note Amount (₹)"
            required
            fullWidth
            disabled={saving}
            helperText="The taxable value credited; the invoice's tax is added to it."
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField control={control} name="reason" label="Reason" fullWidth multiline minRows={2} disabled={saving} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
