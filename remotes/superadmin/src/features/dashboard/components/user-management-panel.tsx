import { Box, Typography } from '@mui/material';
import { formatNumber } from '@firm/shared/domain';
import { DashboardPanel } from '@firm/shared/ui';

// Spec 01 §1: the super admin dashboard shows fixed sample figures, not live counts.
const FIGURES = [
  { label: 'Total Admins', value: 12 },
  { label: 'Active Admins', value: 10 },
  { label: 'Inactive Admins', value: 2 },
  { label: 'Added This Month', value: 3 },
] as const;

export function UserManagementPanel() {
  return (
    <DashboardPanel title="User Management" subtitle="Administrators across the head and branch offices">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {FIGURES.map((figure) => (
          <Box key={figure.label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {formatNumber(figure.value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardPanel>
  );
}
