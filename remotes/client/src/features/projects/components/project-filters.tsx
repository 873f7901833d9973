import { MenuItem, Stack, TextField } from '@mui/material';
import {
  CLIENT_DUE_WINDOW_LABELS,
  CLIENT_DUE_WINDOWS,
  CLIENT_TASK_STATUS_LABELS,
  CLIENT_TASK_STATUSES,
  type ClientDueWindow,
  type ClientTaskStatus,
} from '@firm/shared/domain';

export type ProjectFiltersProps = {
  due: ClientDueWindow | '';
  status: ClientTaskStatus | '';
  onDueChange: (due: ClientDueWindow | '') => void;
  onStatusChange: (status: ClientTaskStatus | '') => void;
};

const ALL = 'all';

/** Spec 02 §2.7: the due-date and status filters, both sent to the server. */
export function ProjectFilters({ due, status, onDueChange, onStatusChange }: ProjectFiltersProps) {
  const field = { select: true, size: 'small', sx: { minWidth: { xs: '100%', sm: 200 } } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        {...field}
        label="Due date"
        value={due || ALL}
        onChange={(event) => onDueChange(event.target.value === ALL ? '' : (event.target.value as ClientDueWindow))}
      >
        <MenuItem value={ALL}>All Projects</MenuItem>
        {CLIENT_DUE_WINDOWS.map((value) => (
          <MenuItem key={value} value={value}>
            {CLIENT_DUE_WINDOW_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label="Status"
        value={status || ALL}
        onChange={(event) => onStatusChange(event.target.value === ALL ? '' : (event.target.value as ClientTaskStatus))}
      >
        <MenuItem value={ALL}>All Status</MenuItem>
        {CLIENT_TASK_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {CLIENT_TASK_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
