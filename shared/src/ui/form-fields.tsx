import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/**
 * What a MUI field takes from a react-hook-form controller: the value, the ref (so a refused submit
 * focuses the first bad field) and the error in place of the help text.
 */
export function controllerFieldProps<V extends FieldValues, N extends FieldPath<V>>(
  field: ControllerRenderProps<V, N>,
  fieldState: ControllerFieldState,
  helperText?: ReactNode,
) {
  return {
    name: field.name,
    value: field.value ?? '',
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
  };
}

export type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange'> & {
  // The form's output type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<V, any, any>;
  name: FieldPath<V>;
  /** Rewrites what is typed before it reaches the value (upper-case GSTIN, digits only). */
  transform?: (value: string) => string;
};

/** A text field bound to a form field by name. */
export function FormTextField<V extends FieldValues>({ control, name, transform, helperText, ...props }: FormTextFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...controllerFieldProps(field, fieldState, helperText)}
          onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
        />
      )}
    />
  );
}

export type FormSelectFieldProps<V extends FieldValues> = FormTextFieldProps<V> & {
  choices: readonly { value: string; label: string }[];
};

/** A select bound to a form field by name, its choices as value and label. */
export function FormSelectField<V extends FieldValues>({ choices, ...props }: FormSelectFieldProps<V>) {
  return (
    <FormTextField {...props} select>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
