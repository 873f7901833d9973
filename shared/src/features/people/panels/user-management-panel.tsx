import { formatNumber } from '@firm/shared/domain/format';
import { DashboardPanel, FigurePairs } from '@firm/shared/ui';

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
      <FigurePairs figures={FIGURES.map((figure) => ({ ...figure, value: formatNumber(figure.value) }))} />
    </DashboardPanel>
  );
}
