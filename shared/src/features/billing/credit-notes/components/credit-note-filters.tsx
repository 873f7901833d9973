import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SearchField } from '@firm/shared/ui';
import { creditNoteCustomerQuery } from '../../api/credit-note-customers';

export type CreditNoteFiltersProps = {
  search: string;
  /** The customer's client id, '' for All Customers. */
  clientId: string;
  onSearch: (search: string) => void;
  onCustomer: (clientId: string) => void;
};

const ALL = 'all';

/** Spec 02 §2.3: the search box and the customer filter, each a query parameter of the server's list. */
export function CreditNoteFilters({ search, clientId, onSearch, onCustomer }: CreditNoteFiltersProps) {
  const customers = useQuery(creditNoteCustomerQuery);
  const options = customers.data ?? [];
  // MUI's select shows nothing for a value it has no item for: 'all' stands for no filter, and for a
  // chosen customer whose name has not arrived (the list still filters by it).
  const known = options.some((c) => String(c.client_id) === clientId);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField onSearch={onSearch} value={search} placeholder="Search by credit note number, invoice number or customer..." />
      <TextField
        select
        size="small"
        label="Customer"
        value={clientId && known ? clientId : ALL}
        onChange={(event) => onCustomer(event.target.value === ALL ? '' : event.target.value)}
        helperText={customers.isError ? 'Failed to load customers' : undefined}
        sx={{ minWidth: { xs: '100%', md: 240 } }}
      >
        <MenuItem value={ALL}>All Customers</MenuItem>
        {options.map((c) => (
          <MenuItem key={c.client_id} value={String(c.client_id)}>
            {c.client_name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
