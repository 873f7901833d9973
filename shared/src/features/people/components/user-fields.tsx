import { Grid, TextField } from '@mui/material';
import { NameField, PhoneField, type FieldErrorMap } from '@firm/shared/ui';

export type UserFieldValues = { first_name: string; last_name: string; email: string; phone: string; designation: string };

export type UserFieldsProps = {
  values: UserFieldValues;
  errors: FieldErrorMap;
  /** Read mode shows the same fields, locked. */
  editing: boolean;
  disabled?: boolean;
  onChange: <K extends keyof UserFieldValues>(name: K, value: UserFieldValues[K]) => void;
  showDesignation?: boolean;
  autoFocus?: boolean;
};

/** First and last name, e-mail, phone (and designation): the person part of every user dialog. */
export function UserFields({ values, errors, editing, disabled = false, onChange, showDesignation = false, autoFocus = false }: UserFieldsProps) {
  const locked = !editing || disabled;
  const common = (name: keyof UserFieldValues) => ({
    fullWidth: true,
    disabled: locked,
    error: Boolean(errors[name]),
    helperText: errors[name],
  });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NameField label="First Name" required autoFocus={autoFocus && editing} value={values.first_name} onValueChange={(v) => onChange('first_name', v)} {...common('first_name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <NameField label="Last Name" required value={values.last_name} onValueChange={(v) => onChange('last_name', v)} {...common('last_name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Email"
          type="email"
          required
          value={values.email}
          onChange={(event) => onChange('email', event.target.value)}
          {...common('email')}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneField label="Phone Number" required value={values.phone} onValueChange={(v) => onChange('phone', v)} {...common('phone')} />
      </Grid>
      {showDesignation ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Designation" value={values.designation} onChange={(event) => onChange('designation', event.target.value)} {...common('designation')} />
        </Grid>
      ) : null}
    </Grid>
  );
}
