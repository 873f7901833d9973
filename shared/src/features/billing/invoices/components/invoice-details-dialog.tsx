import { useState } from 'react';
import { Alert, Box, Button, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { invoiceMessages, type InvoiceDetail, type InvoiceStatusUpdate } from '@firm/shared/domain/invoice';
import { formatDate } from '@firm/shared/domain/format';
import { isBillOfSupply } from '@firm/shared/domain/einvoice';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, lazyDialog, LoadState, notify, useZodForm } from '@firm/shared/ui';
import { invoiceQueries, useUpdateInvoiceStatus } from '../../api/invoices';
import { BasicInformation, FinancialDetails } from './invoice-facts';
import { InvoiceCreditNotes, PaymentHistory } from './invoice-history';
import { InvoiceRefunds } from './invoice-refunds';
import { InvoiceEinvoice } from './invoice-einvoice';
import { RecordRefundDialog } from './record-refund-dialog';
import { saveInvoicePdf, viewInvoicePdf } from './invoice-pdf-actions';
import { invoiceStatusFormSchema, statusChoiceLabel, type InvoiceStatusValues } from './invoice-status-form';
import { StatusManagement } from './status-management';

const CancelInvoiceDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './cancel-invoice-dialog').then((m) => m.CancelInvoiceDialog),
);

/** Only an invoice issued in error, with nothing paid, refunded or credited on it, is cancelled. */
const cancellable = (invoice: InvoiceDetail) =>
  invoice.status !== 'cancelled' && invoice.paid_paise === 0 && invoice.credited_paise === 0 && invoice.refunded_paise === 0;

export type InvoiceDetailsDialogProps = { invoiceId: number; onClose: () => void };

/** Spec 02 §2.2: the invoice's details, its payments and credit notes, and Status Management. */
export function InvoiceDetailsDialog({ invoiceId, onClose }: InvoiceDetailsDialogProps) {
  const query = useQuery(invoiceQueries.detail(invoiceId));
  if (query.data) return <InvoiceDetails invoice={query.data} onClose={onClose} />;
  return (
    <FormDialog
      open
      title="Invoice Details"
      onClose={onClose}
      closeOnBackdropClick
      maxWidth="md"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <LoadState
        error={query.isError ? 'Unable to load the invoice. Please try again.' : null}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading invoice"
      />
    </FormDialog>
  );
}

const startOf = (invoice: InvoiceDetail): InvoiceStatusValues => ({
  status: invoice.status === 'cancelled' ? 'unpaid' : invoice.status,
  amount: '',
  note: '',
  reference: '',
});

function InvoiceDetails({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const update = useUpdateInvoiceStatus(invoice.invoice_id);
  const form = useZodForm<InvoiceStatusValues, InvoiceStatusUpdate>({
    defaultValues: startOf(invoice),
    schema: invoiceStatusFormSchema(invoice.outstanding_paise),
  });
  const changed = form.watch('status') !== invoice.status;
  const [refunding, setRefunding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = invoice.status === 'cancelled';

  const save = form.submit((body) =>
    update.mutate(body, {
      onSuccess: (next) => {
        form.reset(startOf(next));
        notify({ variant: 'success', message: invoiceMessages.statusUpdated(statusChoiceLabel(body.status)) });
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        form.placeServerErrors(failure, (field) => (field === 'amount_paise' ? 'amount' : field));
        // The spec's words; a rule the server named (already paid, nothing to reverse) goes above them.
        const reason = failure.status !== undefined && failure.status >= 400 && failure.status < 500 ? serverText(failure) : undefined;
        notify({ variant: 'error', title: reason, message: invoiceMessages.statusFailed });
      },
    }),
  );

  return (
    <>
      <FormDialog
        open
        title={`${isBillOfSupply(invoice.tax_treatment) ? 'Bill of Supply Details' : 'Invoice Details'}: ${invoice.invoice_number}`}
        onClose={onClose}
        preventClose={update.isPending}
        closeOnBackdropClick={!changed}
        onSubmit={(event) => void (changed ? save(event) : undefined)}
        maxWidth="md"
        actions={
          <>
            {cancellable(invoice) ? (
              <Button color="error" onClick={() => setCancelling(true)} disabled={update.isPending} sx={{ mr: 'auto' }}>
                Cancel Invoice
              </Button>
            ) : null}
            <Button onClick={() => viewInvoicePdf(invoice)}>View Invoice PDF</Button>
            <Button onClick={() => saveInvoicePdf(invoice)}>Download PDF</Button>
            <Button onClick={onClose} disabled={update.isPending}>
              Close
            </Button>
          </>
        }
      >
        {/* The spec's three sections first, side by side where there is room; then what the amounts are made of. */}
        <Stack spacing={3} divider={<Divider flexItem />}>
          {cancelled ? (
            <Alert severity="warning">
              Cancelled{invoice.cancelled_at ? ` on ${formatDate(invoice.cancelled_at)}` : ''}
              {invoice.cancel_reason ? `: ${invoice.cancel_reason}` : ''}. Its number stays used; nothing is due.
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 4 } }}>
            <BasicInformation invoice={invoice} />
            <FinancialDetails invoice={invoice} />
          </Box>
          {invoice.einvoice ? <InvoiceEinvoice invoice={invoice} /> : null}
          <InvoiceRefunds invoice={invoice} onRecord={() => setRefunding(true)} />
          {cancelled ? null : <StatusManagement invoice={invoice} form={form} saving={update.isPending} />}
          <InvoiceCreditNotes creditNotes={invoice.credit_notes} />
          <PaymentHistory payments={invoice.payments} />
        </Stack>
      </FormDialog>
      {/* Beside the details, not inside: its form's submit must not bubble into the status form's. */}
      {refunding ? <RecordRefundDialog invoice={invoice} onClose={() => setRefunding(false)} /> : null}
      {cancelling ? <CancelInvoiceDialog invoice={invoice} onClose={() => setCancelling(false)} /> : null}
    </>
  );
}
