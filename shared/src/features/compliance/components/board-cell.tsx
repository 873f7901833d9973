import { ButtonBase, Typography } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import { COMPLIANCE_STATE_LABELS, type BoardCell, type ComplianceState } from '@firm/shared/domain/compliance';

// A board cell: the Project's state in words (never colour alone) on its colour, the due date under it.
// A click opens the Project.

const COLOURS: Record<ComplianceState, { bg: string; fg: string }> = {
  not_started: { bg: '#eceff1', fg: '#37474f' },
  in_progress: { bg: '#e3f2fd', fg: '#0d47a1' },
  waiting: { bg: '#fff8e1', fg: '#6d4c00' },
  filed_on_time: { bg: '#e8f5e9', fg: '#1b5e20' },
  filed_late: { bg: '#fbe9e7', fg: '#8d2a0b' },
  overdue: { bg: '#ffebee', fg: '#b71c1c' },
};

export function BoardCellButton({ cell, period, onOpen }: { cell: BoardCell; period: string; onOpen: (taskId: number) => void }) {
  const colour = COLOURS[cell.state];
  const label = COMPLIANCE_STATE_LABELS[cell.state];
  return (
    <ButtonBase
      onClick={() => onOpen(cell.task_id)}
      aria-label={`${period}: ${label}, due ${formatDate(cell.statutory_due_date)}${cell.waiting_on_client ? ', waiting on client' : ''}. Open the Project`}
      sx={{ display: 'block', width: '100%', textAlign: 'left', borderRadius: 1, px: 1, py: 0.5, bgcolor: colour.bg, color: colour.fg }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {cell.filed_on ? `Filed ${formatDate(cell.filed_on)}` : `Due ${formatDate(cell.statutory_due_date)}`}
      </Typography>
      {cell.waiting_on_client ? (
        <Typography variant="caption" sx={{ display: 'block', whiteSpace: 'nowrap', fontWeight: 700 }}>
          Waiting on client
        </Typography>
      ) : null}
    </ButtonBase>
  );
}
