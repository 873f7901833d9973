import { MenuItem, TextField } from '@mui/material';

export type SelectFilterChoice<V extends string> = { value: V; label: string };

export type SelectFilterProps<V extends string> = {
  label: string;
  /** The choice, '' for all. */
  value: V | '';
  /** The first entry, for no filter ('All Status'). */
  allLabel: string;
  choices: readonly SelectFilterChoice<V>[];
  onChange: (value: V | '') => void;
  /** Its width from a small screen up (a phone gives it the whole line). */
  minWidth?: number;
};

const ALL = '__all__';

/** A list's select filter: 'All …' first, then the choices; the list keeps the choice in the URL. */
export function SelectFilter<V extends string>({ label, value, allLabel, choices, onChange, minWidth = 200 }: SelectFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value || ALL}
      onChange={(event) => onChange(event.target.value === ALL ? '' : (event.target.value as V))}
      sx={{ minWidth: { xs: '100%', sm: minWidth } }}
    >
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
