import { Box, Chip, Typography } from '@mui/material';
import { ROLE_LABELS } from '@firm/shared/domain';
import { useSessionUser } from '@firm/shared/session';
import { RecentActivityPanel } from './components/recent-activity-panel';
import { SystemSettingsPanel } from './components/system-settings-panel';
import { UserManagementPanel } from './components/user-management-panel';

export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="header">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            Welcome to Super Admin Dashboard
          </Typography>
          <Chip label={ROLE_LABELS.superadmin} color="secondary" />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {user?.email ? `Signed in as ${user.email}` : 'Manage the firm’s administrators and portal settings.'}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <UserManagementPanel />
        <SystemSettingsPanel />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <RecentActivityPanel />
        </Box>
      </Box>
    </Box>
  );
}
