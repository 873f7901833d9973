import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { choiceMenuItems, SearchField } from '@firm/shared/ui';

export type ReportFilterChoice = { value: string; label: string };
/** One select of the filter bar: a query-string filter, blank for all. */
export type ReportSelect = { name: string; label: string; allLabel: string; choices: readonly ReportFilterChoice[] };

export type ReportFiltersProps = {
  search: string;
  onSearch: (term: string) => void;
  selects: readonly ReportSelect[];
  values: Record<string, string> | undefined;
  onFilter: (name: string, value: string) => void;
  /** Both ends of the due range in one history entry (a from after the to clears the to). */
  onFilters: (changes: Record<string, string>) => void;
};

const ALL = 'all';

type DueDateFieldProps = { label: string; value: string; onChange: (value: string) => void; bound: { min?: string; max?: string } };

/** One end of the due range; `bound` keeps the picker from passing the other end. */
function DueDateField({ label, value, onChange, bound }: DueDateFieldProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
    />
  );
}

/** §2.5: search, the selects, and the due-date range (inclusive both ends). */
export function ReportFilters({ search, onSearch, selects, values, onFilter, onFilters }: ReportFiltersProps) {
  const from = values?.due_from ?? '';
  const to = values?.due_to ?? '';
  // The server refuses a from after the to: moving one end past the other clears the other end.
  const handleFrom = (value: string) => onFilters(to && value && value > to ? { due_from: value, due_to: '' } : { due_from: value });
  const handleTo = (value: string) => onFilters(from && value && value < from ? { due_to: value, due_from: '' } : { due_to: value });
  return (
    <Box component="section" aria-label="Report filters" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Filters
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField onSearch={onSearch} value={search} placeholder="Search by name, client or description..." label="Search" />
        {selects.map((select) => {
          const value = values?.[select.name] ?? '';
          const known = select.choices.some((choice) => choice.value === value);
          return (
            <TextField
              key={select.name}
              select
              size="small"
              label={select.label}
              value={known ? value : ALL}
              onChange={(event) => onFilter(select.name, event.target.value === ALL ? '' : event.target.value)}
              sx={{ minWidth: { xs: '100%', sm: 170 } }}
            >
              <MenuItem value={ALL}>{select.allLabel}</MenuItem>
              {choiceMenuItems(select.choices)}
            </TextField>
          );
        })}
        <DueDateField label="Due From" value={from} onChange={handleFrom} bound={{ max: to || undefined }} />
        <DueDateField label="Due To" value={to} onChange={handleTo} bound={{ min: from || undefined }} />
      </Box>
    </Box>
  );
}
