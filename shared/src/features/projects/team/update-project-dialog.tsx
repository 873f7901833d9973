import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  attachmentProblem,
  employeeProjectErrorMessage,
  TASK_STATUS_LABELS,
  TEAM_PROJECT_MESSAGES,
  TEAM_TASK_STATUSES,
  type TaskDetail,
  type TaskStatus,
} from '@firm/shared/domain/project';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, LoadState, notify, SubmitActions } from '@firm/shared/ui';
import { projectQueries, useAddProjectComment, useUpdateProject } from '../api/projects';
import { ProjectFacts } from '../components/project-facts';
import { employeeUpdatePlan } from './project-update';
import { FilePicker } from '../components/file-picker';

export type UpdateProjectDialogProps = { projectId: number; onClose: () => void };

function UpdateProjectForm({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const [status, setStatus] = useState<TaskStatus>(task.workflow_status);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const update = useUpdateProject(task.task_id);
  const addComment = useAddProjectComment(task.task_id);
  const saving = update.isPending || addComment.isPending;
  const plan = employeeUpdatePlan(task.workflow_status, status, comment);
  // Files travel with a comment (the server needs its text); without one they would be dropped unseen.
  const filesAlone = files.length > 0 && comment.trim() === '';
  const fileProblem = attachmentProblem(files);
  const blocked = plan.kind === 'nothing' || filesAlone || fileProblem !== null;

  const handleSubmit = async () => {
    if (blocked) return;
    try {
      // The status first: a comment that says 'Status changed to …' is only written once it has.
      if (plan.kind === 'status' || plan.kind === 'both') await update.mutateAsync({ workflow_status: plan.status });
      if (plan.kind === 'comment' || plan.kind === 'both') await addComment.mutateAsync({ text: plan.comment, files });
      notify({ variant: 'success', message: TEAM_PROJECT_MESSAGES.updated });
      onClose();
    } catch (error) {
      notify({ variant: 'error', message: employeeProjectErrorMessage(toHttpFailure(error)) });
    }
  };

  return (
    <FormDialog
      open
      title="Update Project"
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSubmit()}
      actions={
        <SubmitActions
          saving={saving}
          onCancel={onClose}
          submitLabel={plan.label}
          savingLabel="Updating..."
          disabled={blocked}
          blockedReason={fileProblem ?? (filesAlone ? 'Write a comment to go with the files' : 'Change the status or write a comment')}
        />
      }
    >
      <ProjectFacts task={task} facts={['client', 'name', 'status']} />
      <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
        {/* Spec 02 §4: any of the four team statuses in any order; closing is the admin's. */}
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as TaskStatus)} disabled={saving}>
          {TEAM_TASK_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {TASK_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Comment (optional)"
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          disabled={saving}
          helperText={plan.kind === 'both' ? `Saved as: Status changed to ${TASK_STATUS_LABELS[status]}. …` : undefined}
        />
        <FilePicker files={files} onChange={setFiles} disabled={saving} note="Files go with the comment." />
      </Box>
    </FormDialog>
  );
}

/** Spec 02 §2.6 Update Project: a status change, a comment (with files), or both. */
export function UpdateProjectDialog({ projectId, onClose }: UpdateProjectDialogProps) {
  const detail = useQuery(projectQueries.detail(projectId));
  if (detail.data) return <UpdateProjectForm task={detail.data} onClose={onClose} />;
  return (
    <FormDialog open title="Update Project" onClose={onClose}>
      <LoadState
        error={detail.isError ? TEAM_PROJECT_MESSAGES.invalidOpen : null}
        onRetry={() => void detail.refetch()}
        loadingLabel="Loading Project details"
        retryLabel="Try Again"
      />
    </FormDialog>
  );
}
