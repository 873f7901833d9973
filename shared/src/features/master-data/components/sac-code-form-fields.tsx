import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { LIMITS } from '@firm/shared/domain';
import { DigitsField, type FieldErrorMap } from '@firm/shared/ui';

export type SacCodeFormValues = { code: string; description: string; is_active: boolean };

export type SacCodeFormFieldsProps = {
  values: SacCodeFormValues;
  errors: FieldErrorMap;
  disabled: boolean;
  showStatus: boolean;
  onChange: <K extends keyof SacCodeFormValues>(name: K, value: SacCodeFormValues[K]) => void;
};

export function SacCodeFormFields({ values, errors, disabled, showStatus, onChange }: SacCodeFormFieldsProps) {
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <DigitsField
        label="SAC Code"
        required
        autoFocus
        value={values.code}
        maxDigits={LIMITS.sacCodeDigits}
        onValueChange={(value) => onChange('code', value)}
        error={Boolean(errors.code)}
        helperText={errors.code ?? '6-digit Service Accounting Code'}
        disabled={disabled}
      />
      <TextField
        label="Description"
        required
        multiline
        minRows={3}
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
        disabled={disabled}
      />
      {showStatus ? (
        <FormControlLabel
          control={<Switch checked={values.is_active} onChange={(event) => onChange('is_active', event.target.checked)} disabled={disabled} />}
          label={values.is_active ? 'Active' : 'Inactive'}
        />
      ) : null}
    </Stack>
  );
}
