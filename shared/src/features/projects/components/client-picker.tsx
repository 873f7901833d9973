import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { taskQueries } from '../api/tasks';

export type ClientChoice = { client_id: number; client_name: string; client_code?: string | null };

export type ClientPickerProps = {
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  error?: string;
  disabled?: boolean;
};

const labelOf = (c: ClientChoice) => (c.client_code ? `${c.client_name} (${c.client_code})` : c.client_name);

/** Active clients found by name or code as the admin types (the server searches; 20 at a time). */
export function ClientPicker({ value, onChange, error, disabled }: ClientPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The chosen client's label in the box is not a search.
  const term = value && search === labelOf(value) ? '' : search;
  const clients = useQuery(taskQueries.clients(term));
  return (
    <Autocomplete
      options={clients.data ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, next) => setTyped(next)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.client_id === b.client_id}
      // The server already matched the text: filtering again would hide matches by code.
      filterOptions={(options) => options}
      loading={clients.isFetching}
      noOptionsText={clients.isError ? 'Failed to load clients' : 'No clients found'}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label="Client" required error={Boolean(error)} helperText={error} />}
    />
  );
}
