import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export type SearchPickerProps<T, K extends QueryKey> = {
  value: T | null;
  onChange: (next: T | null) => void;
  /** The server's search for what is typed ('' for the first page); it answers at most one page. */
  search: (term: string) => UseQueryOptions<T[], Error, T[], K>;
  optionLabel: (option: T) => string;
  sameOption: (a: T, b: T) => boolean;
  label: string;
  /** What the empty list says, and what it says when the search failed. */
  emptyText: string;
  failedText: string;
  error?: string;
  disabled?: boolean;
};

/** A required picker whose options the server finds as the user types (a quarter of a second after the last key). */
export function SearchPicker<T, K extends QueryKey>({
  value,
  onChange,
  search,
  optionLabel,
  sameOption,
  label,
  emptyText,
  failedText,
  error,
  disabled,
}: SearchPickerProps<T, K>) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  // The chosen option's label in the box is not a search.
  const options = useQuery(search(value && term === optionLabel(value) ? '' : term));
  return (
    <Autocomplete
      options={options.data ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={typed}
      onInputChange={(_, next) => setTyped(next)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={sameOption}
      // The server already matched the text (by fields the label may not show): filtering again would hide matches.
      filterOptions={(found) => found}
      loading={options.isFetching}
      noOptionsText={options.isError ? failedText : emptyText}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} required error={Boolean(error)} helperText={error} />}
    />
  );
}
