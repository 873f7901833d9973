import { Box } from '@mui/material';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import { useSessionUser } from '@firm/shared/runtime';
import { DashboardHeader, RoleCard } from '@firm/shared/ui';
import { ActiveProjectsPanel, EmployeeStatCards, PerformanceSummaryPanel, RecentSubmissionsPanel } from '@firm/shared/features/projects';

// /dashboard/employee: the employee's own Projects, panels of the Projects capability.

export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome to Employee Dashboard" subtitle="Your assigned Projects, deadlines and recent work." />
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
