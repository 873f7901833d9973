import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  supervisorLoadErrorMessage,
  TASK_STATUS_LABELS,
  TEAM_TASK_STATUSES,
  teamUpdateErrorMessage,
  type TaskDetail,
  type TaskStatus,
} from '@firm/shared/domain/project';
import { TEAM_PROJECT_MESSAGES } from './team-project-messages';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, labelledMenuItems, LoadState, notify, SubmitActions } from '@firm/shared/ui';
import { personName, projectQueries, useUpdateProject } from '../api/projects';
import { ProjectFacts } from '../components/project-facts';
import { ProjectTabs } from '../components/project-tabs';

export type EditProjectDialogProps = { projectId: number; onClose: () => void };

const UNASSIGNED = '';

/** The Edit Task dialog once the Project is there: its form starts from the Project's values. */
function EditProjectForm({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const [status, setStatus] = useState<TaskStatus>(task.workflow_status);
  const [assignee, setAssignee] = useState(task.assignee_id === null ? UNASSIGNED : String(task.assignee_id));
  const options = useQuery(projectQueries.options());
  const update = useUpdateProject(task.task_id);
  const people = options.data?.assignees ?? [];
  // Someone the supervisor may not pick (an admin) still shows as the one who has the Project now.
  const keepsCurrent = task.assignee_id !== null && !people.some((p) => p.id === task.assignee_id);

  const handleSubmit = () => {
    update.mutate(
      { workflow_status: status, assignee_id: assignee === UNASSIGNED ? null : Number(assignee) },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: TEAM_PROJECT_MESSAGES.updated });
          onClose();
        },
        onError: (error) => notify({ variant: 'error', message: teamUpdateErrorMessage(toHttpFailure(error)) }),
      },
    );
  };

  return (
    <FormDialog
      open
      title="Edit Task"
      onClose={onClose}
      preventClose={update.isPending}
      maxWidth="md"
      onSubmit={handleSubmit}
      actions={<SubmitActions saving={update.isPending} onCancel={onClose} submitLabel="Update Project" savingLabel="Updating..." />}
    >
      <ProjectFacts task={task} facts={['client', 'due', 'name', 'description']} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 3 }}>
        {/* Spec 02 §4: any of the four team statuses in any order; closing is the admin's. */}
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as TaskStatus)}>
          {labelledMenuItems(TEAM_TASK_STATUSES, TASK_STATUS_LABELS)}
        </TextField>
        <TextField
          select
          label="Assigned To"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          error={options.isError}
          helperText={options.isError ? supervisorLoadErrorMessage(toHttpFailure(options.error), 'supervisors') : undefined}
        >
          <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
          {keepsCurrent ? <MenuItem value={String(task.assignee_id)}>{task.assignee_name}</MenuItem> : null}
          {people.map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {personName(person)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ProjectTabs task={task} canComment canClarify />
    </FormDialog>
  );
}

/** Spec 02 §2.5 Edit Task: status and assignee, comments with files, the activity log and the clarification. */
export function EditProjectDialog({ projectId, onClose }: EditProjectDialogProps) {
  const detail = useQuery(projectQueries.detail(projectId));
  if (detail.data) return <EditProjectForm task={detail.data} onClose={onClose} />;
  return (
    <FormDialog open title="Edit Task" onClose={onClose} maxWidth="md">
      <LoadState
        error={detail.isError ? supervisorLoadErrorMessage(toHttpFailure(detail.error), 'tasks') : null}
        onRetry={() => void detail.refetch()}
        loadingLabel="Loading Project details"
        retryLabel="Try Again"
      />
    </FormDialog>
  );
}
