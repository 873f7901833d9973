import { useMemo } from 'react';
import { alpha, Box, Chip } from '@mui/material';
import {
  ASSIGNMENT_LABELS,
  REPORT_WORKFLOW_LABELS,
  reportColumnLabel,
  STATUS_GROUP_LABELS,
  type ProjectReportRow,
  type ReportColumn,
} from '@firm/shared/domain/report';
import { formatDate } from '@firm/shared/domain/format';
import { indianDay } from '@firm/shared/domain/calendar';
import { DataTable, type DataTableColumn, type ServerPaging } from '@firm/shared/ui';

export type ReportTableProps = {
  title: string;
  columns: readonly ReportColumn[];
  labels: 'employee' | 'staff';
  rows: readonly ProjectReportRow[];
  paging: ServerPaging;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
};

function DueDate({ row }: { row: ProjectReportRow }) {
  if (!row.due_date)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        No due date
      </Box>
    );
  return (
    // The mark under the date, not beside it: beside it the table no longer fit a laptop.
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ color: row.overdue ? 'error.dark' : 'inherit', fontWeight: row.overdue ? 600 : 400 }}>
        {formatDate(row.due_date)}
      </Box>
      {row.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
    </Box>
  );
}

/** Each column: what it shows and the server's sort key (the same id sorts on the server). */
const COLUMNS: Record<ReportColumn, Omit<DataTableColumn<ProjectReportRow>, 'label'>> = {
  name: {
    id: 'name',
    render: (r) => (
      <Box component="span" sx={{ fontWeight: 600 }}>
        {r.name}
      </Box>
    ),
    sortValue: (r) => r.name,
  },
  client: { id: 'client', render: (r) => r.client, sortValue: (r) => r.client },
  service_category: { id: 'service_category', render: (r) => r.service_category, sortValue: (r) => r.service_category, hideOnMobile: true },
  assignment: {
    id: 'assignment_status',
    render: (r) => ASSIGNMENT_LABELS[r.assignment_status],
    sortValue: (r) => r.assignment_status,
    // Below a wide screen the Assignee column says it ('Unassigned'); the export keeps every column.
    hideBelowWide: true,
  },
  workflow: { id: 'workflow_status', render: (r) => REPORT_WORKFLOW_LABELS[r.workflow_status], sortValue: (r) => r.workflow_status },
  // Follows from the Workflow Status beside it (closed is completed), so it gives up its room first.
  group: {
    id: 'status_group',
    render: (r) => STATUS_GROUP_LABELS[r.workflow_status_group],
    sortValue: (r) => r.workflow_status_group,
    hideBelowWide: true,
  },
  assignee: { id: 'assignee', render: (r) => r.assignee_name ?? 'Unassigned', sortValue: (r) => r.assignee_name, hideOnMobile: true },
  due: { id: 'due', render: (r) => <DueDate row={r} />, sortValue: (r) => r.due_date },
  created: {
    id: 'created',
    render: (r) => formatDate(indianDay(new Date(r.created_at))),
    sortValue: (r) => r.created_at,
    hideOnMobile: true,
  },
  completed: {
    id: 'completed',
    render: (r) => (r.completed_at ? formatDate(indianDay(new Date(r.completed_at))) : '—'),
    sortValue: (r) => r.completed_at,
    hideOnMobile: true,
  },
};

/** The report's table: one page from the server, overdue rows tinted with an 'Overdue' mark. */
export function ReportTable({ title, columns, labels, rows, paging, loading, error, onRetry, emptyText }: ReportTableProps) {
  const tableColumns = useMemo(() => columns.map((c) => ({ ...COLUMNS[c], label: reportColumnLabel(c, labels) })), [columns, labels]);
  return (
    <DataTable
      ariaLabel={title}
      rows={rows}
      columns={tableColumns}
      getRowId={(r) => r.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      pager="pages"
      server={paging}
      rowSx={(r) => (r.overdue ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined)}
    />
  );
}
