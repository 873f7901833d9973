import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { TASK_STATUS_LABELS, type DueWindow, type TaskStatus } from '@firm/shared/domain/project';
import { choiceMenuItems, SearchField } from '@firm/shared/ui';

export type FilterChoice = { value: string; label: string };

/** One select of the filter bar: a query-string filter, blank for all. */
export type ProjectFilter = { name: string; label: string; allLabel: string; choices: readonly FilterChoice[] };

export type ProjectListFiltersProps = {
  title?: string;
  search: string;
  searchPlaceholder: string;
  onSearch: (term: string) => void;
  filters: readonly ProjectFilter[];
  values: Record<string, string> | undefined;
  onFilter: (name: string, value: string) => void;
};

const ALL = 'all';

/** Spec 02 §9's due windows in the order given: Overdue, then 'Next N days'. */
export const dueWindowChoices = (windows: readonly DueWindow[]): FilterChoice[] =>
  windows.map((window) => ({
    value: window,
    label: window === 'overdue' ? 'Overdue' : `Next ${window} ${window === '1' ? 'day' : 'days'}`,
  }));

export const statusChoices = (statuses: readonly TaskStatus[]): FilterChoice[] =>
  statuses.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }));

/** Only Projects whose clarification is asked of the caller (the server's `clarifications=true`). */
export const clarificationFilter: ProjectFilter = {
  name: 'clarifications',
  label: 'Clarifications',
  allLabel: 'All Tasks',
  choices: [{ value: 'true', label: 'Clarifications' }],
};

/** Only Projects with a required document the client still owes (the server's `waiting_on_client=true`). */
export const waitingOnClientFilter: ProjectFilter = {
  name: 'waiting_on_client',
  label: 'Documents',
  allLabel: 'All Projects',
  choices: [{ value: 'true', label: 'Waiting on client' }],
};

/** The filter bar of the supervisor's and the employee's Projects: a search box and selects. */
export function ProjectListFilters({ title, search, searchPlaceholder, onSearch, filters, values, onFilter }: ProjectListFiltersProps) {
  return (
    <Box component="section" aria-label={title ?? 'Filters'} sx={{ mb: 2 }}>
      {title ? (
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField onSearch={onSearch} value={search} placeholder={searchPlaceholder} />
        {filters.map((filter) => {
          const value = values?.[filter.name] ?? '';
          // A value from the URL whose choice is not (yet) loaded shows as all rather than as a blank box.
          const known = filter.choices.some((choice) => choice.value === value);
          return (
            <TextField
              key={filter.name}
              select
              size="small"
              label={filter.label}
              value={known ? value : ALL}
              onChange={(event) => onFilter(filter.name, event.target.value === ALL ? '' : event.target.value)}
              sx={{ minWidth: { xs: '100%', sm: 170 } }}
            >
              <MenuItem value={ALL}>{filter.allLabel}</MenuItem>
              {choiceMenuItems(filter.choices)}
            </TextField>
          );
        })}
      </Box>
    </Box>
  );
}
