import { formatDate } from '@firm/shared/domain';
import { DashboardList } from '@firm/shared/ui';
import { isProjectCompleted, statusLabel, type DashboardProject } from '../dashboard-summary';
import { EmptyState } from './empty-state';

export type ProjectListProps = {
  projects: DashboardProject[];
  emptyMessage: string;
};

export function ProjectList({ projects, emptyMessage }: ProjectListProps) {
  if (projects.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <DashboardList
      items={projects.map((project) => ({
        id: project.id,
        primary: project.name,
        secondary: [project.description, `Due ${formatDate(project.dueDate)}`].filter(Boolean).join(' · '),
        chip: { label: statusLabel(project.status), color: isProjectCompleted(project) ? 'success' : 'info' },
      }))}
    />
  );
}
