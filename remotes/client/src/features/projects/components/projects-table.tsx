import { Chip, Paper, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { CLIENT_TASK_STATUS_LABELS, clientProgressOf, formatDate, type ClientProgress, type ClientTask } from '@firm/shared/domain';
import { TruncatedText } from '@firm/shared/ui';

export type ProjectsTableProps = {
  rows: readonly ClientTask[];
  loading: boolean;
  emptyText: string;
  ariaLabel: string;
};

const PROGRESS_COLOR: Record<ClientProgress, 'default' | 'info' | 'success'> = {
  pending: 'default',
  in_progress: 'info',
  completed: 'success',
};

const onWideScreens = { display: { xs: 'none', md: 'table-cell' } } as const;
const COLUMNS = [
  { id: 'name', label: 'Project Name' },
  { id: 'client', label: 'Client Name', sx: onWideScreens },
  { id: 'description', label: 'Description', sx: onWideScreens },
  { id: 'status', label: 'Status' },
  { id: 'due', label: 'Due Date' },
] as const;

/** One page of Projects as the server sorted it (due date, soonest first); the pager sits below. */
export function ProjectsTable({ rows, loading, emptyText, ariaLabel }: ProjectsTableProps) {
  return (
    // On a phone the table can scroll sideways and holds nothing focusable: the region itself takes the keyboard.
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label={ariaLabel} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ariaLabel} aria-busy={loading} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 700, whiteSpace: 'nowrap', ...('sx' in column ? column.sx : {}) }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={`skeleton-${i}`} data-testid="table-skeleton-row">
                  {COLUMNS.map((column) => (
                    <TableCell key={column.id} sx={'sx' in column ? column.sx : undefined}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((task) => {
                const progress = clientProgressOf(task.workflow_status);
                return (
                  <TableRow key={task.task_id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{task.task_name}</TableCell>
                    <TableCell sx={onWideScreens}>{task.client_name}</TableCell>
                    <TableCell sx={onWideScreens}>
                      <TruncatedText text={task.service_description} maxWidth={360} />
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={CLIENT_TASK_STATUS_LABELS[progress]}
                        color={PROGRESS_COLOR[progress]}
                        sx={{ fontWeight: 600 }}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(task.due_date, 'No due date')}</TableCell>
                  </TableRow>
                );
              })}
          {!loading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6 }}>
                <Typography color="text.secondary">{emptyText}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
