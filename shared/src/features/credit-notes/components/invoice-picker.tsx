import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPaiseIndian, type InvoiceListRow } from '@firm/shared/domain';
import { creditNoteInvoiceQueries } from '../api/credit-note-invoices';

export type InvoicePickerProps = {
  value: InvoiceListRow | null;
  onChange: (invoice: InvoiceListRow | null) => void;
  error?: string;
  disabled?: boolean;
};

/** Spec 02 §2.3: 'invoice number - customer - rupee amount'. */
export const invoiceOptionLabel = (i: InvoiceListRow) => `${i.invoice_number} - ${i.customer} - ${formatPaiseIndian(i.total_paise)}`;

/** Invoices with something still due, found by number or customer as the admin types (the server searches; 20 at a time). */
export function InvoicePicker({ value, onChange, error, disabled }: InvoicePickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The chosen invoice's label in the box is not a search.
  const term = value && search === invoiceOptionLabel(value) ? '' : search;
  const invoices = useQuery(creditNoteInvoiceQueries.search(term));
  return (
    <Autocomplete
      options={invoices.data ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, next) => setTyped(next)}
      getOptionLabel={invoiceOptionLabel}
      isOptionEqualToValue={(a, b) => a.invoice_id === b.invoice_id}
      // The server already matched the text (number or customer): filtering again would hide matches.
      filterOptions={(options) => options}
      loading={invoices.isFetching}
      noOptionsText={invoices.isError ? 'Failed to load invoices' : 'No invoices with an amount due found'}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label="Invoice" required error={Boolean(error)} helperText={error} />}
    />
  );
}
