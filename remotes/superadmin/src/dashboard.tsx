import { Box, Chip } from '@mui/material';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import { useSessionUser } from '@firm/shared/runtime';
import { DashboardHeader, PanelGrid } from '@firm/shared/ui';
import { AdminActivityPanel, SystemSettingsPanel, UserManagementPanel } from '@firm/shared/features/people';

// /dashboard/superadmin: the firm's administrators and the portal's settings, panels of the people capability.

export function DashboardPage() {
  const user = useSessionUser();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DashboardHeader
        title="Welcome to Super Admin Dashboard"
        badge={<Chip label={ROLE_LABELS.superadmin} color="secondary" />}
        subtitle={user?.email ? `Signed in as ${user.email}` : 'Manage the firm’s administrators and portal settings.'}
      />
      <PanelGrid wide={<AdminActivityPanel />}>
        <UserManagementPanel />
        <SystemSettingsPanel />
      </PanelGrid>
    </Box>
  );
}
