import { MenuItem, Stack, TextField } from '@mui/material';
import { TASK_STATUS_LABELS, TEAM_TASK_STATUSES } from '@firm/shared/domain/project';
import { SearchField } from '@firm/shared/ui';

/** Spec 02 §2.1's due windows for the admin. */
const DUE_CHOICES = [
  { value: '', label: 'All' },
  { value: 'overdue', label: 'Overdue' },
  ...['7', '15', '21', '30', '45'].map((days) => ({ value: days, label: `Next ${days} days` })),
];
const STATUS_CHOICES = [
  { value: '', label: 'All Statuses' },
  ...TEAM_TASK_STATUSES.map((s) => ({ value: s, label: TASK_STATUS_LABELS[s] })),
];
const CLARIFICATION_CHOICES = [
  { value: '', label: 'All Tasks' },
  { value: 'true', label: 'Clarifications' },
];

const WAITING_CHOICES = [
  { value: '', label: 'All Projects' },
  { value: 'true', label: 'Waiting on client' },
];

export type ProjectFilterValues = {
  search: string;
  company: string;
  status: string;
  due: string;
  clarifications: string;
  waiting_on_client: string;
};

export type ProjectFiltersProps = {
  values: ProjectFilterValues;
  onSearch: (search: string) => void;
  onFilter: (
    name: 'company' | 'status' | 'due' | 'clarifications' | 'waiting_on_client',
    value: string,
    options?: { replace?: boolean },
  ) => void;
};

function Choice(props: { label: string; value: string; choices: { value: string; label: string }[]; onChange: (value: string) => void }) {
  // MUI's select shows nothing for an empty value: 'all' stands for the unfiltered choice on screen.
  const known = props.choices.some((c) => c.value === props.value);
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={known && props.value ? props.value : 'all'}
      onChange={(event) => props.onChange(event.target.value === 'all' ? '' : event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 170 } }}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice.value || 'all'} value={choice.value || 'all'}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The Projects list's filters; each one is a query parameter of the server's list (and of the URL). */
export function ProjectFilters({ values, onSearch, onFilter }: ProjectFiltersProps) {
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchField onSearch={onSearch} value={values.search} placeholder="Search by project name..." />
        <SearchField
          onSearch={(text) => onFilter('company', text.trim(), { replace: true })}
          value={values.company}
          placeholder="Search by company..."
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Choice label="Status" value={values.status} choices={STATUS_CHOICES} onChange={(v) => onFilter('status', v)} />
        <Choice label="Due Date" value={values.due} choices={DUE_CHOICES} onChange={(v) => onFilter('due', v)} />
        <Choice
          label="Clarification"
          value={values.clarifications}
          choices={CLARIFICATION_CHOICES}
          onChange={(v) => onFilter('clarifications', v)}
        />
        <Choice
          label="Documents"
          value={values.waiting_on_client}
          choices={WAITING_CHOICES}
          onChange={(v) => onFilter('waiting_on_client', v)}
        />
      </Stack>
    </Stack>
  );
}
