import { Box, Typography } from '@mui/material';
import { useSessionUser } from '@firm/shared/session';
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
      <Box component="header">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Welcome back
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {user?.email || '—'}
        </Typography>
      </Box>
      <ClientStatCards summary={summarizeDashboard(projects, invoices)} />
      <ClientDashboardTabs projects={projects} invoices={invoices} />
    </Box>
  );
}
