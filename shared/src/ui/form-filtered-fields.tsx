import type { ReactElement } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DigitsField, NameField, PhoneField, type DigitsFieldProps } from './fields';
import { controllerFieldProps } from './form-fields';

type Bound<V extends FieldValues> = {
  // The form's output type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<V, any, any>;
  name: FieldPath<V>;
};

type FilteredProps = Omit<DigitsFieldProps, 'maxDigits' | 'name' | 'value' | 'onValueChange' | 'defaultValue'>;

type BoundFieldProps = ReturnType<typeof controllerFieldProps> & { onValueChange: (value: string) => void };

/** Binds a field that filters what is typed (`onValueChange`) to a form field by name. */
function bindFiltered<V extends FieldValues>(
  { control, name }: Bound<V>,
  helperText: FilteredProps['helperText'],
  render: (bound: BoundFieldProps) => ReactElement,
) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => render({ ...controllerFieldProps(field, fieldState, helperText), onValueChange: field.onChange })}
    />
  );
}

export type FormFilteredFieldProps<V extends FieldValues> = Bound<V> & FilteredProps;

/** A person's name bound to a form field by name. */
export function FormNameField<V extends FieldValues>({ control, name, helperText, ...props }: FormFilteredFieldProps<V>) {
  return bindFiltered({ control, name }, helperText, (bound) => <NameField {...props} {...bound} />);
}

/** A phone number bound to a form field by name. */
export function FormPhoneField<V extends FieldValues>({ control, name, helperText, ...props }: FormFilteredFieldProps<V>) {
  return bindFiltered({ control, name }, helperText, (bound) => <PhoneField {...props} {...bound} />);
}

/** Digits only, cut to `maxDigits`, bound to a form field by name. */
export function FormDigitsField<V extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: FormFilteredFieldProps<V> & { maxDigits: number }) {
  return bindFiltered({ control, name }, helperText, (bound) => <DigitsField {...props} {...bound} />);
}

export type FormActiveSelectProps<V extends FieldValues> = Bound<V> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'select' | 'children'>;

/** A yes/no form field shown as a select of Active and Inactive. */
export function FormActiveSelect<V extends FieldValues>({ control, name, ...props }: FormActiveSelectProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...props}
          select
          value={field.value ? 'active' : 'inactive'}
          onChange={(event) => field.onChange(event.target.value === 'active')}
        >
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="inactive">Inactive</MenuItem>
        </TextField>
      )}
    />
  );
}
