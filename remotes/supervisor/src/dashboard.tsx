import { Box } from '@mui/material';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import { useSessionUser } from '@firm/shared/runtime';
import { DashboardHeader, RoleCard } from '@firm/shared/ui';
import { ProjectManagementPanel, RecentProjectUpdatesPanel, TeamPerformancePanel } from '@firm/shared/features/projects';

// /dashboard/supervisor: the team's Projects, panels of the Projects capability.

export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader title="Welcome to Supervisor Dashboard" subtitle="Your team’s Projects, deadlines and progress." />
      <RoleCard roleLabel={ROLE_LABELS.supervisor} access="Access: Projects, Reports" email={user?.email} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ProjectManagementPanel />
        <TeamPerformancePanel />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <RecentProjectUpdatesPanel />
        </Box>
      </Box>
    </Box>
  );
}
