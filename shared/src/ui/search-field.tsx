import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export type SearchFieldProps = {
  /** Called with the text once typing pauses for `debounceMs`. */
  onSearch: (term: string) => void;
  placeholder: string;
  label?: string;
  debounceMs?: number;
};

/**
 * The box keeps its own text, so a keystroke re-renders only the box; the page (and a table over
 * thousands of rows) hears about it once the typing pauses.
 */
export function SearchField({ onSearch, placeholder, label, debounceMs = 200 }: SearchFieldProps) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handleChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value), debounceMs);
  };
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      placeholder={placeholder}
      label={label}
      sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { 'aria-label': label ?? placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
