import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { supervisorLoadErrorMessage, toHttpFailure } from '@firm/shared/domain';
import { FormDialog, LoadState } from '@firm/shared/ui';
import { taskQueries } from '../../api/tasks';
import { ProjectFacts } from '../../components/project-facts';
import { TaskTabs } from '../../components/task-tabs';

export type ProjectDetailsDialogProps = { taskId: number; onClose: () => void };

/** Spec 02 §2.5: the Project as the supervisor sees it, read-only, with its history; changes go through Edit. */
export function ProjectDetailsDialog({ taskId, onClose }: ProjectDetailsDialogProps) {
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
          <ProjectFacts task={task} facts={['client', 'status', 'name', 'description', 'assignee', 'due', 'created']} />
          <TaskTabs task={task} canComment={false} canClarify={false} />
        </>
      ) : (
        <LoadState
          error={detail.isError ? supervisorLoadErrorMessage(toHttpFailure(detail.error), 'tasks') : null}
          onRetry={() => void detail.refetch()}
          loadingLabel="Loading Project details"
          retryLabel="Try Again"
        />
      )}
    </FormDialog>
  );
}
