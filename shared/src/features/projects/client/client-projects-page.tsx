import { useMemo, type ReactNode } from 'react';
import { CLIENT_DUE_WINDOWS, CLIENT_TASK_STATUSES, CLIENT_TASK_TABS, type ClientTaskTab } from '@firm/shared/domain/client-portal';
import { CLIENT_TASK_STATUS_LABELS } from './client-project-labels';
import { toHttpFailure } from '@firm/shared/domain/errors';
import {
  AccessError,
  choiceOf,
  ClientListFilters,
  ClientListTabs,
  clientPortalFailureOf,
  ClientPortalScreen,
  ErrorWithRetry,
  PageHeader,
  useServerList,
} from '@firm/shared/ui';
import { clientProjectList } from '../api/client-projects';
import { CLIENT_PROJECT_LIST_DEFAULTS } from '../api/client-project-list-prefetch';
import { ProjectCards, ProjectCompletion } from './components/client-project-cards';
import { ProjectsTable } from './components/client-projects-table';

const TAB_LABELS: Record<ClientTaskTab, string> = { ongoing: 'Ongoing', completed: 'Completed' };
const EMPTY_TEXT: Record<ClientTaskTab, string> = { ongoing: 'No ongoing projects found', completed: 'No completed projects found' };

const STATUS_CHOICES = CLIENT_TASK_STATUSES.map((value) => ({ value, label: CLIENT_TASK_STATUS_LABELS[value] }));

export type ClientProjectsPageProps = {
  /** What the client's routes put above the list: the documents the firm asked for. */
  documents?: ReactNode;
};

/** /dashboard/client/tasks: My Projects (spec 02 §2.7). The spec's page needs the stored client id. */
export function ClientProjectsPage({ documents }: ClientProjectsPageProps) {
  return (
    <ClientPortalScreen header={<PageHeader title="My Projects" subtitle="Track your project progress" />}>
      {(clientId) => (
        <>
          {documents}
          <ClientProjects clientId={clientId} />
        </>
      )}
    </ClientPortalScreen>
  );
}

/** Tab, filters and page live in the URL (and per tab of the browser), the page comes from the server. */
function ClientProjects({ clientId }: { clientId: string }) {
  const resource = useMemo(() => clientProjectList(clientId), [clientId]);
  const list = useServerList(resource, CLIENT_PROJECT_LIST_DEFAULTS);
  const { query, summary } = list;
  const filters = list.params.filters ?? {};
  const tab = choiceOf(CLIENT_TASK_TABS, filters.tab) || 'ongoing';
  const failure = query.isError && !query.data ? clientPortalFailureOf(toHttpFailure(query.error)) : null;

  if (failure?.kind === 'access') return <AccessError />;
  return (
    <>
      {summary ? <ProjectCompletion completed={summary.completed} total={summary.total} /> : null}
      <ClientListFilters
        allDueLabel="All Projects"
        due={choiceOf(CLIENT_DUE_WINDOWS, filters.due)}
        status={choiceOf(CLIENT_TASK_STATUSES, filters.workflow_status)}
        statusChoices={STATUS_CHOICES}
        onDueChange={(due) => list.setFilter('due', due)}
        onStatusChange={(status) => list.setFilter('workflow_status', status)}
      />
      {summary ? <ProjectCards summary={summary} /> : null}
      <ClientListTabs
        id="client-projects"
        ariaLabel="Ongoing and completed projects"
        tabs={CLIENT_TASK_TABS}
        value={tab}
        labelOf={(key) => TAB_LABELS[key]}
        onChange={(next) => list.setFilter('tab', next)}
      >
        {failure ? (
          <ErrorWithRetry message={failure.message} onRetry={() => void query.refetch()} />
        ) : (
          <ProjectsTable
            rows={list.rows}
            loading={query.isPending}
            emptyText={EMPTY_TEXT[tab]}
            ariaLabel={`${TAB_LABELS[tab]} projects`}
            paging={list.paging}
          />
        )}
      </ClientListTabs>
    </>
  );
}
