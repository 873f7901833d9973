import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { INDIAN_STATES } from '@firm/shared/domain/gst';
import { OFFICE_KINDS, type OfficeKind } from '@firm/shared/domain/offices';
import { OFFICE_KIND_LABELS } from '../offices-labels';
import { FILING_FREQUENCIES, FILING_FREQUENCY_LABELS, type FilingFrequency } from '@firm/shared/domain/gstr1';
import { FormSelectField, FormTextField } from '@firm/shared/ui';

export type OfficeFormValues = {
  name: string;
  kind: OfficeKind;
  address: string;
  city: string;
  state: string;
  pincode: string;
  gstin: string;
  bank_details: string;
  upi_id: string;
  series_prefix: string;
  filing_frequency: FilingFrequency;
  lut_arn: string;
  lut_financial_year: string;
};

type OfficeFormFieldsProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<OfficeFormValues, any, any>;
  disabled: boolean;
};

const KIND_CHOICES = OFFICE_KINDS.map((kind) => ({ value: kind, label: OFFICE_KIND_LABELS[kind] }));
const STATE_CHOICES = INDIAN_STATES.map((state) => ({ value: state.name, label: `${state.name} (${state.code})` }));
const FREQUENCY_CHOICES = FILING_FREQUENCIES.map((f) => ({ value: f, label: FILING_FREQUENCY_LABELS[f] }));
const upper = (value: string) => value.toUpperCase();

/** The office's address, its GST registration (GSTIN, series, return frequency) and how it is paid. */
export function OfficeFormFields({ control, disabled }: OfficeFormFieldsProps) {
  const row = { direction: { xs: 'column', sm: 'row' }, spacing: 2 } as const;
  const common = { control, disabled } as const;
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <Stack {...row}>
        <FormTextField {...common} name="name" label="Office Name" required autoFocus fullWidth />
        <FormSelectField {...common} name="kind" label="Office Type" choices={KIND_CHOICES} fullWidth />
      </Stack>
      <FormTextField {...common} name="address" label="Address" required multiline minRows={2} />
      <Stack {...row}>
        <FormTextField {...common} name="city" label="City" required fullWidth />
        <FormSelectField {...common} name="state" label="State" required choices={STATE_CHOICES} fullWidth />
        <FormTextField
          {...common}
          name="pincode"
          label="Pincode"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      </Stack>
      <FormTextField
        {...common}
        name="gstin"
        label="GSTIN"
        required
        transform={upper}
        helperText="Offices in one state share that state’s GSTIN; an office in another state has its own."
        slotProps={{ htmlInput: { maxLength: 15 } }}
      />
      <Stack {...row}>
        <FormTextField
          {...common}
          name="series_prefix"
          label="Series Prefix"
          transform={upper}
          fullWidth
          helperText="1-3 letters or digits before each number (KA → KAINV/26-27/0001); the head office’s series has none."
          slotProps={{ htmlInput: { maxLength: 3 } }}
        />
        <FormSelectField
          {...common}
          name="filing_frequency"
          label="GSTR-1 Filing"
          choices={FREQUENCY_CHOICES}
          fullWidth
          helperText="Quarterly under QRMP: the return is filed for the quarter’s last month."
        />
      </Stack>
      <FormTextField
        {...common}
        name="bank_details"
        label="Bank Details"
        multiline
        minRows={2}
        helperText="Printed on this office’s invoices under Payment details."
      />
      <FormTextField {...common} name="upi_id" label="UPI ID" helperText="Such as firm@bank: the invoice’s UPI QR pays it." />
      {/* The registration's LUT (GST RFD-11): quoted on its exports and SEZ supplies without IGST. */}
      <Stack {...row}>
        <FormTextField
          {...common}
          name="lut_arn"
          label="LUT ARN"
          transform={upper}
          fullWidth
          helperText="The ARN of the GSTIN’s Letter of Undertaking, quoted on exports and SEZ supplies without IGST."
          slotProps={{ htmlInput: { maxLength: 15 } }}
        />
        <FormTextField
          {...common}
          name="lut_financial_year"
          label="LUT Financial Year"
          fullWidth
          helperText="The year the LUT covers, such as 2026-27."
          slotProps={{ htmlInput: { maxLength: 7 } }}
        />
      </Stack>
    </Stack>
  );
}
