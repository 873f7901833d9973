import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { adminStatusChoices, TASK_STATUS_LABELS, type PersonOption, type TaskDetail } from '@firm/shared/domain/project';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { controllerFieldProps, FormDialog, FormSelectField, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { personName, projectQueries, useUpdateProject, type ProjectChanges } from '../api/projects';
import { notifyFirstProblem } from './first-problem';
import { ProjectAmountField, ProjectDueDateField, ProjectNameFields } from './project-form-fields';
import { EDIT_FIELD_LABELS, editValuesOf, projectEditSchema, type ProjectEditValues } from './project-edit-form';

export type ProjectEditProps = { task: TaskDetail; onDone: () => void; onClose: () => void };

const UNASSIGNED = 'none';

/** Task Details in Edit mode: name, description, due date, amount, assignee and the status, forward only (spec 02 §4). */
export function ProjectEdit({ task, onDone, onClose }: ProjectEditProps) {
  const form = useZodForm<ProjectEditValues, ProjectChanges>({ defaultValues: editValuesOf(task), schema: projectEditSchema });
  const options = useQuery(projectQueries.options());
  const update = useUpdateProject(task.task_id);
  const saving = update.isPending;
  const { control } = form;
  const half = { xs: 12, sm: 6 };
  // The current assignee stays on the list even when no longer offered (deactivated since).
  const assignees: PersonOption[] = [...(options.data?.assignees ?? [])];
  if (options.data && task.assignee_id !== null && !assignees.some((p) => p.id === task.assignee_id)) {
    assignees.push({ id: task.assignee_id, first_name: task.assignee_name ?? `User ${task.assignee_id}`, last_name: '' });
  }

  const handleSubmit = form.handleSubmit(
    (changes) =>
      update.mutate(changes, {
        onSuccess: () => {
          notify({ variant: 'success', message: 'Task Updated' });
          onDone();
        },
        onError: (error) => {
          const failure = toHttpFailure(error);
          form.placeServerErrors(failure, (field) => (field === 'invoice_amount_paise' ? 'amount' : field));
          notify({ variant: 'error', message: serverTextOr(failure, 'Failed to update task') });
        },
      }),
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
      </Grid>
    </FormDialog>
  );
}
