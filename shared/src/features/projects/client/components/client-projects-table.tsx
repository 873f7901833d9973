import { Box, Chip } from '@mui/material';
import { clientProgressOf, type ClientProgress, type ClientTask } from '@firm/shared/domain/client-portal';
import { CLIENT_TASK_STATUS_LABELS } from '../client-project-labels';
import { formatDate, formatNumber } from '@firm/shared/domain/format';
import { DataTable, TruncatedText, type DataTableColumn, type PageLabel, type ServerPaging } from '@firm/shared/ui';

export type ProjectsTableProps = {
  rows: readonly ClientTask[];
  loading: boolean;
  emptyText: string;
  ariaLabel: string;
  /** The page the server sent, and where Previous and Next go. */
  paging: ServerPaging;
};

const PROGRESS_COLOR: Record<ClientProgress, 'default' | 'info' | 'success'> = {
  pending: 'default',
  in_progress: 'info',
  completed: 'success',
};

/** A compliance filing's date is the statutory one, and says so. */
function DueDate({ task }: { task: ClientTask }) {
  if (!task.statutory_due) return <>{formatDate(task.due_date, 'No due date')}</>;
  return (
    <>
      {formatDate(task.due_date, 'No due date')}
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
        Statutory due date
      </Box>
    </>
  );
}

/** Spec 02 §2.7's columns; on a phone's card the name heads it, and the client's own name is left off. */
const COLUMNS: DataTableColumn<ClientTask>[] = [
  { id: 'name', label: 'Project Name', card: 'title', render: (task) => <Box sx={{ fontWeight: 600 }}>{task.task_name}</Box> },
  // The signed-in client's own name on every row: the first column to give up its room below a wide screen.
  { id: 'client', label: 'Client Name', hideBelowWide: true, render: (task) => task.client_name },
  {
    id: 'description',
    label: 'Description',
    card: 'field',
    render: (task) => <TruncatedText text={task.service_description} maxWidth={360} />,
  },
  {
    id: 'status',
    label: 'Status',
    card: 'field',
    render: (task) => {
      const progress = clientProgressOf(task.workflow_status);
      return <Chip size="small" label={CLIENT_TASK_STATUS_LABELS[progress]} color={PROGRESS_COLOR[progress]} sx={{ fontWeight: 600 }} />;
    },
  },
  { id: 'due', label: 'Due Date', card: 'field', figure: true, render: (task) => <DueDate task={task} /> },
];

/** Spec 02 §2.7: Previous and Next around 'Page N of M' with the number of tasks, on one page too. */
const PROJECT_PAGER: PageLabel = {
  ariaLabel: 'Projects pages',
  always: true,
  text: ({ page, pages, count }) => `Page ${formatNumber(page)} of ${formatNumber(pages)} (${formatNumber(count)} total tasks)`,
};

/** One page of Projects as the server sorted it (due date, soonest first); cards on a phone or a tablet. */
export function ProjectsTable({ rows, loading, emptyText, ariaLabel, paging }: ProjectsTableProps) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      getRowId={(task) => task.task_id}
      ariaLabel={ariaLabel}
      loading={loading}
      emptyText={emptyText}
      server={paging}
      pager={PROJECT_PAGER}
      cardsBelow="md"
    />
  );
}
