import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { CLIENT_PORTAL_TEXT, clientPortalFailureOf, type ClientPortalFailure } from '@firm/shared/domain/client-portal';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { useSessionUser } from '@firm/shared/runtime';
import { DashboardHeader } from '@firm/shared/ui';
import { AccessError } from '../projects/components/access-error';
import { useDashboardInvoices, useDashboardProjects } from './api/dashboard-queries';
import { ClientDashboardTabs, type DashboardTab, type InvoiceView, type ProjectView } from './components/client-dashboard-tabs';
import { ClientStatCards } from './components/client-stat-cards';

/** /dashboard/client: the client's own Projects and invoices (spec 02 §2.7; issue 11 replaced the empty lists). */
export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome back" subtitle={user?.email || '—'} />
      {user?.clientId ? <ClientDashboard clientId={user.clientId} /> : <Alert severity="error">{CLIENT_PORTAL_TEXT.noClientId}</Alert>}
    </Box>
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
    </>
  );
}
