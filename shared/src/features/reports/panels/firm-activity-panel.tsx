import { formatRupees } from '@firm/shared/domain/format';
import { DashboardList, DashboardPanel } from '@firm/shared/ui';

const ACTIVITY = [
  { id: 1, text: 'GSTR-3B for April filed for Sharma Textiles Pvt Ltd', when: '25 minutes ago' },
  { id: 2, text: `Invoice INV-2025-0142 raised to Mehta & Sons for ${formatRupees(59000)}`, when: '1 hour ago' },
  { id: 3, text: 'New client added: Kaveri Foods LLP', when: '3 hours ago' },
  { id: 4, text: 'TDS return for Q4 (Form 26Q) submitted for Patel Logistics', when: 'Yesterday, 5:40 pm' },
  { id: 5, text: 'ROC annual return (MGT-7) assigned to Priya Menon for Desai Infra Pvt Ltd', when: 'Yesterday, 11:05 am' },
] as const;

export function FirmActivityPanel() {
  return (
    <DashboardPanel title="Recent Activity" subtitle="Latest work across the firm">
      <DashboardList items={ACTIVITY.map((item) => ({ id: item.id, primary: item.text, secondary: item.when }))} />
    </DashboardPanel>
  );
}
