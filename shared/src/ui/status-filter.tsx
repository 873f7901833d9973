import { MenuItem, TextField } from '@mui/material';

export type StatusFilterValue = 'all' | 'active' | 'inactive';

export const STATUS_FILTER_OPTIONS: { value: StatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function matchesStatus(isActive: boolean, filter: StatusFilterValue): boolean {
  return filter === 'all' || (filter === 'active') === isActive;
}

export type StatusFilterProps = { value: StatusFilterValue; onChange: (value: StatusFilterValue) => void; label?: string };

export function StatusFilter({ value, onChange, label = 'Status' }: StatusFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
      sx={{ minWidth: { xs: '100%', sm: 160 } }}
    >
      {STATUS_FILTER_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
