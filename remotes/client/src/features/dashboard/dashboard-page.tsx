import { Box } from '@mui/material';
import { useSessionUser } from '@firm/shared/runtime';
import { DashboardHeader } from '@firm/shared/ui';
import { ClientDashboardTabs } from './components/client-dashboard-tabs';
import { ClientStatCards } from './components/client-stat-cards';
import { summarizeDashboard, type DashboardInvoice, type DashboardProject } from './dashboard-summary';

export type DashboardPageProps = {
  projects?: DashboardProject[];
  invoices?: DashboardInvoice[];
};

// Spec 02 §2.7: the dashboard's lists are empty until a later issue loads the client's own data.
const NO_PROJECTS: DashboardProject[] = [];
const NO_INVOICES: DashboardInvoice[] = [];

export function DashboardPage({ projects = NO_PROJECTS, invoices = NO_INVOICES }: DashboardPageProps) {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome back" subtitle={user?.email || '—'} />
      <ClientStatCards summary={summarizeDashboard(projects, invoices)} />
      <ClientDashboardTabs projects={projects} invoices={invoices} />
    </Box>
  );
}
