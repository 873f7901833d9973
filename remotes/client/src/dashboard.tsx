import { useState } from 'react';
import { Box } from '@mui/material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { ClientTaskSummary } from '@firm/shared/domain/client-portal';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { formatNumber, formatPaise } from '@firm/shared/domain/format';
import { useSessionUser } from '@firm/shared/runtime';
import {
  AccessError,
  CLIENT_PORTAL_TEXT,
  clientPortalFailureOf,
  ClientPortalScreen,
  DashboardHeader,
  DashboardListTabs,
  FOUR_STATS_SX,
  StatCard,
  type ClientPortalFailure,
} from '@firm/shared/ui';
import { ClientInvoiceList, prefetchDashboardInvoices, useDashboardInvoices } from '@firm/shared/features/billing';
import { prefetchUpcomingFilings, UpcomingFilingsPanel } from '@firm/shared/features/compliance';
import { ClientProjectList, prefetchDashboardProjects, useDashboardProjects } from '@firm/shared/features/projects';

// /dashboard/client (spec 02 §2.7): the client's own Projects and invoices, and its filings due soon, each
// from the capability that shows it.

/**
 * The dashboard's first data, asked for as the client's routes module runs (its `preload`), beside the
 * portal's own loading: the Ongoing Projects, both unpaid invoice views and the filings, under the keys
 * the dashboard's queries read. Settles (never rejects) when they are in the cache, answers or errors.
 */
export async function prefetchClientDashboard(): Promise<void> {
  await Promise.all([prefetchDashboardProjects(), prefetchDashboardInvoices(), prefetchUpcomingFilings()]);
}

export function DashboardPage() {
  const email = useSessionUser()?.email;
  return (
    <ClientPortalScreen header={<DashboardHeader title="Welcome back" subtitle={email || '—'} />}>
      {(clientId) => <ClientDashboard clientId={clientId} />}
    </ClientPortalScreen>
  );
}

type ProjectView = 'ongoing' | 'completed';
type InvoiceView = 'unpaid' | 'paid';

const failureOf = (error: Error | null, fallback: string): ClientPortalFailure | null =>
  error ? clientPortalFailureOf(toHttpFailure(error), fallback) : null;
const messageOf = (failure: ClientPortalFailure | null) => (failure?.kind === 'load' ? failure.message : null);

function ClientDashboard({ clientId }: { clientId: string }) {
  const [tab, setTab] = useState('project');
  const [projectView, setProjectView] = useState<ProjectView>('ongoing');
  const [invoiceView, setInvoiceView] = useState<InvoiceView>('unpaid');
  const projects = useDashboardProjects(clientId, projectView);
  const invoices = useDashboardInvoices(clientId, invoiceView);
  const projectFailure = failureOf(projects.error, CLIENT_PORTAL_TEXT.loadTasksFailed);
  const invoiceFailure = failureOf(invoices.error, CLIENT_PORTAL_TEXT.loadInvoicesFailed);

  if (projectFailure?.kind === 'access' || invoiceFailure?.kind === 'access') return <AccessError />;
  return (
    <>
      <ClientStatCards
        projects={projects.data?.summary}
        outstandingPaise={invoices.outstandingPaise}
        failed={{ projects: projects.isError && !projects.data, invoices: invoices.summaryFailed }}
      />
      <DashboardListTabs
        ariaLabel="Projects and invoices"
        tab={tab}
        onTabChange={setTab}
        tabs={[
          {
            key: 'project',
            label: 'Project',
            viewLabel: 'Project status',
            views: [
              ['ongoing', 'Ongoing'],
              ['completed', 'Completed'],
            ],
            view: projectView,
            onViewChange: (view: ProjectView) => setProjectView(view),
            to: '/dashboard/client/tasks',
            linkText: 'View all projects',
            state: { loading: projects.isPending, error: messageOf(projectFailure), onRetry: () => void projects.refetch() },
            loadingLabel: 'Loading projects',
            list: (
              <ClientProjectList
                projects={projects.data?.rows ?? []}
                emptyMessage={projectView === 'ongoing' ? 'No ongoing projects found' : 'No completed projects found'}
              />
            ),
          },
          {
            key: 'invoices',
            label: 'Invoices',
            viewLabel: 'Invoice status',
            views: [
              ['unpaid', 'Unpaid'],
              ['paid', 'Paid'],
            ],
            view: invoiceView,
            onViewChange: (view: InvoiceView) => setInvoiceView(view),
            to: '/dashboard/client/invoices',
            linkText: 'View all invoices',
            state: { loading: invoices.isPending, error: messageOf(invoiceFailure), onRetry: invoices.refetch },
            loadingLabel: 'Loading invoices',
            list: (
              <ClientInvoiceList
                invoices={invoices.rows}
                emptyMessage={invoiceView === 'unpaid' ? 'No unpaid invoices found' : 'No paid invoices found'}
              />
            ),
          },
        ]}
      />
      <UpcomingFilingsPanel clientId={clientId} />
    </>
  );
}

type ClientStatCardsProps = {
  /** The Projects' counts from /api/client-portal/tasks; absent while loading. */
  projects: ClientTaskSummary | undefined;
  /** What is still owed, from /api/client-portal/invoices' summary; absent while loading. */
  outstandingPaise: number | undefined;
  /** Which figures could not be loaded (a dash instead of a wait that never ends). */
  failed: { projects: boolean; invoices: boolean };
};

const PENDING = '…';
const FAILED = '—';

/** Total Projects, Completed, Ongoing and Outstanding (rupees), all as the server counted them. */
function ClientStatCards({ projects, outstandingPaise, failed }: ClientStatCardsProps) {
  const missing = (hasFailed: boolean) => (hasFailed ? FAILED : PENDING);
  const count = (value: number | undefined) => (value === undefined ? missing(failed.projects) : formatNumber(value));
  return (
    <Box sx={FOUR_STATS_SX}>
      <StatCard label="Total Projects" value={count(projects?.total)} icon={<AssignmentOutlined />} />
      <StatCard label="Completed" value={count(projects?.completed)} icon={<TaskAltOutlined />} />
      <StatCard label="Ongoing" value={count(projects?.ongoing)} icon={<PendingActionsOutlined />} />
      <StatCard
        label="Outstanding"
        value={outstandingPaise === undefined ? missing(failed.invoices) : formatPaise(outstandingPaise)}
        icon={<AccountBalanceWalletOutlined />}
      />
    </Box>
  );
}
