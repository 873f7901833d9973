import { Divider, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, type ClientType } from '@firm/shared/domain/client';
import { INDIAN_STATES } from '@firm/shared/domain/gst';
import { COUNTRY_NAMES, GST_CATEGORIES, GST_CATEGORY_LABELS, gstCategoryRules } from '@firm/shared/domain/gst-category';
import { controllerFieldProps, DigitsField, FormTextField, PhoneField } from '@firm/shared/ui';
import type { ClientForm } from '../hooks/use-client-form';
import { ContactsEditor } from './contacts-editor';
import { GstCategoryField } from './gst-category-field';

const FOREIGN_COUNTRIES = COUNTRY_NAMES.filter((name) => name !== 'India');

export type ClientFormFieldsProps = { form: ClientForm; disabled: boolean };

const gstinInput = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 15);

/** The fields Add Client and the edit mode of View Details share. */
export function ClientFormFields({ form, disabled }: ClientFormFieldsProps) {
  const { control, values } = form;
  const knownState = values.state === '' || INDIAN_STATES.some((s) => s.name === values.state);
  const rules = gstCategoryRules(values.gst_category);
  const overseas = rules.address === 'country';
  const knownCountry = values.country === '' || FOREIGN_COUNTRIES.includes(values.country);
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField control={control} name="client_name" label="Company Name" required autoFocus fullWidth disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField
            control={control}
            name="client_code"
            label="Client Code"
            fullWidth
            disabled={disabled}
            helperText="Generated when left empty"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="client_type"
            render={({ field }) => (
              <TextField
                select
                label="Client Type"
                fullWidth
                value={field.value}
                disabled={disabled}
                onChange={(event) => field.onChange(event.target.value as ClientType)}
              >
                {CLIENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {CLIENT_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <TextField
                select
                label="Status"
                fullWidth
                value={field.value ? 'active' : 'inactive'}
                disabled={disabled}
                onChange={(event) => field.onChange(event.target.value === 'active')}
              >
                <MenuItem value="active">Active</MenuItem>
                <MenuItem value="inactive">Inactive</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <GstCategoryField form={form} disabled={disabled} categories={GST_CATEGORIES} labels={GST_CATEGORY_LABELS} />
        </Grid>
        {rules.gstin === 'required' ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="gst_number"
              label={values.gst_category === 'uin_holder' ? 'GST Number (UIN)' : 'GST Number'}
              required
              fullWidth
              disabled={disabled}
              helperText="15 characters, e.g. 27AAPFU0939F1ZV"
              transform={gstinInput}
              slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }}
            />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="cin"
            label="CIN"
            fullWidth
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 21 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label="Company Email" type="email" fullWidth disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneField
                label="Company Phone"
                fullWidth
                disabled={disabled}
                {...controllerFieldProps(field, fieldState)}
                onValueChange={field.onChange}
              />
            )}
          />
        </Grid>
      </Grid>
      <Divider />
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="street"
            label="Company Address"
            required
            multiline
            minRows={2}
            fullWidth
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="city" label="City" fullWidth disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {overseas ? (
            // A foreign address names its state, province or region as its country writes it.
            <FormTextField
              control={control}
              name="state"
              label="State / Region"
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          ) : (
            <Controller
              control={control}
              name="state"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="State"
                  required
                  fullWidth
                  disabled={disabled}
                  {...controllerFieldProps(field, fieldState)}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {knownState ? null : <MenuItem value={field.value}>{field.value}</MenuItem>}
                  {INDIAN_STATES.map((state) => (
                    <MenuItem key={state.code} value={state.name}>
                      {state.name} ({state.code})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {overseas ? (
            // The country's own postcode ('EC2V 8AA'); an address in India keeps the 6-digit PIN code.
            <FormTextField
              control={control}
              name="pincode"
              label="Postcode"
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 12 } }}
            />
          ) : (
            <Controller
              control={control}
              name="pincode"
              render={({ field, fieldState }) => (
                <DigitsField
                  label="PIN Code"
                  fullWidth
                  maxDigits={6}
                  disabled={disabled}
                  {...controllerFieldProps(field, fieldState)}
                  onValueChange={field.onChange}
                />
              )}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {overseas ? (
            <Controller
              control={control}
              name="country"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Country"
                  required
                  fullWidth
                  disabled={disabled}
                  {...controllerFieldProps(field, fieldState)}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {knownCountry ? null : <MenuItem value={field.value}>{field.value}</MenuItem>}
                  {FOREIGN_COUNTRIES.map((name) => (
                    <MenuItem key={name} value={name}>
                      {name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ) : (
            <FormTextField control={control} name="country" label="Country" fullWidth disabled={disabled} />
          )}
        </Grid>
      </Grid>
      <Divider />
      <ContactsEditor form={form} disabled={disabled} />
    </Stack>
  );
}
