import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { supervisorLoadErrorMessage, TEAM_TASK_STATUSES, toHttpFailure, type DueWindow, type TaskListRow } from '@firm/shared/domain';
import { lazyDialog, notify, PageHeader, useServerList } from '@firm/shared/ui';
import { personName, taskQueries, teamTaskList } from '../api/tasks';
import { ProjectSummaryCards } from '../components/project-list-cards';
import {
  clarificationFilter,
  dueWindowChoices,
  ProjectListFilters,
  statusChoices,
  type ProjectFilter,
} from '../components/project-list-filters';
import { ProjectListTable } from '../components/project-list-table';
import { PROJECT_LIST_DEFAULTS } from './project-list-prefetch';

const ProjectDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/project-details-dialog').then((m) => m.ProjectDetailsDialog),
);
const EditProjectDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/edit-project-dialog').then((m) => m.EditProjectDialog),
);

const DUE_WINDOWS: readonly DueWindow[] = ['overdue', '7', '15', '21', '30', '45'];
const CARDS = [
  { key: 'unassigned', label: 'Unassigned' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'pending_review', label: 'Pending Review' },
] as const;

type Opened = { id: number; mode: 'view' | 'edit' } | null;

/** /dashboard/supervisor/tasks: the team's Projects (spec 02 §2.5), the supervisor's first screen after sign-in. */
export function ProjectsPage() {
  const list = useServerList(teamTaskList, PROJECT_LIST_DEFAULTS);
  const { query } = list;
  const options = useQuery(taskQueries.options());
  const [opened, setOpened] = useState<Opened>(null);

  const optionsError = options.isError ? options.error : null;
  useEffect(() => {
    // One call brings both pickers; the client filter is the first that cannot be filled.
    if (optionsError) notify({ message: supervisorLoadErrorMessage(toHttpFailure(optionsError), 'clients'), variant: 'error' });
  }, [optionsError]);

  const filters = useMemo<ProjectFilter[]>(
    () => [
      { name: 'status', label: 'Status', allLabel: 'All Statuses', choices: statusChoices(TEAM_TASK_STATUSES) },
      {
        name: 'client_id',
        label: 'Client',
        allLabel: 'All Clients',
        choices: (options.data?.clients ?? []).map((c) => ({ value: String(c.client_id), label: c.client_name })),
      },
      {
        name: 'assignee_id',
        label: 'Supervisor',
        allLabel: 'All Supervisors',
        choices: (options.data?.supervisors ?? []).map((p) => ({ value: String(p.id), label: personName(p) })),
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
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={`Edit ${task.task_name}`} onClick={() => setOpened({ id: task.task_id, mode: 'edit' })}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    ),
    [],
  );

  return (
    <Box>
      <PageHeader title="Project Management" subtitle="Manage team Projects and assignments" />
      <ProjectSummaryCards summary={list.summary} cards={CARDS} />
      <ProjectListFilters
        title="Projects Overview"
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
        error={query.isError && !query.data ? supervisorLoadErrorMessage(toHttpFailure(query.error), 'tasks') : null}
        onRetry={() => void query.refetch()}
        emptyText="No projects found matching the current filters. You don't have any assigned Projects yet."
        showAssignee
        renderActions={renderActions}
      />
      {opened?.mode === 'view' ? <ProjectDetailsDialog taskId={opened.id} onClose={() => setOpened(null)} /> : null}
      {opened?.mode === 'edit' ? <EditProjectDialog taskId={opened.id} onClose={() => setOpened(null)} /> : null}
    </Box>
  );
}
