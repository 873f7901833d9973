import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TEAM_PROJECT_MESSAGES } from '@firm/shared/domain';
import { FormDialog, LoadState } from '@firm/shared/ui';
import { taskQueries } from '../../api/tasks';
import { ProjectFacts } from '../../components/project-facts';
import { TaskTabs } from '../../components/task-tabs';

export type ProjectViewDialogProps = { taskId: number; onClose: () => void };

/** Spec 02 §2.6: the employee's Project, read-only, with its comments and history. */
export function ProjectViewDialog({ taskId, onClose }: ProjectViewDialogProps) {
  const detail = useQuery(taskQueries.detail(taskId));
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
          <ProjectFacts task={task} facts={['client', 'status', 'name', 'description', 'due', 'created']} />
          <TaskTabs task={task} canComment={false} canClarify={false} />
        </>
      ) : (
        <LoadState
          error={detail.isError ? TEAM_PROJECT_MESSAGES.invalidOpen : null}
          onRetry={() => void detail.refetch()}
          loadingLabel="Loading Project details"
          retryLabel="Try Again"
        />
      )}
    </FormDialog>
  );
}
