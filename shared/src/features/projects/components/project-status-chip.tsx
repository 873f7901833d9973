import { Chip } from '@mui/material';
import { TASK_STATUS_LABELS, type TaskStatus } from '@firm/shared/domain/project';

const COLORS: Record<TaskStatus, 'default' | 'info' | 'warning' | 'secondary' | 'success'> = {
  open: 'info',
  in_progress: 'warning',
  pending_review: 'secondary',
  ready_for_close: 'success',
  closed: 'default',
};

/** A Project's workflow status as a badge, in the spec's labels. */
export function ProjectStatusChip({ status }: { status: TaskStatus }) {
  return (
    <Chip size="small" label={TASK_STATUS_LABELS[status]} color={COLORS[status]} variant={status === 'closed' ? 'outlined' : 'filled'} />
  );
}
