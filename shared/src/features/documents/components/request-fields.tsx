import { FormControlLabel, Switch } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { documentRequestTexts as T } from '@firm/shared/domain/document-request';
import { FormTextField } from '@firm/shared/ui';

type RequestValues = { title: string; note: string; required: boolean; due_date: string };

export type RequestFieldsProps = {
  // The form's output type does not matter to its fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<RequestValues, any, any>;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  placeholder?: string;
};

/** A document request's title, due date and note, for a grid of two columns (the note spans both). */
export function RequestTextFields({ control, size, autoFocus, placeholder }: RequestFieldsProps) {
  return (
    <>
      <FormTextField control={control} name="title" label={T.title} placeholder={placeholder} required autoFocus={autoFocus} size={size} />
      <FormTextField
        control={control}
        name="due_date"
        label={T.dueDate}
        type="date"
        required
        size={size}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField control={control} name="note" label={T.note} multiline minRows={2} size={size} sx={{ gridColumn: { sm: '1 / -1' } }} />
    </>
  );
}

/** Whether the client must send the document: a switch that says Required or Optional. */
export function RequiredSwitch({ control }: Pick<RequestFieldsProps, 'control'>) {
  return (
    <Controller
      control={control}
      name="required"
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(_e, on) => field.onChange(on)} />}
          label={field.value ? T.required : T.optional}
        />
      )}
    />
  );
}
