import { Box } from '@mui/material';
import { DashboardHeader } from '@firm/shared/ui';
import { AdminStatCards } from './components/admin-stat-cards';
import { RecentActivityPanel } from './components/recent-activity-panel';
import { SystemOverviewPanel } from './components/system-overview-panel';

export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome to Admin Dashboard" subtitle="Clients, Projects and invoices of the firm at a glance." />
      <AdminStatCards />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, alignItems: 'start' }}>
        <RecentActivityPanel />
        <SystemOverviewPanel />
      </Box>
    </Box>
  );
}
