import { Stack } from '@mui/material';
import {
  CLIENT_DUE_WINDOW_LABELS,
  CLIENT_DUE_WINDOWS,
  CLIENT_TASK_STATUS_LABELS,
  CLIENT_TASK_STATUSES,
  type ClientDueWindow,
  type ClientTaskStatus,
} from '@firm/shared/domain/client-portal';
import { SelectFilter } from '@firm/shared/ui';

export type ProjectFiltersProps = {
  due: ClientDueWindow | '';
  status: ClientTaskStatus | '';
  onDueChange: (due: ClientDueWindow | '') => void;
  onStatusChange: (status: ClientTaskStatus | '') => void;
};

const DUE_CHOICES = CLIENT_DUE_WINDOWS.map((value) => ({ value, label: CLIENT_DUE_WINDOW_LABELS[value] }));
const STATUS_CHOICES = CLIENT_TASK_STATUSES.map((value) => ({ value, label: CLIENT_TASK_STATUS_LABELS[value] }));

/** Spec 02 §2.7: the due-date and status filters, both sent to the server. */
export function ProjectFilters({ due, status, onDueChange, onStatusChange }: ProjectFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectFilter label="Due date" value={due} allLabel="All Projects" choices={DUE_CHOICES} onChange={onDueChange} />
      <SelectFilter label="Status" value={status} allLabel="All Status" choices={STATUS_CHOICES} onChange={onStatusChange} />
    </Stack>
  );
}
