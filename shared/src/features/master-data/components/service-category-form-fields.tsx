import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '@firm/shared/ui';

export type ServiceCategoryFormValues = {
  name: string;
  description: string;
  is_active: boolean;
  cgst: string;
  sgst: string;
  igst: string;
};

export type ServiceCategoryFormFieldsProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<ServiceCategoryFormValues, any, any>;
  disabled: boolean;
};

const RATES = [
  { name: 'cgst', label: 'CGST (%)' },
  { name: 'sgst', label: 'SGST (%)' },
  { name: 'igst', label: 'IGST (%)' },
] as const;

export function ServiceCategoryFormFields({ control, disabled }: ServiceCategoryFormFieldsProps) {
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <FormTextField control={control} name="name" label="Service Name" required autoFocus disabled={disabled} />
      <FormTextField control={control} name="description" label="Description" required multiline minRows={3} disabled={disabled} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {RATES.map((rate) => (
          <FormTextField
            key={rate.name}
            control={control}
            name={rate.name}
            label={rate.label}
            type="number"
            disabled={disabled}
            fullWidth
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' } }}
          />
        ))}
      </Stack>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <TextField
            select
            label="Status"
            value={field.value ? 'active' : 'inactive'}
            onChange={(event) => field.onChange(event.target.value === 'active')}
            disabled={disabled}
          >
            <MenuItem value="active">Active</MenuItem>
            <MenuItem value="inactive">Inactive</MenuItem>
          </TextField>
        )}
      />
    </Stack>
  );
}
