import { MenuItem, Stack, TextField } from '@mui/material';
import {
  CLIENT_DUE_WINDOW_LABELS,
  CLIENT_DUE_WINDOWS,
  CLIENT_INVOICE_STATUS_LABELS,
  type ClientDueWindow,
  type ClientInvoiceStatus,
} from '@firm/shared/domain';

export type InvoiceFiltersProps = {
  due: ClientDueWindow | '';
  status: ClientInvoiceStatus | '';
  onDueChange: (due: ClientDueWindow | '') => void;
  onStatusChange: (status: ClientInvoiceStatus | '') => void;
};

const ALL = 'all';
/** Spec 02 §2.7 lists the status filter as Paid, Unpaid, Partially Paid. */
const STATUS_CHOICES: readonly ClientInvoiceStatus[] = ['paid', 'unpaid', 'partially_paid'];

/** Spec 02 §2.7 and §9: the due-date windows and the status filter, both sent to the server. */
export function InvoiceFilters({ due, status, onDueChange, onStatusChange }: InvoiceFiltersProps) {
  const field = { select: true, size: 'small', sx: { minWidth: { xs: '100%', sm: 200 } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        {...field}
        label="Due date"
        value={due || ALL}
        onChange={(event) => onDueChange(event.target.value === ALL ? '' : (event.target.value as ClientDueWindow))}
      >
        <MenuItem value={ALL}>All Invoices</MenuItem>
        {CLIENT_DUE_WINDOWS.map((value) => (
          <MenuItem key={value} value={value}>
            {CLIENT_DUE_WINDOW_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label="Status"
        value={status || ALL}
        onChange={(event) => onStatusChange(event.target.value === ALL ? '' : (event.target.value as ClientInvoiceStatus))}
      >
        <MenuItem value={ALL}>All Status</MenuItem>
        {STATUS_CHOICES.map((value) => (
          <MenuItem key={value} value={value}>
            {CLIENT_INVOICE_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
