import { useMemo } from 'react';
import { Alert, Box, Paper, Stack, Tab, Tabs } from '@mui/material';
import {
  CLIENT_DUE_WINDOWS,
  CLIENT_PORTAL_PAGE_SIZE,
  CLIENT_PORTAL_TEXT,
  CLIENT_TASK_STATUSES,
  CLIENT_TASK_TABS,
  clientPortalFailureOf,
  type ClientTaskTab,
} from '@firm/shared/domain/client-portal';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useSessionUser } from '@firm/shared/runtime';
import { ErrorWithRetry, PageHeader, useServerList } from '@firm/shared/ui';
import { clientProjectList } from './api/client-projects';
import { AccessError } from './components/access-error';
import { ProjectCards, ProjectCompletion } from './components/project-cards';
import { ProjectFilters } from './components/project-filters';
import { ProjectsTable } from './components/projects-table';

/** Soonest due first (the server's only order), 10 a page, the Ongoing tab, no filter. */
const LIST_DEFAULTS = {
  sort: 'due',
  order: 'asc' as const,
  limit: CLIENT_PORTAL_PAGE_SIZE,
  filters: { tab: 'ongoing', workflow_status: '', due: '' },
};
const TAB_LABELS: Record<ClientTaskTab, string> = { ongoing: 'Ongoing', completed: 'Completed' };
const EMPTY_TEXT: Record<ClientTaskTab, string> = { ongoing: 'No ongoing projects found', completed: 'No completed projects found' };

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | '' =>
  (values as readonly (string | undefined)[]).includes(value) ? (value as T) : '';

/** /dashboard/client/tasks: My Projects (spec 02 §2.7). The spec's page needs the stored client id. */
export function ProjectsPage() {
  const clientId = useSessionUser()?.clientId;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PageHeader title="My Projects" subtitle="Track your project progress" />
      {clientId ? <ClientProjects clientId={clientId} /> : <Alert severity="error">{CLIENT_PORTAL_TEXT.noClientId}</Alert>}
    </Box>
  );
}

/** Tab, filters and page live in the URL (and per tab of the browser), the page comes from the server. */
function ClientProjects({ clientId }: { clientId: string }) {
  const resource = useMemo(() => clientProjectList(clientId), [clientId]);
  const list = useServerList(resource, LIST_DEFAULTS);
  const { query, summary } = list;
  const filters = list.params.filters ?? {};
  const tab = oneOf(CLIENT_TASK_TABS, filters.tab) || 'ongoing';
  const failure = query.isError && !query.data ? clientPortalFailureOf(toHttpFailure(query.error)) : null;

  if (failure?.kind === 'access') return <AccessError />;
  return (
    <>
      {summary ? <ProjectCompletion completed={summary.completed} total={summary.total} /> : null}
      <ProjectFilters
        due={oneOf(CLIENT_DUE_WINDOWS, filters.due)}
        status={oneOf(CLIENT_TASK_STATUSES, filters.workflow_status)}
        onDueChange={(due) => list.setFilter('due', due)}
        onStatusChange={(status) => list.setFilter('workflow_status', status)}
      />
      {summary ? <ProjectCards summary={summary} /> : null}
      <Paper sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: ClientTaskTab) => list.setFilter('tab', next)}
          aria-label="Ongoing and completed projects"
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          {CLIENT_TASK_TABS.map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} id={`client-projects-tab-${key}`} aria-controls="client-projects-panel" />
          ))}
        </Tabs>
        <Stack role="tabpanel" id="client-projects-panel" aria-labelledby={`client-projects-tab-${tab}`} sx={{ p: { xs: 1, sm: 2 } }}>
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
        </Stack>
      </Paper>
    </>
  );
}
