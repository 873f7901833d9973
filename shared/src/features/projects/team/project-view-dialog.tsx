import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { FormDialog, LoadState } from '@firm/shared/ui';
import { projectQueries } from '../api/projects';
import { ProjectFacts, type ProjectFact } from '../components/project-facts';
import { ProjectTabs } from '../components/project-tabs';

export type ProjectViewDialogProps = {
  projectId: number;
  onClose: () => void;
  /** What the role sees of the Project: the supervisor sees who has it, the employee does not. */
  facts: readonly ProjectFact[];
  /** The role's words for a Project that could not be read. */
  errorOf: (error: unknown) => string;
};

/** Spec 02 §2.5, §2.6: the Project read-only, with its comments and history; changes go through the role's own dialog. */
export function ProjectViewDialog({ projectId, onClose, facts, errorOf }: ProjectViewDialogProps) {
  const detail = useQuery(projectQueries.detail(projectId));
  const task = detail.data;
  return (
    <FormDialog
      open
      title={task ? task.task_name : 'Project Details'}
      onClose={onClose}
      closeOnBackdropClick
      maxWidth="md"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {task ? (
        <>
          {/* A compliance Project also shows the law's date and its filing. */}
          <ProjectFacts task={task} facts={task.compliance_name ? [...facts, 'statutory', 'filing'] : facts} />
          <ProjectTabs task={task} canComment={false} canClarify={false} />
        </>
      ) : (
        <LoadState
          error={detail.isError ? errorOf(detail.error) : null}
          onRetry={() => void detail.refetch()}
          loadingLabel="Loading Project details"
          retryLabel="Try Again"
        />
      )}
    </FormDialog>
  );
}
