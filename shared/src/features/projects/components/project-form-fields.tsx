import { Grid } from '@mui/material';
import type { Control, FieldPath } from 'react-hook-form';
import { FormTextField } from '@firm/shared/ui';

/** The fields Create New Project and Task Details both type, as text. */
export type ProjectTextValues = { task_name: string; service_description: string; due_date: string; amount: string };

export type ProjectFieldProps<V extends ProjectTextValues> = {
  // The form's output type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<V, any, any>;
  disabled: boolean;
};

// Every form V has these fields (V extends ProjectTextValues), which TypeScript cannot see through FieldPath<V>.
const field = <V extends ProjectTextValues>(name: keyof ProjectTextValues) => name as FieldPath<V>;

const HALF = { xs: 12, sm: 6 };

/** Project Name and Description, each the full width (spec 02 §2.1). */
export function ProjectNameFields<V extends ProjectTextValues>({ control, disabled }: ProjectFieldProps<V>) {
  return (
    <>
      <Grid size={12}>
        <FormTextField control={control} name={field<V>('task_name')} label="Project Name" required fullWidth disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name={field<V>('service_description')}
          label="Description"
          required
          fullWidth
          multiline
          minRows={2}
          disabled={disabled}
        />
      </Grid>
    </>
  );
}

export function ProjectDueDateField<V extends ProjectTextValues>({ control, disabled }: ProjectFieldProps<V>) {
  return (
    <Grid size={HALF}>
      <FormTextField
        control={control}
        name={field<V>('due_date')}
        label="Due Date"
        type="date"
        fullWidth
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Grid>
  );
}

/** The amount in rupees: a new Project may leave it empty for ₹10,000 (spec 02 §5), an existing one keeps one. */
export function ProjectAmountField<V extends ProjectTextValues>({
  control,
  disabled,
  optional,
}: ProjectFieldProps<V> & { optional?: boolean }) {
  return (
    <Grid size={HALF}>
      <FormTextField
        control={control}
        name={field<V>('amount')}
        label="Amount (₹)"
        required={!optional}
        fullWidth
        disabled={disabled}
        {...(optional ? { placeholder: '10000', helperText: 'Leave empty for ₹10,000' } : {})}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Grid>
  );
}
