import { FormControlLabel, Stack, Switch } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { LIMITS } from '@firm/shared/domain/validation';
import { FormDigitsField, FormTextField } from '@firm/shared/ui';

export type SacCodeFormValues = { code: string; description: string; is_active: boolean };

export type SacCodeFormFieldsProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<SacCodeFormValues, any, any>;
  disabled: boolean;
  showStatus: boolean;
};

export function SacCodeFormFields({ control, disabled, showStatus }: SacCodeFormFieldsProps) {
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <FormDigitsField
        control={control}
        name="code"
        label="SAC Code"
        required
        autoFocus
        maxDigits={LIMITS.sacCodeDigits}
        helperText="6-digit Service Accounting Code"
        disabled={disabled}
      />
      <FormTextField control={control} name="description" label="Description" required multiline minRows={3} disabled={disabled} />
      {showStatus ? (
        <Controller
          control={control}
          name="is_active"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={disabled} />}
              label={field.value ? 'Active' : 'Inactive'}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
