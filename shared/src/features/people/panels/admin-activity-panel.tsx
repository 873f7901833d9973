import { ListPanel } from '@firm/shared/ui';

const ACTIVITY = [
  { id: 1, primary: 'Admin account created for Priya Menon (Bengaluru branch)', secondary: '2 hours ago' },
  { id: 2, primary: 'Rahul Iyer reactivated as admin', secondary: 'Yesterday, 4:15 pm' },
  { id: 3, primary: 'OTP sign-in e-mail template updated', secondary: '12 May 2025' },
  { id: 4, primary: 'Admin account of Suresh Kulkarni deactivated', secondary: '09 May 2025' },
] as const;

export function AdminActivityPanel() {
  return <ListPanel title="Recent Activity" subtitle="Latest changes to administrator accounts" items={ACTIVITY} />;
}
