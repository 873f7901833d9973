import { Box, Typography } from '@mui/material';
import { ROLE_LABELS } from '@firm/shared/domain';
import { useSessionUser } from '@firm/shared/session';
import { RoleCard } from '@firm/shared/ui';
import { ActiveProjectsPanel } from './components/active-projects-panel';
import { EmployeeStatCards } from './components/employee-stat-cards';
import { PerformanceSummaryPanel } from './components/performance-summary-panel';
import { RecentSubmissionsPanel } from './components/recent-submissions-panel';

export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="header">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Welcome to Employee Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Your assigned Projects, deadlines and recent work.
        </Typography>
      </Box>
      <RoleCard roleLabel={ROLE_LABELS.employee} access="Access: Projects, Reports" email={user?.email} />
      <EmployeeStatCards />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ActiveProjectsPanel />
        <RecentSubmissionsPanel />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <PerformanceSummaryPanel />
        </Box>
      </Box>
    </Box>
  );
}
