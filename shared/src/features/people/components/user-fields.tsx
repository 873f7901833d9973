import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { FormNameField, FormPhoneField, FormTextField } from '@firm/shared/ui';

export type UserFieldValues = { first_name: string; last_name: string; email: string; phone: string; designation: string };

type Person = Omit<UserFieldValues, 'phone' | 'designation'> & { phone: string | null; designation: string | null };

/** A saved person in the fields: no phone as empty, no designation as the role's default one. */
export function userFieldValuesOf(person: Person, designation = ''): UserFieldValues {
  const { first_name, last_name, email } = person;
  return { first_name, last_name, email, phone: person.phone ?? '', designation: person.designation ?? designation };
}

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
  const common = { control, fullWidth: true, disabled: locked } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormNameField {...common} name="first_name" label="First Name" required autoFocus={autoFocus && editing} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormNameField {...common} name="last_name" label="Last Name" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField {...common} name="email" label="Email" type="email" required slotProps={{ htmlInput: { maxLength: 255 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPhoneField {...common} name="phone" label="Phone Number" required />
      </Grid>
      {showDesignation ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField {...common} name="designation" label="Designation" />
        </Grid>
      ) : null}
    </Grid>
  );
}
