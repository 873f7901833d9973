import { Box } from '@mui/material';
import { DashboardHeader } from '@firm/shared/ui';
import { AdminStatCards, FirmActivityPanel, SystemOverviewPanel } from '@firm/shared/features/reports';

// /dashboard/admin: the firm's figures at a glance, panels of the reports capability.

export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome to Admin Dashboard" subtitle="Clients, Projects and invoices of the firm at a glance." />
      <AdminStatCards />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, alignItems: 'start' }}>
        <FirmActivityPanel />
        <SystemOverviewPanel />
      </Box>
    </Box>
  );
}
