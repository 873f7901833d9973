import { formatDate } from '@firm/shared/domain/format';
import { ListPanel } from '@firm/shared/ui';

type Priority = 'High' | 'Medium' | 'Low';

const PRIORITY_COLOR: Record<Priority, 'error' | 'warning' | 'success'> = {
  High: 'error',
  Medium: 'warning',
  Low: 'success',
};

const PROJECTS: { id: number; name: string; client: string; due: string; priority: Priority }[] = [
  { id: 1, name: 'GSTR-3B for April', client: 'Sharma Textiles Pvt Ltd', due: '2025-05-20', priority: 'High' },
  { id: 2, name: 'TDS return Q4 (Form 26Q)', client: 'Mehta & Sons', due: '2025-05-31', priority: 'Medium' },
  { id: 3, name: 'ROC annual return (AOC-4)', client: 'Desai Infra Pvt Ltd', due: '2025-10-29', priority: 'Low' },
];

export function ActiveProjectsPanel() {
  return (
    <ListPanel
      title="My Active Projects"
      items={PROJECTS.map((project) => ({
        id: project.id,
        primary: project.name,
        secondary: `${project.client} · Due ${formatDate(project.due)}`,
        chip: { label: project.priority, color: PRIORITY_COLOR[project.priority], variant: 'filled' },
      }))}
    />
  );
}
