import { useMemo, useState, type ComponentType } from 'react';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { toHttpFailure } from '@firm/shared/domain/errors';
import type { TaskListRow } from '@firm/shared/domain/project';
import { AddButton, lazyDialog, PageHeader, ServerListTable, useServerList, useTimedMessage } from '@firm/shared/ui';
import { projectList } from './api/projects';
import { projectColumns } from './components/project-columns';
import { ProjectCounts } from './components/project-counts';
import { ProjectFilters } from './components/project-filters';
import { projectListErrorMessage } from './project-list-errors';
import { PROJECT_LIST_DEFAULTS } from './api/project-list-prefetch';

// The dialogs carry the forms, pickers and the tabs: loaded after the list.
const CreateProjectDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/create-project-dialog').then((m) => m.CreateProjectDialog),
);
const ProjectDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/project-details-dialog').then((m) => m.ProjectDetailsDialog),
);

/** What Generate Invoice opens on a closed Project; `onGenerated` reloads the lists the invoiced Project leaves. */
export type ProjectInvoiceDialogProps = {
  task: Pick<TaskListRow, 'task_id' | 'task_name' | 'invoice_amount_paise'>;
  onClose: () => void;
  onGenerated?: () => unknown;
};

export type ProjectsPageProps = {
  /** Billing's Generate Invoice dialog: the role's routes hand it in, as a feature never imports another. */
  InvoiceDialog?: ComponentType<ProjectInvoiceDialogProps>;
};

/** /dashboard/admin/tasks: the admin's Projects (spec 02 §2.1), the first screen after sign-in. */
export function ProjectsPage({ InvoiceDialog }: ProjectsPageProps) {
  const queryClient = useQueryClient();
  const list = useServerList(projectList, PROJECT_LIST_DEFAULTS);
  const { query, summary } = list;
  const filters = list.params.filters ?? {};
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [invoicing, setInvoicing] = useState<TaskListRow | null>(null);
  const [banner, showBanner] = useTimedMessage(3000);
  const columns = useMemo(() => projectColumns((task) => setViewing(task.task_id), setInvoicing), []);

  return (
    <Box>
      <PageHeader
        title="Projects"
        subtitle="Manage tasks, assignments, and track progress"
        actions={<AddButton onClick={() => setCreating(true)}>Create New Project</AddButton>}
      />
      {banner ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {banner}
        </Alert>
      ) : null}
      {summary ? <ProjectCounts summary={summary} /> : null}
      <ProjectFilters
        values={{
          search: list.params.search ?? '',
          company: filters.company ?? '',
          status: filters.status ?? '',
          due: filters.due ?? '',
          clarifications: filters.clarifications ?? '',
          waiting_on_client: filters.waiting_on_client ?? '',
        }}
        onSearch={list.setSearch}
        onFilter={list.setFilter}
      />
      <ServerListTable
        list={list}
        pager="pages"
        columns={columns}
        getRowId={(t) => t.task_id}
        ariaLabel="Projects"
        error={query.isError && !query.data ? projectListErrorMessage(toHttpFailure(query.error)) : null}
        emptyText={list.filtering ? 'No Projects found matching your criteria.' : 'No Projects found'}
      />
      {creating ? (
        <CreateProjectDialog onClose={() => setCreating(false)} onCreated={() => showBanner('Project has been created successfully.')} />
      ) : null}
      {viewing !== null ? <ProjectDetailsDialog projectId={viewing} onClose={() => setViewing(null)} /> : null}
      {invoicing && InvoiceDialog ? (
        <InvoiceDialog
          task={invoicing}
          onClose={() => setInvoicing(null)}
          onGenerated={() => queryClient.invalidateQueries({ queryKey: projectList.lists() })}
        />
      ) : null}
    </Box>
  );
}
