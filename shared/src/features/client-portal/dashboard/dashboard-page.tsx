import { useState } from 'react';
import { CLIENT_PORTAL_TEXT, clientPortalFailureOf, type ClientPortalFailure } from '@firm/shared/domain/client-portal';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useSessionUser } from '@firm/shared/runtime';
import { DashboardHeader } from '@firm/shared/ui';
import { AccessError } from '../components/access-error';
import { ClientPortalScreen } from '../components/client-portal-screen';
import { useDashboardInvoices, useDashboardProjects, useUpcomingFilings } from '../api/client-dashboard';
import { UpcomingFilings } from './components/upcoming-filings';
import { ClientDashboardTabs, type DashboardTab, type InvoiceView, type ProjectView } from './components/client-dashboard-tabs';
import { ClientStatCards } from './components/client-stat-cards';

/** /dashboard/client: the client's own Projects and invoices (spec 02 §2.7). */
export function DashboardPage() {
  const email = useSessionUser()?.email;
  return (
    <ClientPortalScreen header={<DashboardHeader title="Welcome back" subtitle={email || '—'} />}>
      {(clientId) => <ClientDashboard clientId={clientId} />}
    </ClientPortalScreen>
  );
}

const failureOf = (error: Error | null, fallback: string): ClientPortalFailure | null =>
  error ? clientPortalFailureOf(toHttpFailure(error), fallback) : null;
const messageOf = (failure: ClientPortalFailure | null) => (failure?.kind === 'load' ? failure.message : null);

function ClientDashboard({ clientId }: { clientId: string }) {
  const [tab, setTab] = useState<DashboardTab>('project');
  const [projectView, setProjectView] = useState<ProjectView>('ongoing');
  const [invoiceView, setInvoiceView] = useState<InvoiceView>('unpaid');
  const projects = useDashboardProjects(clientId, projectView);
  const invoices = useDashboardInvoices(clientId, invoiceView);
  const filings = useUpcomingFilings(clientId);
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
      <ClientDashboardTabs
        tab={tab}
        onTabChange={setTab}
        projectView={projectView}
        onProjectViewChange={setProjectView}
        invoiceView={invoiceView}
        onInvoiceViewChange={setInvoiceView}
        projects={{
          rows: projects.data?.rows ?? [],
          loading: projects.isPending,
          error: messageOf(projectFailure),
          onRetry: () => void projects.refetch(),
        }}
        invoices={{ rows: invoices.rows, loading: invoices.isPending, error: messageOf(invoiceFailure), onRetry: invoices.refetch }}
      />
      <UpcomingFilings
        filings={filings.data?.filings}
        loading={filings.isPending}
        error={filings.isError ? 'Unable to load your filings. Please try again.' : null}
        onRetry={() => void filings.refetch()}
      />
    </>
  );
}
