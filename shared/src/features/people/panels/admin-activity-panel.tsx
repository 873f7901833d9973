import { DashboardList, DashboardPanel } from '@firm/shared/ui';

const ACTIVITY = [
  { id: 1, text: 'Admin account created for Priya Menon (Bengaluru branch)', when: '2 hours ago' },
  { id: 2, text: 'Rahul Iyer reactivated as admin', when: 'Yesterday, 4:15 pm' },
  { id: 3, text: 'OTP sign-in e-mail template updated', when: '12 May 2025' },
  { id: 4, text: 'Admin account of Suresh Kulkarni deactivated', when: '09 May 2025' },
] as const;

export function AdminActivityPanel() {
  return (
    <DashboardPanel title="Recent Activity" subtitle="Latest changes to administrator accounts">
      <DashboardList items={ACTIVITY.map((item) => ({ id: item.id, primary: item.text, secondary: item.when }))} />
    </DashboardPanel>
  );
}
