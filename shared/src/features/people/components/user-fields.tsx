import { Grid } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { controllerFieldProps, FormTextField, NameField, PhoneField } from '@firm/shared/ui';

export type UserFieldValues = { first_name: string; last_name: string; email: string; phone: string; designation: string };

export type UserFieldsProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<UserFieldValues, any, any>;
  /** Read mode shows the same fields, locked. */
  editing: boolean;
  disabled?: boolean;
  showDesignation?: boolean;
  autoFocus?: boolean;
};

/** First and last name, e-mail, phone (and designation): the person part of every user dialog. */
export function UserFields({ control, editing, disabled = false, showDesignation = false, autoFocus = false }: UserFieldsProps) {
  const locked = !editing || disabled;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="first_name"
          render={({ field, fieldState }) => (
            <NameField
              label="First Name"
              required
              autoFocus={autoFocus && editing}
              fullWidth
              disabled={locked}
              {...controllerFieldProps(field, fieldState)}
              onValueChange={field.onChange}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="last_name"
          render={({ field, fieldState }) => (
            <NameField
              label="Last Name"
              required
              fullWidth
              disabled={locked}
              {...controllerFieldProps(field, fieldState)}
              onValueChange={field.onChange}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          required
          fullWidth
          disabled={locked}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneField
              label="Phone Number"
              required
              fullWidth
              disabled={locked}
              {...controllerFieldProps(field, fieldState)}
              onValueChange={field.onChange}
            />
          )}
        />
      </Grid>
      {showDesignation ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="designation" label="Designation" fullWidth disabled={locked} />
        </Grid>
      ) : null}
    </Grid>
  );
}
