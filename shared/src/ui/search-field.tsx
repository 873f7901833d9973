import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export type SearchFieldProps = {
  /** Called with the text once typing pauses for `debounceMs`; at once for a paste or a cleared box. */
  onSearch: (term: string) => void;
  placeholder: string;
  label?: string;
  debounceMs?: number;
  /**
   * The text the list is searching for now (from the URL): shown on arrival, and taken again when it
   * changes from outside (back, forward, a restored view), never while the user types.
   */
  value?: string;
};

/**
 * The box keeps its own text, so a keystroke re-renders only the box; the page (and a table over
 * thousands of rows) hears about it once the typing pauses. A change of more than one character at
 * once (a paste, an autofill, the clear button) is a whole term: it searches without waiting.
 */
export function SearchField({ onSearch, placeholder, label, debounceMs = 150, value }: SearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handleChange = (typed: string) => {
    const keystroke = Math.abs(typed.length - text.length) <= 1;
    setText(typed);
    clearTimeout(timer.current);
    if (keystroke) timer.current = setTimeout(() => onSearch(typed), debounceMs);
    else onSearch(typed);
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
