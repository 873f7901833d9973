import { Chip } from '@mui/material';
import { ADMIN_INVOICE_STATUS_LABELS, type AdminInvoiceStatus } from '@firm/shared/domain';

const COLORS: Record<AdminInvoiceStatus, 'warning' | 'info' | 'success' | 'error'> = {
  unpaid: 'warning',
  partial: 'info',
  paid: 'success',
  overdue: 'error',
};

/** The admin's status of an invoice (spec 02 §4), overdue included, in the spec's labels. */
export function InvoiceStatusChip({ status }: { status: AdminInvoiceStatus }) {
  return <Chip size="small" label={ADMIN_INVOICE_STATUS_LABELS[status]} color={COLORS[status]} variant="filled" sx={{ fontWeight: 600 }} />;
}
