import { Stack, TextField } from '@mui/material';
import { ADMIN_INVOICE_STATUS_LABELS, type AdminInvoiceStatus } from '@firm/shared/domain/invoice';
import { choiceMenuItems, SearchField } from '@firm/shared/ui';

/** Spec 02 §2.2's order: All, Paid, Unpaid, Partial Paid, Overdue. */
const STATUS_CHOICES: { value: AdminInvoiceStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(['paid', 'unpaid', 'partial', 'overdue'] as const).map((s) => ({ value: s, label: ADMIN_INVOICE_STATUS_LABELS[s] })),
];

export type InvoiceFilterValues = { search: string; company: string; invoice_number: string; status: AdminInvoiceStatus | '' };

export type InvoiceFiltersProps = {
  values: InvoiceFilterValues;
  onSearch: (search: string) => void;
  onTyped: (name: 'company' | 'invoice_number', value: string) => void;
  onStatus: (status: AdminInvoiceStatus | '') => void;
};

/** The Invoices list's filters; each is a query parameter of the server's list (and of the URL). */
export function InvoiceFilters({ values, onSearch, onTyped, onStatus }: InvoiceFiltersProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      // Three searches of 260 px and the status pushed past the page's edge on a 1280 px laptop: in a row
      // the searches share what is left beside the status.
      sx={{ mb: 2, '& > .MuiTextField-root:not(:last-child)': { minWidth: { md: 0 } } }}
    >
      <SearchField onSearch={onSearch} value={values.search} placeholder="Search projects..." />
      <SearchField onSearch={(text) => onTyped('company', text.trim())} value={values.company} placeholder="Search company..." />
      <SearchField onSearch={(text) => onTyped('invoice_number', text.trim())} value={values.invoice_number} placeholder="Invoice ID" />
      <TextField
        select
        size="small"
        label="Status"
        // MUI's select shows nothing for an empty value: 'all' stands for the unfiltered choice on screen.
        value={values.status || 'all'}
        onChange={(event) => onStatus(event.target.value === 'all' ? '' : (event.target.value as AdminInvoiceStatus))}
        sx={{ minWidth: { xs: '100%', md: 170 } }}
      >
        {choiceMenuItems(STATUS_CHOICES)}
      </TextField>
    </Stack>
  );
}
