import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formSaveErrorMessage, toHttpFailure } from '@firm/shared/domain/errors';
import type { TaskCreateBody } from '@firm/shared/domain/project';
import { FormDialog, FormFailure, notify, SubmitActions, useZodForm } from '@firm/shared/ui';
import { projectQueries, useCreateProject } from '../api/projects';
import { CreateProjectFields } from './create-project-fields';
import { notifyFirstProblem } from './first-problem';
import {
  createBlockedReason,
  createProjectFormSchema,
  EMPTY_PROJECT,
  PROJECT_FIELD_LABELS,
  type CreateProjectValues,
} from './create-project-form';

const LOAD_FAILED = 'Failed to load form data. Please try again.';

export type CreateProjectDialogProps = { onClose: () => void; onCreated: () => void };

/** Spec 02 §2.1, §5 and §8: Create New Project. */
export function CreateProjectDialog({ onClose, onCreated }: CreateProjectDialogProps) {
  const options = useQuery(projectQueries.options());
  const sacCodes = useQuery(projectQueries.sacCodes());
  const categories = useQuery(projectQueries.serviceCategories());
  const loadFailed = options.isError || sacCodes.isError || categories.isError;
  useEffect(() => {
    if (loadFailed) notify({ variant: 'error', message: LOAD_FAILED });
  }, [loadFailed]);

  const form = useZodForm<CreateProjectValues, TaskCreateBody>({ defaultValues: EMPTY_PROJECT, schema: createProjectFormSchema });
  const create = useCreateProject();
  const saving = create.isPending;
  const values = form.watch();
  const blockedReason = createBlockedReason(values, Object.keys(form.formState.errors).length > 0);

  const handleSubmit = form.handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: () => {
          notify({ variant: 'success', message: `Project "${values.task_name.trim()}" created successfully!` });
          onCreated();
          onClose();
        },
        onError: (error) => {
          const failure = toHttpFailure(error);
          form.placeServerErrors(failure, (field) => (field === 'invoice_amount_paise' ? 'amount' : field));
          notify({ variant: 'error', message: formSaveErrorMessage(failure, 'Failed to create task. Please try again.') });
        },
      }),
    (errors) => notifyFirstProblem(errors, PROJECT_FIELD_LABELS),
  );

  return (
    <FormDialog
      open
      title="Create New Project"
      onClose={onClose}
      preventClose={saving}
      onSubmit={() => void handleSubmit()}
      maxWidth="md"
      actions={
        <SubmitActions
          saving={saving}
          onCancel={onClose}
          submitLabel="Create Project"
          savingLabel="Creating..."
          disabled={blockedReason !== null}
          blockedReason={blockedReason}
        />
      }
    >
      <FormFailure>{loadFailed ? LOAD_FAILED : null}</FormFailure>
      <CreateProjectFields
        control={form.control}
        disabled={saving}
        lists={{ assignees: options.data?.assignees ?? [], sacCodes: sacCodes.data ?? [], categories: categories.data ?? [] }}
      />
    </FormDialog>
  );
}
