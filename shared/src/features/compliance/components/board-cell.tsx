import { styled, type CSSObject, type Theme } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import type { BoardCell, ComplianceState } from '@firm/shared/domain/compliance';
import { COMPLIANCE_STATE_LABELS } from '../compliance-labels';

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

// A native button with one class, its lines plain spans: a board draws 300 cells a page, and a ButtonBase
// (ripple, focus tracking) with a Typography and its `sx` per line made them most of the page's first
// render (bench:compliance). The button keeps the keyboard, focus ring and name of the MUI one.
const cellStyle = ({ theme }: { theme: Theme }): CSSObject => ({
  display: 'block',
  width: '100%',
  margin: 0,
  border: 0,
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.5, 1),
  '&:hover': { filter: 'brightness(0.96)' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& > span': { ...theme.typography.caption, display: 'block', whiteSpace: 'nowrap' },
  '& > .state': { ...theme.typography.body2, fontWeight: 600 },
  '& > .waiting': { fontWeight: 700 },
});
const Cell = styled('button')(cellStyle);

// A period marked filed has no Project to open: the same look, as plain text.
const Marked = styled('div')(cellStyle);

export function BoardCellButton({ cell, period, onOpen }: { cell: BoardCell; period: string; onOpen: (taskId: number) => void }) {
  const colour = COLOURS[cell.state];
  const label = COMPLIANCE_STATE_LABELS[cell.state];
  const taskId = cell.task_id;
  if (taskId === null) {
    return (
      <Marked style={{ backgroundColor: colour.bg, color: colour.fg, cursor: 'default' }}>
        <span className="state">{label}</span>
        <span>{`Filed ${formatDate(cell.filed_on)}`}</span>
        <span>No Project</span>
      </Marked>
    );
  }
  return (
    <Cell
      type="button"
      onClick={() => onOpen(taskId)}
      aria-label={`${period}: ${label}, due ${formatDate(cell.statutory_due_date)}${cell.waiting_on_client ? ', waiting on client' : ''}. Open the Project`}
      style={{ backgroundColor: colour.bg, color: colour.fg }}
    >
      <span className="state">{label}</span>
      <span>{cell.filed_on ? `Filed ${formatDate(cell.filed_on)}` : `Due ${formatDate(cell.statutory_due_date)}`}</span>
      {cell.waiting_on_client ? <span className="waiting">Waiting on client</span> : null}
    </Cell>
  );
}
