import { Chip } from '@mui/material';
import { ADMIN_INVOICE_STATUS_LABELS, invoiceRefundMessages, type AdminInvoiceStatus } from '@firm/shared/domain/invoice';
import { formatPaiseIndian } from '@firm/shared/domain/money';

const COLORS: Record<AdminInvoiceStatus, 'warning' | 'info' | 'success' | 'error' | 'default'> = {
  unpaid: 'warning',
  partial: 'info',
  paid: 'success',
  overdue: 'error',
  cancelled: 'default',
};

/** The admin's status of an invoice (spec 02 §4), overdue included, in the spec's labels. */
export function InvoiceStatusChip({ status }: { status: AdminInvoiceStatus }) {
  return <Chip size="small" label={ADMIN_INVOICE_STATUS_LABELS[status]} color={COLORS[status]} variant="filled" sx={{ fontWeight: 600 }} />;
}

/** Money received beyond the total and not yet paid back: beside the status, never instead of it. */
export function RefundDueChip({ excessPaise }: { excessPaise: number }) {
  if (excessPaise <= 0) return null;
  return (
    <Chip
      size="small"
      label={invoiceRefundMessages.refundDue}
      color="warning"
      variant="outlined"
      sx={{ fontWeight: 600 }}
      title={`${formatPaiseIndian(excessPaise)} received beyond the invoice amount`}
    />
  );
}
