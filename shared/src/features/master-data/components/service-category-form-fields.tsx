import { MenuItem, Stack, TextField } from '@mui/material';
import type { FieldErrorMap } from '@firm/shared/ui';

export type ServiceCategoryFormValues = {
  name: string;
  description: string;
  is_active: boolean;
  cgst: string;
  sgst: string;
  igst: string;
};

export type ServiceCategoryFormFieldsProps = {
  values: ServiceCategoryFormValues;
  errors: FieldErrorMap;
  disabled: boolean;
  onChange: <K extends keyof ServiceCategoryFormValues>(name: K, value: ServiceCategoryFormValues[K]) => void;
};

const RATES = [
  { name: 'cgst', label: 'CGST (%)' },
  { name: 'sgst', label: 'SGST (%)' },
  { name: 'igst', label: 'IGST (%)' },
] as const;

export function ServiceCategoryFormFields({ values, errors, disabled, onChange }: ServiceCategoryFormFieldsProps) {
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <TextField
        label="Service Name"
        required
        autoFocus
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {RATES.map((rate) => (
          <TextField
            key={rate.name}
            label={rate.label}
            type="number"
            value={values[rate.name]}
            onChange={(event) => onChange(rate.name, event.target.value)}
            error={Boolean(errors[rate.name])}
            helperText={errors[rate.name]}
            disabled={disabled}
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' } }}
          />
        ))}
      </Stack>
      <TextField
        select
        label="Status"
        value={values.is_active ? 'active' : 'inactive'}
        onChange={(event) => onChange('is_active', event.target.value === 'active')}
        disabled={disabled}
      >
        <MenuItem value="active">Active</MenuItem>
        <MenuItem value="inactive">Inactive</MenuItem>
      </TextField>
    </Stack>
  );
}
