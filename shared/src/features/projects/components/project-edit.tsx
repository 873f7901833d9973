import { useState } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  adminStatusChoices,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type PersonOption,
  type TaskDetail,
  type TaskStatus,
} from '@firm/shared/domain/project';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { controllerFieldProps, FormDialog, FormSelectField, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { personName, projectQueries, useUpdateProject, type ProjectChanges } from '../api/projects';
import { notifyFirstProblem } from './first-problem';
import { ProjectAmountField, ProjectDueDateField, ProjectNameFields } from './project-form-fields';
import { EDIT_FIELD_LABELS, editValuesOf, projectEditSchema, type ProjectEditValues } from './project-edit-form';
import { useRecordFiling } from '../api/project-filing';
import { FilingFields, filingErrorsOf, filingToSend, filingValuesOf, type FilingValues } from './filing-fields';

export type ProjectEditProps = { task: TaskDetail; onDone: () => void; onClose: () => void };

const UNASSIGNED = 'none';

/** Task Details in Edit mode: name, description, due date, amount, assignee and the status, forward only (spec 02 §4). */
export function ProjectEdit({ task, onDone, onClose }: ProjectEditProps) {
  const form = useZodForm<ProjectEditValues, ProjectChanges>({ defaultValues: editValuesOf(task), schema: projectEditSchema });
  const options = useQuery(projectQueries.options());
  const update = useUpdateProject(task.task_id);
  const fileReturn = useRecordFiling(task.task_id);
  // A compliance Project is closed with its ARN and filing date, recorded before the changes.
  const [filing, setFiling] = useState<FilingValues>(filingValuesOf(task));
  const [filingErrors, setFilingErrors] = useState<Partial<Record<keyof FilingValues, string>>>({});
  const saving = update.isPending || fileReturn.isPending;
  const { control } = form;
  const half = { xs: 12, sm: 6 };
  // The current assignee stays on the list even when no longer offered (deactivated since).
  const assignees: PersonOption[] = [...(options.data?.assignees ?? [])];
  if (options.data && task.assignee_id !== null && !assignees.some((p) => p.id === task.assignee_id)) {
    assignees.push({ id: task.assignee_id, first_name: task.assignee_name ?? `User ${task.assignee_id}`, last_name: '' });
  }

  const save = async (edited: ProjectChanges) => {
    let changes = edited;
    const plan = task.compliance_name ? filingToSend(task, filing) : ({ kind: 'none' } as const);
    if (plan.kind === 'invalid') {
      setFilingErrors({ [plan.field]: plan.message });
      return;
    }
    setFilingErrors({});
    if (plan.kind === 'send') {
      try {
        // The filing moves an earlier Project on to Ready for Close: a status behind it would be a step back.
        const filed = (await fileReturn.mutateAsync(plan.body)).data.workflow_status as TaskStatus;
        const chosen = changes.workflow_status ?? task.workflow_status;
        if (TASK_STATUSES.indexOf(chosen) < TASK_STATUSES.indexOf(filed)) changes = { ...changes, workflow_status: filed };
      } catch (error) {
        const failure = toHttpFailure(error);
        setFilingErrors(filingErrorsOf(failure));
        notify({ variant: 'error', message: serverTextOr(failure, 'Failed to record the filing') });
        return;
      }
    }
    update.mutate(changes, {
      onSuccess: () => {
        notify({ variant: 'success', message: 'Task Updated' });
        onDone();
      },
      onError: (error) => {
        const failure = toHttpFailure(error);
        setFilingErrors(filingErrorsOf(failure));
        form.placeServerErrors(failure, (field) => (field === 'invoice_amount_paise' ? 'amount' : field));
        notify({ variant: 'error', message: serverTextOr(failure, 'Failed to update task') });
      },
    });
  };
  const handleSubmit = form.handleSubmit(
    (changes) => save(changes),
    (errors) => notifyFirstProblem(errors, EDIT_FIELD_LABELS),
  );

  return (
    <FormDialog
      open
      title="Task Details"
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSubmit()}
      maxWidth="md"
      actions={<SubmitActions saving={saving} onCancel={onDone} submitLabel="Save Changes" />}
    >
      <Grid container spacing={2}>
        <ProjectNameFields control={control} disabled={saving} />
        <ProjectDueDateField control={control} disabled={saving} />
        <ProjectAmountField control={control} disabled={saving} />
        <Grid size={half}>
          <Controller
            control={control}
            name="assignee_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                fullWidth
                label="Assigned To"
                disabled={saving || !options.data}
                {...controllerFieldProps(field, fieldState, options.isError ? 'Failed to load users. Please try again.' : undefined)}
                value={options.data ? field.value || UNASSIGNED : UNASSIGNED}
                onChange={(event) => field.onChange(event.target.value === UNASSIGNED ? '' : event.target.value)}
              >
                <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
                {assignees.map((person) => (
                  <MenuItem key={person.id} value={String(person.id)}>
                    {personName(person)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={half}>
          <FormSelectField
            control={control}
            name="workflow_status"
            label="Status"
            fullWidth
            disabled={saving}
            choices={adminStatusChoices(task.workflow_status).map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }))}
          />
        </Grid>
        {task.compliance_name ? (
          <Grid size={12}>
            <FilingFields task={task} values={filing} onChange={setFiling} errors={filingErrors} disabled={saving} />
          </Grid>
        ) : null}
      </Grid>
    </FormDialog>
  );
}
