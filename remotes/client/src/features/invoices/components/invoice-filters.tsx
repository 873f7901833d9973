import { Stack } from '@mui/material';
import {
  CLIENT_DUE_WINDOW_LABELS,
  CLIENT_DUE_WINDOWS,
  CLIENT_INVOICE_STATUS_LABELS,
  type ClientDueWindow,
  type ClientInvoiceStatus,
} from '@firm/shared/domain/client-portal';
import { SelectFilter } from '@firm/shared/ui';

export type InvoiceFiltersProps = {
  due: ClientDueWindow | '';
  status: ClientInvoiceStatus | '';
  onDueChange: (due: ClientDueWindow | '') => void;
  onStatusChange: (status: ClientInvoiceStatus | '') => void;
};

const DUE_CHOICES = CLIENT_DUE_WINDOWS.map((value) => ({ value, label: CLIENT_DUE_WINDOW_LABELS[value] }));
/** Spec 02 §2.7 lists the status filter as Paid, Unpaid, Partially Paid. */
const STATUS_CHOICES = (['paid', 'unpaid', 'partially_paid'] as const).map((value) => ({
  value,
  label: CLIENT_INVOICE_STATUS_LABELS[value],
}));

/** Spec 02 §2.7 and §9: the due-date windows and the status filter, both sent to the server. */
export function InvoiceFilters({ due, status, onDueChange, onStatusChange }: InvoiceFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectFilter label="Due date" value={due} allLabel="All Invoices" choices={DUE_CHOICES} onChange={onDueChange} />
      <SelectFilter label="Status" value={status} allLabel="All Status" choices={STATUS_CHOICES} onChange={onStatusChange} />
    </Stack>
  );
}
