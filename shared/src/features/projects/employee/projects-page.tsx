import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { employeeProjectErrorMessage, toHttpFailure, type DueWindow, type TaskListRow } from '@firm/shared/domain';
import { lazyDialog, notify, PageHeader, useServerList } from '@firm/shared/ui';
import { taskQueries, teamTaskList } from '../api/tasks';
import { ProjectSummaryCards } from '../components/project-list-cards';
import {
  clarificationFilter,
  dueWindowChoices,
  ProjectListFilters,
  type ProjectFilter,
} from '../components/project-list-filters';
import { ProjectListTable } from '../components/project-list-table';
import { PROJECT_LIST_DEFAULTS } from './project-list-prefetch';

const ProjectViewDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/project-view-dialog').then((m) => m.ProjectViewDialog),
);
const UpdateProjectDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/update-project-dialog').then((m) => m.UpdateProjectDialog),
);

const DUE_WINDOWS: readonly DueWindow[] = ['overdue', '1', '3', '7', '14', '15', '20', '30', '31', '45'];
const CARDS = [
  { key: 'total', label: 'Total Projects' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'pending_review', label: 'Pending Review' },
] as const;

type Opened = { id: number; mode: 'view' | 'update' } | null;

/** /dashboard/employee/tasks: the employee's own Projects (spec 02 §2.6), the first screen after sign-in. */
export function MyProjectsPage() {
  const list = useServerList(teamTaskList, PROJECT_LIST_DEFAULTS);
  const { query } = list;
  const options = useQuery(taskQueries.options());
  const [opened, setOpened] = useState<Opened>(null);

  const optionsError = options.isError ? options.error : null;
  useEffect(() => {
    if (optionsError) notify({ message: employeeProjectErrorMessage(toHttpFailure(optionsError)), variant: 'error' });
  }, [optionsError]);

  const filters = useMemo<ProjectFilter[]>(
    () => [
      {
        name: 'client_id',
        label: 'Client',
        allLabel: 'All Clients',
        choices: (options.data?.clients ?? []).map((c) => ({ value: String(c.client_id), label: c.client_name })),
      },
      { name: 'due', label: 'Due Date', allLabel: 'All', choices: dueWindowChoices(DUE_WINDOWS) },
      clarificationFilter,
    ],
    [options.data],
  );

  const renderActions = useCallback(
    (task: TaskListRow) => (
      <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
        <Tooltip title="View details">
          <IconButton
            size="small"
            aria-label={`View details of ${task.task_name}`}
            onClick={() => setOpened({ id: task.task_id, mode: 'view' })}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Update Project">
          <IconButton size="small" aria-label={`Update ${task.task_name}`} onClick={() => setOpened({ id: task.task_id, mode: 'update' })}>
            <EditNoteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    ),
    [],
  );

  return (
    <Box>
      <PageHeader title="My Projects" subtitle="View and update your assigned Projects" />
      <ProjectSummaryCards summary={list.summary} cards={CARDS} />
      <ProjectListFilters
        search={list.params.search ?? ''}
        searchPlaceholder="Search projects..."
        onSearch={list.setSearch}
        filters={filters}
        values={list.params.filters}
        onFilter={list.setFilter}
      />
      <ProjectListTable
        rows={list.rows}
        paging={list.paging}
        loading={query.isPending}
        error={query.isError && !query.data ? employeeProjectErrorMessage(toHttpFailure(query.error)) : null}
        onRetry={() => void query.refetch()}
        emptyText="No projects found matching the current filters. You don't have any assigned Projects yet."
        showAssignee={false}
        renderActions={renderActions}
      />
      {opened?.mode === 'view' ? <ProjectViewDialog taskId={opened.id} onClose={() => setOpened(null)} /> : null}
      {opened?.mode === 'update' ? <UpdateProjectDialog taskId={opened.id} onClose={() => setOpened(null)} /> : null}
    </Box>
  );
}
