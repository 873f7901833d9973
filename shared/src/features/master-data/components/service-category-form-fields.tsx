import { Stack, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { GST_TREATMENTS, type GstTreatment } from '@firm/shared/domain/gst-rate';
import { GST_TREATMENT_LABELS } from '../master-data-labels';
import { controllerFieldProps, FormActiveSelect, FormTextField, labelledMenuItems } from '@firm/shared/ui';

export type ServiceCategoryFormValues = {
  name: string;
  description: string;
  is_active: boolean;
  cgst: string;
  sgst: string;
  igst: string;
  gst_treatment: GstTreatment;
};

export type ServiceCategoryFormFieldsProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<ServiceCategoryFormValues, any, any>;
  disabled: boolean;
};

// A 0 % category is reported in GSTR-1 as nil-rated or exempt, never as a taxable supply.
const TREATMENT_HINTS: Record<GstTreatment, string> = {
  taxable: 'Charged at its GST rate: CGST and SGST are each half of IGST.',
  nil_rated: 'GST at 0 %: set the three rates to 0. Reported in GSTR-1 as nil-rated.',
  exempt: 'Exempt from GST: set the three rates to 0. Reported in GSTR-1 as exempt.',
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
      <Controller
        control={control}
        name="gst_treatment"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="GST Treatment"
            disabled={disabled}
            {...controllerFieldProps(field, fieldState, TREATMENT_HINTS[field.value as GstTreatment])}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {labelledMenuItems(GST_TREATMENTS, GST_TREATMENT_LABELS)}
          </TextField>
        )}
      />
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
      <FormActiveSelect control={control} name="is_active" label="Status" disabled={disabled} />
    </Stack>
  );
}
