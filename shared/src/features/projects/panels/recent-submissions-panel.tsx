import { formatDate } from '@firm/shared/domain/format';
import { ListPanel } from '@firm/shared/ui';

type Review = 'Approved' | 'Under Review';

const SUBMISSIONS: { id: number; name: string; client: string; submitted: string; review: Review }[] = [
  { id: 1, name: 'Income tax return (ITR-3)', client: 'Dr. Anil Kapoor', submitted: '2025-05-12', review: 'Approved' },
  { id: 2, name: 'GSTR-2B reconciliation', client: 'Kaveri Foods LLP', submitted: '2025-05-10', review: 'Under Review' },
  { id: 3, name: 'Tax audit report (Form 3CD)', client: 'Patel Logistics', submitted: '2025-05-06', review: 'Approved' },
];

export function RecentSubmissionsPanel() {
  return (
    <ListPanel
      title="Recent Submissions"
      items={SUBMISSIONS.map((submission) => ({
        id: submission.id,
        primary: submission.name,
        secondary: `${submission.client} · Submitted ${formatDate(submission.submitted)}`,
        chip: { label: submission.review, color: submission.review === 'Approved' ? 'success' : 'warning' },
      }))}
    />
  );
}
