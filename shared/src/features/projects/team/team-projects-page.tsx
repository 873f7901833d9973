import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { DueWindow, TaskListRow, TaskStatus } from '@firm/shared/domain/project';
import { lazyDialog, notify, PageHeader, useServerList, type ListUrlDefaults } from '@firm/shared/ui';
import { personName, projectQueries, teamProjectList } from '../api/projects';
import { ProjectSummaryCards, type ProjectSummaryCard } from '../components/project-list-cards';
import type { ProjectFact } from '../components/project-facts';
import {
  clarificationFilter,
  dueWindowChoices,
  ProjectListFilters,
  statusChoices,
  type ProjectFilter,
  waitingOnClientFilter,
} from '../components/project-list-filters';
import { ProjectListTable } from '../components/project-list-table';

const ProjectViewDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './project-view-dialog').then((m) => m.ProjectViewDialog));

/** What changes a Project from the list: the supervisor's Edit Task or the employee's Update Project. */
export type ProjectChangeAction = {
  /** The tooltip; the button's name is `${verb} <Project name>`. */
  title: string;
  verb: string;
  icon: ComponentType<{ fontSize?: 'small' }>;
  Dialog: ComponentType<{ projectId: number; onClose: () => void }>;
};

/** What differs between the roles that see the team's Projects (spec 02 §2.5 supervisor, §2.6 employee). */
export type TeamProjectsPageProps = {
  title: string;
  subtitle: string;
  filtersTitle?: string;
  defaults: ListUrlDefaults;
  cards: readonly ProjectSummaryCard[];
  dueWindows: readonly DueWindow[];
  /** The statuses the role may filter by; none for a role without a status filter. */
  statusFilter?: readonly TaskStatus[];
  /** Whether the role filters by, and sees, who has each Project. */
  showAssignee: boolean;
  emptyText: string;
  detailFacts: readonly ProjectFact[];
  /** The role's words for a failed call: the list, the pickers' options, one Project. */
  errorOf: (error: unknown, what: 'tasks' | 'clients') => string;
  detailErrorOf: (error: unknown) => string;
  change: ProjectChangeAction;
};

type Opened = { id: number; mode: 'view' | 'change' } | null;

/** /dashboard/<supervisor|employee>/tasks: the Projects the caller's role may see, the first screen after sign-in. */
export function TeamProjectsPage(props: TeamProjectsPageProps) {
  const { change, errorOf, statusFilter, showAssignee } = props;
  const list = useServerList(teamProjectList, props.defaults);
  const { query } = list;
  const options = useQuery(projectQueries.options());
  const [opened, setOpened] = useState<Opened>(null);

  const optionsError = options.isError ? options.error : null;
  useEffect(() => {
    // One call brings every picker; the client filter is the first that cannot be filled.
    if (optionsError) notify({ message: errorOf(optionsError, 'clients'), variant: 'error' });
  }, [optionsError, errorOf]);

  const filters = useMemo<ProjectFilter[]>(() => {
    const status: ProjectFilter[] = statusFilter
      ? [{ name: 'status', label: 'Status', allLabel: 'All Statuses', choices: statusChoices(statusFilter) }]
      : [];
    const client: ProjectFilter = {
      name: 'client_id',
      label: 'Client',
      allLabel: 'All Clients',
      choices: (options.data?.clients ?? []).map((c) => ({ value: String(c.client_id), label: c.client_name })),
    };
    const assignee: ProjectFilter[] = showAssignee
      ? [
          {
            name: 'assignee_id',
            label: 'Supervisor',
            allLabel: 'All Supervisors',
            choices: (options.data?.supervisors ?? []).map((p) => ({ value: String(p.id), label: personName(p) })),
          },
        ]
      : [];
    const due: ProjectFilter = { name: 'due', label: 'Due Date', allLabel: 'All', choices: dueWindowChoices(props.dueWindows) };
    return [...status, client, ...assignee, due, clarificationFilter, waitingOnClientFilter];
  }, [options.data, statusFilter, showAssignee, props.dueWindows]);

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
        <Tooltip title={change.title}>
          <IconButton
            size="small"
            aria-label={`${change.verb} ${task.task_name}`}
            onClick={() => setOpened({ id: task.task_id, mode: 'change' })}
          >
            <change.icon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    ),
    [change],
  );

  const close = () => setOpened(null);
  return (
    <Box>
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <ProjectSummaryCards summary={list.summary} cards={props.cards} />
      <ProjectListFilters
        title={props.filtersTitle}
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
        error={query.isError && !query.data ? errorOf(query.error, 'tasks') : null}
        onRetry={() => void query.refetch()}
        emptyText={props.emptyText}
        showAssignee={showAssignee}
        renderActions={renderActions}
      />
      {opened?.mode === 'view' ? (
        <ProjectViewDialog projectId={opened.id} onClose={close} facts={props.detailFacts} errorOf={props.detailErrorOf} />
      ) : null}
      {opened?.mode === 'change' ? <change.Dialog projectId={opened.id} onClose={close} /> : null}
    </Box>
  );
}
