import { Box } from '@mui/material';
import { DashboardHeader, PanelGrid, SignedInRoleCard } from '@firm/shared/ui';
import { ProjectManagementPanel, RecentProjectUpdatesPanel, TeamPerformancePanel } from '@firm/shared/features/projects';

// /dashboard/supervisor: the team's Projects, panels of the Projects capability.

export function DashboardPage() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome to Supervisor Dashboard" subtitle="Your team’s Projects, deadlines and progress." />
      <SignedInRoleCard role="supervisor" access="Access: Projects, Reports" />
      <PanelGrid wide={<RecentProjectUpdatesPanel />}>
        <ProjectManagementPanel />
        <TeamPerformancePanel />
      </PanelGrid>
    </Box>
  );
}
