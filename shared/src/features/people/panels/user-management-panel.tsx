import { Box } from '@mui/material';
import { formatNumber } from '@firm/shared/domain/format';
import { DashboardPanel, FigureTile } from '@firm/shared/ui';

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
          <FigureTile key={figure.label} label={figure.label} value={formatNumber(figure.value)} />
        ))}
      </Box>
    </DashboardPanel>
  );
}
