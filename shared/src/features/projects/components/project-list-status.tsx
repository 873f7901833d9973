import { Chip, type ChipProps } from '@mui/material';
import { TASK_STATUS_LABELS, type TaskStatus } from '@firm/shared/domain';

const COLOURS: Record<TaskStatus, ChipProps['color']> = {
  open: 'default',
  in_progress: 'info',
  pending_review: 'warning',
  ready_for_close: 'secondary',
  closed: 'success',
};

/** A Project's workflow status as a badge, in the spec's words. */
export function ProjectStatusChip({ status }: { status: TaskStatus }) {
  return (
    <Chip size="small" label={TASK_STATUS_LABELS[status]} color={COLOURS[status]} variant={status === 'open' ? 'outlined' : 'filled'} />
  );
}
