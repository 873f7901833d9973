import { Box, Typography } from '@mui/material';
import { AdminStatCards } from './components/admin-stat-cards';
import { RecentActivityPanel } from './components/recent-activity-panel';
import { SystemOverviewPanel } from './components/system-overview-panel';

export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="header">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Welcome to Admin Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Clients, Projects and invoices of the firm at a glance.
        </Typography>
      </Box>
      <AdminStatCards />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, alignItems: 'start' }}>
        <RecentActivityPanel />
        <SystemOverviewPanel />
      </Box>
    </Box>
  );
}
