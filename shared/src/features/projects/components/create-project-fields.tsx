import { useState } from 'react';
import { Grid } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES, type TaskCreateBody, type TaskOptions } from '@firm/shared/domain/project';
import { FormSelectField } from '@firm/shared/ui';
import { personName } from '../api/projects';
import { ClientPicker, type ClientChoice } from './client-picker';
import type { CreateProjectValues } from './create-project-form';
import { ProjectAmountField, ProjectDueDateField, ProjectNameFields } from './project-form-fields';

export type PickerLists = {
  assignees: TaskOptions['assignees'];
  sacCodes: { sac_code_id: number; code: string; description: string }[];
  categories: { service_category_id: number; name: string }[];
};

export type CreateProjectFieldsProps = {
  control: Control<CreateProjectValues, unknown, TaskCreateBody>;
  lists: PickerLists;
  disabled: boolean;
};

/** Create New Project's fields (spec 02 §2.1, §5). */
export function CreateProjectFields({ control, lists, disabled }: CreateProjectFieldsProps) {
  const [client, setClient] = useState<ClientChoice | null>(null);
  const half = { xs: 12, sm: 6 };
  const pickers = [
    {
      name: 'sac_code_id',
      label: 'SAC Code',
      choices: lists.sacCodes.map((s) => ({ value: String(s.sac_code_id), label: `${s.code} - ${s.description}` })),
    },
    {
      name: 'service_category_id',
      label: 'Service Category',
      choices: lists.categories.map((c) => ({ value: String(c.service_category_id), label: c.name })),
    },
    { name: 'assignee_id', label: 'Assigned To', choices: lists.assignees.map((p) => ({ value: String(p.id), label: personName(p) })) },
  ] as const;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Controller
          control={control}
          name="client_id"
          render={({ field, fieldState }) => (
            <ClientPicker
              value={client}
              onChange={(next) => {
                setClient(next);
                field.onChange(next ? String(next.client_id) : '');
              }}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      </Grid>
      <ProjectNameFields control={control} disabled={disabled} />
      {pickers.map((picker) => (
        <Grid key={picker.name} size={half}>
          <FormSelectField fullWidth control={control} required disabled={disabled} {...picker} />
        </Grid>
      ))}
      <ProjectAmountField control={control} disabled={disabled} optional />
      <ProjectDueDateField control={control} disabled={disabled} />
      <Grid size={half}>
        <FormSelectField
          fullWidth
          control={control}
          name="type_of_delivery"
          label="Type of Delivery"
          disabled={disabled}
          choices={DELIVERY_TYPES.map((t) => ({ value: t, label: DELIVERY_TYPE_LABELS[t] }))}
        />
      </Grid>
    </Grid>
  );
}
