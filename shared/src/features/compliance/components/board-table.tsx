import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { CLIENT_TYPE_LABELS } from '@firm/shared/domain/client';
import type { BoardCell } from '@firm/shared/domain/compliance';
import { BoardCellButton } from './board-cell';

// The board's grid, for both views: the clients down (their name held at the left edge while
// the columns scroll), a column per period or per compliance, each cell a Project's state that opens it.

export type BoardColumn = {
  key: string;
  /** The column's heading. */
  label: string;
  caption: string;
  /** The start of its cells' names ("Oct 2026: Filed on time…"); the heading when absent. */
  cellName?: string;
};
export type BoardRow = {
  client_id: number;
  client_name: string;
  client_type: string;
  cells: (BoardCell | null)[];
  /** Per column, where a client can be without a subscription (the compliances across). */
  subscribed?: boolean[];
};

export type BoardTableProps = {
  ariaLabel: string;
  columns: BoardColumn[];
  rows: BoardRow[];
  emptyText: string;
  onOpen: (taskId: number) => void;
};

const STICKY = { position: 'sticky', left: 0, bgcolor: 'background.paper' } as const;

function EmptyCell({ subscribed }: { subscribed: boolean }) {
  return subscribed ? (
    <Typography variant="caption" color="text.secondary">
      Not opened
    </Typography>
  ) : (
    <Typography variant="caption" color="text.disabled" aria-label="Not subscribed" title="Not subscribed for this period">
      —
    </Typography>
  );
}

export function BoardTable({ ariaLabel, columns, rows, emptyText, onOpen }: BoardTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: '70vh' }}>
        <Table size="small" stickyHeader aria-label={ariaLabel}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...STICKY, zIndex: 3, minWidth: { xs: 112, sm: 140 } }}>Client</TableCell>
              {columns.map((col) => (
                <TableCell key={col.key} sx={{ minWidth: { xs: 112, sm: 128 } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {col.label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {col.caption}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.client_id}>
                <TableCell component="th" scope="row" sx={{ ...STICKY, zIndex: 1, maxWidth: { xs: 140, sm: 'none' } }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {row.client_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {CLIENT_TYPE_LABELS[row.client_type as keyof typeof CLIENT_TYPE_LABELS] ?? row.client_type}
                  </Typography>
                </TableCell>
                {row.cells.map((cell, i) => (
                  <TableCell key={columns[i]?.key ?? i}>
                    {cell ? (
                      <BoardCellButton cell={cell} period={columns[i]?.cellName ?? columns[i]?.label ?? ''} onOpen={onOpen} />
                    ) : (
                      <EmptyCell subscribed={row.subscribed?.[i] ?? true} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>{emptyText}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
