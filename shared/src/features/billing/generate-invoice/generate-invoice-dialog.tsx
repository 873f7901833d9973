import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useQuery } from '@tanstack/react-query';
import { formatPaise } from '@firm/shared/domain/format';
import { einvoiceMessages } from '@firm/shared/domain/einvoice';
import { invoiceMessages } from '@firm/shared/domain/invoice';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import type { TaskListRow } from '@firm/shared/domain/project';
import { FormDialog, LoadState, notify, SubmitActions } from '@firm/shared/ui';
import { invoicePreviewQuery, useGenerateInvoice, type GeneratedInvoice } from '../api/invoice-generation';
import { GENERATE_FAILED_TITLE, generateInvoiceErrorMessage } from './generate-invoice-errors';
import { InvoicePreviewSummary } from './invoice-preview-summary';
import { BillingOfficeField } from './billing-office-field';

export type GenerateInvoiceDialogProps = {
  task: Pick<TaskListRow, 'task_id' | 'task_name' | 'invoice_amount_paise'>;
  onClose: () => void;
  /** The invoice is issued: the opener reloads what shows the Project (it leaves the Projects lists). */
  onGenerated?: () => unknown;
};

export const INVOICES_PATH = '/dashboard/admin/invoices';

/**
 * An e-invoiced invoice whose IRN registration failed is issued (numbered) but not yet a valid
 * B2B invoice: the server's message says so and where to retry; it is never shown as a plain success.
 */
function withoutIrnMessage({ invoice, message }: GeneratedInvoice): string | null {
  const status = invoice.einvoice?.status;
  if (status !== 'failed' && status !== 'pending') return null;
  return message ?? einvoiceMessages.generatedWithoutIrn(invoice.invoice_number);
}

/** Spec 02 §2.1 Generate Invoice: the server's preview, read-only; Generate issues it and shows the number the server gave. */
export function GenerateInvoiceDialog({ task, onClose, onGenerated }: GenerateInvoiceDialogProps) {
  const amountOk = task.invoice_amount_paise > 0;
  const preview = useQuery({ ...invoicePreviewQuery(task.task_id), enabled: amountOk });
  const generate = useGenerateInvoice(onGenerated);
  const [generated, setGenerated] = useState<GeneratedInvoice | null>(null);

  if (generated) {
    const issued = generated.invoice;
    const withoutIrn = withoutIrnMessage(generated);
    return (
      <FormDialog
        open
        title={withoutIrn ? 'Invoice Generated: IRN Not Registered' : 'Invoice Generated Successfully!'}
        onClose={onClose}
        closeOnBackdropClick
        actions={<Button onClick={onClose}>Close</Button>}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {withoutIrn ? <WarningAmberIcon color="warning" aria-hidden /> : <CheckCircleIcon color="success" aria-hidden />}
          {withoutIrn ? (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {withoutIrn}
            </Alert>
          ) : null}
          <Typography>
            Invoice <strong>{issued.invoice_number}</strong> for {issued.task_name}, total{' '}
            <strong>{formatPaise(issued.total_paise)}</strong>.
          </Typography>
          <Typography variant="body2">
            You will find it on the {/* Opened on this invoice: a view the Invoices list remembers (filters, another tab) could hide it. */}
            <Link component={RouterLink} to={`${INVOICES_PATH}?invoice_number=${encodeURIComponent(issued.invoice_number)}`}>
              Invoices page
            </Link>
            .
          </Typography>
        </Stack>
      </FormDialog>
    );
  }

  const submit = () =>
    generate.mutate(task.task_id, {
      onSuccess: (answer) => {
        setGenerated(answer);
        const withoutIrn = withoutIrnMessage(answer);
        notify(
          withoutIrn ? { variant: 'warning', message: withoutIrn } : { variant: 'success', message: 'Invoice Generated Successfully' },
        );
      },
      onError: (error) =>
        notify({ variant: 'error', title: GENERATE_FAILED_TITLE, message: generateInvoiceErrorMessage(toHttpFailure(error)) }),
    });

  return (
    <FormDialog
      open
      title="Generate Invoice"
      onClose={onClose}
      preventClose={generate.isPending}
      onSubmit={submit}
      maxWidth="sm"
      actions={
        <SubmitActions
          saving={generate.isPending}
          onCancel={onClose}
          submitLabel="Generate Invoice"
          savingLabel="Generating..."
          disabled={!amountOk || !preview.data}
          blockedReason={amountOk ? null : invoiceMessages.amountZero}
        />
      }
    >
      {amountOk ? (
        <BillingOfficeField
          projectId={task.task_id}
          officeId={preview.data?.office_id ?? null}
          disabled={generate.isPending || preview.isFetching}
        />
      ) : null}
      {!amountOk ? (
        <Alert severity="warning">{task.task_name} has no amount to invoice: set an amount above 0 on the Project first.</Alert>
      ) : preview.data ? (
        <InvoicePreviewSummary preview={preview.data} />
      ) : (
        <LoadState
          error={
            preview.isError ? serverTextOr(toHttpFailure(preview.error), 'Unable to load the invoice preview. Please try again.') : null
          }
          onRetry={() => void preview.refetch()}
          loadingLabel="Loading invoice preview"
        />
      )}
    </FormDialog>
  );
}
