import { Box, Typography } from '@mui/material';
import { ROLE_LABELS } from '@firm/shared/domain';
import { useSessionUser } from '@firm/shared/session';
import { RoleCard } from '@firm/shared/ui';
import { ProjectManagementPanel } from './components/project-management-panel';
import { RecentProjectUpdatesPanel } from './components/recent-project-updates-panel';
import { TeamPerformancePanel } from './components/team-performance-panel';

export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="header">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Welcome to Supervisor Dashboard
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Your team’s Projects, deadlines and progress.
        </Typography>
      </Box>
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
