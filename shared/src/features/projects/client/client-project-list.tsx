import { clientProgressOf, type ClientTask } from '@firm/shared/domain/client-portal';
import { CLIENT_TASK_STATUS_LABELS } from './client-project-labels';
import { formatDate } from '@firm/shared/domain/format';
import { DashboardList, EmptyState } from '@firm/shared/ui';

export type ClientProjectListProps = {
  projects: readonly ClientTask[];
  emptyMessage: string;
};

/** The client's Projects as My Projects shows them: Pending, In Progress or Completed. */
export function ClientProjectList({ projects, emptyMessage }: ClientProjectListProps) {
  if (projects.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <DashboardList
      items={projects.map((project) => {
        const progress = clientProgressOf(project.workflow_status);
        return {
          id: project.task_id,
          primary: project.task_name,
          secondary: [
            project.service_description,
            // A compliance filing's date is the statutory one.
            `${project.statutory_due ? 'Statutory due' : 'Due'} ${formatDate(project.due_date, 'No due date')}`,
          ]
            .filter(Boolean)
            .join(' · '),
          chip: { label: CLIENT_TASK_STATUS_LABELS[progress], color: progress === 'completed' ? 'success' : 'info' },
        };
      })}
    />
  );
}
