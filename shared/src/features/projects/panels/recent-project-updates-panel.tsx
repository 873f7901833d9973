import { ListPanel } from '@firm/shared/ui';

type UpdateStatus = 'Completed' | 'In Progress' | 'Pending Review' | 'Overdue';

const STATUS_COLOR: Record<UpdateStatus, 'success' | 'info' | 'warning' | 'error'> = {
  Completed: 'success',
  'In Progress': 'info',
  'Pending Review': 'warning',
  Overdue: 'error',
};

const UPDATES: { id: number; project: string; detail: string; status: UpdateStatus }[] = [
  { id: 1, project: 'GSTR-1 for April – Sharma Textiles Pvt Ltd', detail: 'Filed by Priya Menon · 2 hours ago', status: 'Completed' },
  {
    id: 2,
    project: 'TDS return Q4 (Form 24Q) – Mehta & Sons',
    detail: 'Sent for review by Arjun Nair · 4 hours ago',
    status: 'Pending Review',
  },
  { id: 3, project: 'Tax audit (Form 3CD) – Patel Logistics', detail: 'Started by Kavya Reddy · Yesterday', status: 'In Progress' },
  { id: 4, project: 'ROC annual return (AOC-4) – Desai Infra Pvt Ltd', detail: 'Due date passed · Unassigned', status: 'Overdue' },
];

export function RecentProjectUpdatesPanel() {
  return (
    <ListPanel
      title="Recent Project Updates"
      items={UPDATES.map((update) => ({
        id: update.id,
        primary: update.project,
        secondary: update.detail,
        chip: { label: update.status, color: STATUS_COLOR[update.status] },
      }))}
    />
  );
}
