import { Divider, Grid, Stack } from '@mui/material';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES } from '@firm/shared/domain/client';
import { INDIAN_STATES } from '@firm/shared/domain/gst';
import { COUNTRY_NAMES, GST_CATEGORIES, GST_CATEGORY_LABELS, gstCategoryRules } from '@firm/shared/domain/gst-category';
import { FormActiveSelect, FormDigitsField, FormPhoneField, FormSelectField, FormTextField } from '@firm/shared/ui';
import type { ClientForm } from '../hooks/use-client-form';
import { ContactsEditor } from './contacts-editor';
import { GstCategoryField } from './gst-category-field';

const CLIENT_TYPE_CHOICES = CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type] }));
const STATE_CHOICES = INDIAN_STATES.map((state) => ({ value: state.name, label: `${state.name} (${state.code})` }));
const COUNTRY_CHOICES = COUNTRY_NAMES.filter((name) => name !== 'India').map((name) => ({ value: name, label: name }));

/** A value saved before the list changed stays a choice, so the select still shows it. */
const keepCurrent = (choices: { value: string; label: string }[], value: string) =>
  value === '' || choices.some((choice) => choice.value === value) ? choices : [{ value, label: value }, ...choices];

export type ClientFormFieldsProps = { form: ClientForm; disabled: boolean };

const gstinInput = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 15);

/** The fields Add Client and the edit mode of View Details share. */
export function ClientFormFields({ form, disabled }: ClientFormFieldsProps) {
  const { control, values } = form;
  const rules = gstCategoryRules(values.gst_category);
  const overseas = rules.address === 'country';
  // Every field of the form is bound to it, as wide as its column and locked while it saves.
  const common = { control, fullWidth: true, disabled } as const;
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField {...common} name="client_name" label="Company Name" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField {...common} name="client_code" label="Client Code" helperText="Generated when left empty" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField {...common} name="client_type" label="Client Type" choices={CLIENT_TYPE_CHOICES} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormActiveSelect {...common} name="is_active" label="Status" />
        </Grid>
        <Grid size={12}>
          <GstCategoryField form={form} disabled={disabled} categories={GST_CATEGORIES} labels={GST_CATEGORY_LABELS} />
        </Grid>
        {rules.gstin === 'required' ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              {...common}
              name="gst_number"
              label={values.gst_category === 'uin_holder' ? 'GST Number (UIN)' : 'GST Number'}
              required
              helperText="15 characters, e.g. 27AAPFU0939F1ZV"
              transform={gstinInput}
              slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField {...common} name="cin" label="CIN" slotProps={{ htmlInput: { maxLength: 21 } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField {...common} name="email" label="Company Email" type="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPhoneField {...common} name="phone" label="Company Phone" />
        </Grid>
      </Grid>
      <Divider />
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField {...common} name="street" label="Company Address" required multiline minRows={2} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField {...common} name="city" label="City" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {overseas ? (
            // A foreign address names its state, province or region as its country writes it.
            <FormTextField {...common} name="state" label="State / Region" slotProps={{ htmlInput: { maxLength: 100 } }} />
          ) : (
            <FormSelectField {...common} name="state" label="State" required choices={keepCurrent(STATE_CHOICES, values.state)} />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {overseas ? (
            // The country's own postcode ('EC2V 8AA'); an address in India keeps the 6-digit PIN code.
            <FormTextField {...common} name="pincode" label="Postcode" slotProps={{ htmlInput: { maxLength: 12 } }} />
          ) : (
            <FormDigitsField {...common} name="pincode" label="PIN Code" maxDigits={6} />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {overseas ? (
            <FormSelectField {...common} name="country" label="Country" required choices={keepCurrent(COUNTRY_CHOICES, values.country)} />
          ) : (
            <FormTextField {...common} name="country" label="Country" />
          )}
        </Grid>
      </Grid>
      <Divider />
      <ContactsEditor form={form} disabled={disabled} />
    </Stack>
  );
}
