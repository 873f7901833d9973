import { useQuery } from '@tanstack/react-query';
import { RecordDetailsDialog } from '@firm/shared/ui';
import { projectQueries } from '../api/projects';
import { ProjectTabs } from './project-tabs';
import { ProjectEdit } from './project-edit';
import { ProjectSummary } from './project-summary';

export type ProjectDetailsDialogProps = { projectId: number; onClose: () => void };

/** Spec 02 §2.1: Task Details, a view with an Edit toggle and the Comments, Activity Logs and Clarifications tabs. */
export function ProjectDetailsDialog({ projectId, onClose }: ProjectDetailsDialogProps) {
  const query = useQuery(projectQueries.detail(projectId));
  return (
    <RecordDetailsDialog
      title="Task Details"
      query={query}
      onClose={onClose}
      loadError="Unable to load Project details. Please try again."
      loadingLabel="Loading Project"
      renderEdit={(task, done) => <ProjectEdit task={task} onDone={done} onClose={onClose} />}
    >
      {(task) => (
        <>
          <ProjectSummary task={task} />
          {/* The admin may comment and ask for clarifications on any Project, closed ones too. */}
          <ProjectTabs task={task} canComment canClarify />
        </>
      )}
    </RecordDetailsDialog>
  );
}
