import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  attachmentProblem,
  employeeProjectErrorMessage,
  TASK_STATUS_LABELS,
  TEAM_TASK_STATUSES,
  type TaskDetail,
  type TaskStatus,
} from '@firm/shared/domain/project';
import { TEAM_PROJECT_MESSAGES } from './team-project-messages';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { FormDialog, labelledMenuItems, LoadState, notify, SubmitActions } from '@firm/shared/ui';
import { projectQueries, useAddProjectComment, useUpdateProject } from '../api/projects';
import { ProjectFacts } from '../components/project-facts';
import { employeeUpdatePlan } from './project-update';
import { FilePicker } from '../components/file-picker';
import { useRecordFiling } from '../api/project-filing';
import { FilingFields, filingErrorsOf, filingToSend, filingValuesOf, type FilingValues } from '../components/filing-fields';

export type UpdateProjectDialogProps = { projectId: number; onClose: () => void };

function UpdateProjectForm({ task, onClose }: { task: TaskDetail; onClose: () => void }) {
  const [status, setStatus] = useState<TaskStatus>(task.workflow_status);
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const update = useUpdateProject(task.task_id);
  const addComment = useAddProjectComment(task.task_id);
  const fileReturn = useRecordFiling(task.task_id);
  // A compliance Project is filed here too: its ARN and filing date.
  const isCompliance = Boolean(task.compliance_name);
  const [filing, setFiling] = useState<FilingValues>(filingValuesOf(task));
  const [filingErrors, setFilingErrors] = useState<Partial<Record<keyof FilingValues, string>>>({});
  const saving = update.isPending || addComment.isPending || fileReturn.isPending;
  const plan = employeeUpdatePlan(task.workflow_status, status, comment);
  const filingPlan = isCompliance ? filingToSend(task, filing) : ({ kind: 'none' } as const);
  // Files travel with a comment (the server needs its text); without one they would be dropped unseen.
  const filesAlone = files.length > 0 && comment.trim() === '';
  const fileProblem = attachmentProblem(files);
  const blocked = (plan.kind === 'nothing' && filingPlan.kind === 'none') || filesAlone || fileProblem !== null;
  const submitLabel = plan.kind === 'nothing' && filingPlan.kind !== 'none' ? 'Record Filing' : plan.label;

  const handleSubmit = async () => {
    if (blocked) return;
    if (filingPlan.kind === 'invalid') {
      setFilingErrors({ [filingPlan.field]: filingPlan.message });
      return;
    }
    setFilingErrors({});
    try {
      // The filing first: it moves the Project on to Ready for Close, which a chosen status then need not repeat.
      const filed = filingPlan.kind === 'send' ? (await fileReturn.mutateAsync(filingPlan.body)).data.workflow_status : null;
      // The status next: a comment that says 'Status changed to …' is only written once it has.
      if ((plan.kind === 'status' || plan.kind === 'both') && plan.status !== filed)
        await update.mutateAsync({ workflow_status: plan.status });
      if (plan.kind === 'comment' || plan.kind === 'both') await addComment.mutateAsync({ text: plan.comment, files });
      notify({ variant: 'success', message: TEAM_PROJECT_MESSAGES.updated });
      onClose();
    } catch (error) {
      const failure = toHttpFailure(error);
      setFilingErrors(filingErrorsOf(failure));
      notify({ variant: 'error', message: employeeProjectErrorMessage(failure) });
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
          submitLabel={submitLabel}
          savingLabel="Updating..."
          disabled={blocked}
          blockedReason={
            fileProblem ??
            (filesAlone
              ? 'Write a comment to go with the files'
              : isCompliance
                ? 'Change the status, write a comment or record the filing'
                : 'Change the status or write a comment')
          }
        />
      }
    >
      <ProjectFacts task={task} facts={isCompliance ? ['client', 'name', 'status', 'due', 'statutory'] : ['client', 'name', 'status']} />
      <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
        {/* Spec 02 §4: any of the four team statuses in any order; closing is the admin's. */}
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as TaskStatus)} disabled={saving}>
          {labelledMenuItems(TEAM_TASK_STATUSES, TASK_STATUS_LABELS)}
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
        {isCompliance ? <FilingFields task={task} values={filing} onChange={setFiling} errors={filingErrors} disabled={saving} /> : null}
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
