import { Box } from '@mui/material';
import { DashboardHeader, PanelGrid, SignedInRoleCard } from '@firm/shared/ui';
import { ActiveProjectsPanel, EmployeeStatCards, PerformanceSummaryPanel, RecentSubmissionsPanel } from '@firm/shared/features/projects';

// /dashboard/employee: the employee's own Projects, panels of the Projects capability.

export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome to Employee Dashboard" subtitle="Your assigned Projects, deadlines and recent work." />
      <SignedInRoleCard role="employee" access="Access: Projects, Reports" />
      <EmployeeStatCards />
      <PanelGrid wide={<PerformanceSummaryPanel />}>
        <ActiveProjectsPanel />
        <RecentSubmissionsPanel />
      </PanelGrid>
    </Box>
  );
}
