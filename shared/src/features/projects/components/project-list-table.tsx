import { useMemo, type ReactNode } from 'react';
import { alpha, Box, Chip } from '@mui/material';
import { formatDate, formatNumber } from '@firm/shared/domain/format';
import { indianDay } from '@firm/shared/domain/calendar';
import type { TaskListRow } from '@firm/shared/domain/project';
import { DataTable, TruncatedText, type DataTableColumn, type ServerPaging } from '@firm/shared/ui';
import { isProjectOverdue } from './project-due';
import { ProjectStatusChip } from './project-status-chip';
import { WaitingOnClientChip } from './waiting-on-client-chip';
import { StatutoryDueText } from './due-date-text';

export type ProjectListTableProps = {
  rows: readonly TaskListRow[];
  paging: ServerPaging;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyText: string;
  /** The supervisor sees who has each Project; the employee's are all their own. */
  showAssignee: boolean;
  renderActions: (task: TaskListRow) => ReactNode;
};

function DueDate({ task, overdue }: { task: TaskListRow; overdue: boolean }) {
  if (!task.due_date)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        No due date
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      {/* error.dark: error.main on the overdue row's red tint falls short of 4.5:1. */}
      <Box component="span" sx={{ color: overdue ? 'error.dark' : 'success.main', fontWeight: overdue ? 600 : 400 }}>
        {formatDate(task.due_date)}
      </Box>
      {overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
    </Box>
  );
}

/**
 * The Projects table of the supervisor and the employee (spec 02 §2.5, §2.6): one page from the server,
 * overdue rows tinted red with an 'Overdue' mark beside the date, and the spec's pager words.
 */
export function ProjectListTable({ rows, paging, loading, error, onRetry, emptyText, showAssignee, renderActions }: ProjectListTableProps) {
  // Read per render: a screen left open past midnight marks the new day's overdue rows.
  const today = indianDay(new Date());
  const columns = useMemo<DataTableColumn<TaskListRow>[]>(() => {
    const all: (DataTableColumn<TaskListRow> | null)[] = [
      { id: 'client', label: 'Client', render: (t) => t.client_name, sortValue: (t) => t.client_name, hideOnMobile: true },
      {
        id: 'name',
        label: 'Project Name',
        render: (t) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t.task_name}
            {t.waiting_on_client ? (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                <WaitingOnClientChip />
              </Box>
            ) : null}
          </Box>
        ),
        sortValue: (t) => t.task_name,
      },
      {
        id: 'description',
        label: 'Description',
        render: (t) => <TruncatedText text={t.service_description} maxWidth={{ md: 200, lg: 260 }} />,
        // The least needed column on a laptop: the view dialog shows the whole description.
        hideBelowWide: true,
      },
      {
        id: 'status',
        label: 'Status',
        render: (t) => <ProjectStatusChip status={t.workflow_status} />,
        sortValue: (t) => t.workflow_status,
      },
      showAssignee
        ? {
            id: 'assignee',
            label: 'Assigned To',
            render: (t) => t.assignee_name ?? 'Unassigned',
            sortValue: (t) => t.assignee_name,
            hideOnMobile: true,
          }
        : null,
      {
        id: 'due',
        label: 'Due Date',
        render: (t) => (
          <>
            <DueDate task={t} overdue={isProjectOverdue(t, today)} />
            <StatutoryDueText statutory={t.statutory_due_date} filedOn={t.filed_on} />
          </>
        ),
        sortValue: (t) => t.due_date,
      },
      { id: 'actions', label: 'Actions', align: 'right', render: renderActions },
    ];
    return all.filter((column): column is DataTableColumn<TaskListRow> => column !== null);
  }, [showAssignee, renderActions, today]);

  const pages = Math.max(1, Math.ceil(paging.total / paging.limit));
  return (
    <DataTable
      rows={rows}
      server={paging}
      columns={columns}
      getRowId={(t) => t.task_id}
      ariaLabel="Projects"
      loading={loading}
      error={error}
      onRetry={onRetry}
      retryLabel="Try Again"
      emptyText={emptyText}
      rowsPerPageOptions={[paging.limit]}
      rowSx={(t) => (isProjectOverdue(t, today) ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined)}
      labelDisplayedRows={({ from, to, count, page }) =>
        `Showing ${formatNumber(from)} to ${formatNumber(to)} of ${formatNumber(count)} results · Page ${formatNumber(page + 1)} of ${formatNumber(pages)}`
      }
    />
  );
}
