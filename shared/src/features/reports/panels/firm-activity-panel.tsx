import { formatRupees } from '@firm/shared/domain/format';
import { ListPanel } from '@firm/shared/ui';

const ACTIVITY = [
  { id: 1, primary: 'GSTR-3B for April filed for Sharma Textiles Pvt Ltd', secondary: '25 minutes ago' },
  { id: 2, primary: `Invoice INV-2025-0142 raised to Mehta & Sons for ${formatRupees(59000)}`, secondary: '1 hour ago' },
  { id: 3, primary: 'New client added: Kaveri Foods LLP', secondary: '3 hours ago' },
  { id: 4, primary: 'TDS return for Q4 (Form 26Q) submitted for Patel Logistics', secondary: 'Yesterday, 5:40 pm' },
  { id: 5, primary: 'ROC annual return (MGT-7) assigned to Priya Menon for Desai Infra Pvt Ltd', secondary: 'Yesterday, 11:05 am' },
] as const;

export function FirmActivityPanel() {
  return <ListPanel title="Recent Activity" subtitle="Latest work across the firm" items={ACTIVITY} />;
}
