import { Divider, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { CLIENT_TYPE_LABELS, CLIENT_TYPES, INDIAN_STATES, type ClientType } from '@firm/shared/domain';
import { DigitsField, PhoneField } from '@firm/shared/ui';
import type { ClientForm } from '../hooks/use-client-form';
import { ContactsEditor } from './contacts-editor';

export type ClientFormFieldsProps = { form: ClientForm; disabled: boolean };

const gstinInput = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 15);

/** The fields Add Client and the edit mode of View Details share. */
export function ClientFormFields({ form, disabled }: ClientFormFieldsProps) {
  const { values, errors, setField } = form;
  const text = (name: 'client_name' | 'client_code' | 'street' | 'city' | 'country' | 'email' | 'cin') => ({
    fullWidth: true,
    value: values[name],
    disabled,
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });
  const knownState = values.state === '' || INDIAN_STATES.some((s) => s.name === values.state);
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField label="Company Name" required autoFocus {...text('client_name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="Client Code" {...text('client_code')} helperText={errors.client_code ?? 'Generated when left empty'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="Client Type" fullWidth value={values.client_type} disabled={disabled} onChange={(event) => setField('client_type', event.target.value as ClientType)}>
            {CLIENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {CLIENT_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="Status" fullWidth value={values.is_active ? 'active' : 'inactive'} disabled={disabled} onChange={(event) => setField('is_active', event.target.value === 'active')}>
            <MenuItem value="active">Active</MenuItem>
            <MenuItem value="inactive">Inactive</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="GST Number"
            required
            fullWidth
            value={values.gst_number}
            disabled={disabled}
            error={Boolean(errors.gst_number)}
            helperText={errors.gst_number ?? '15 characters, e.g. 27AAPFU0939F1ZV'}
            onChange={(event) => setField('gst_number', gstinInput(event.target.value))}
            slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="CIN" {...text('cin')} slotProps={{ htmlInput: { maxLength: 21 } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Company Email" type="email" {...text('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneField label="Company Phone" fullWidth value={values.phone} disabled={disabled} error={Boolean(errors.phone)} helperText={errors.phone} onValueChange={(v) => setField('phone', v)} />
        </Grid>
      </Grid>
      <Divider />
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField label="Company Address" required multiline minRows={2} {...text('street')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="City" {...text('city')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField select label="State" required fullWidth value={values.state} disabled={disabled} error={Boolean(errors.state)} helperText={errors.state}
            onChange={(event) => setField('state', event.target.value)}>
            {knownState ? null : <MenuItem value={values.state}>{values.state}</MenuItem>}
            {INDIAN_STATES.map((state) => (
              <MenuItem key={state.code} value={state.name}>
                {state.name} ({state.code})
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DigitsField label="PIN Code" fullWidth maxDigits={6} value={values.pincode} disabled={disabled} error={Boolean(errors.pincode)} helperText={errors.pincode}
            onValueChange={(v) => setField('pincode', v)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Country" {...text('country')} />
        </Grid>
      </Grid>
      <Divider />
      <ContactsEditor form={form} disabled={disabled} />
    </Stack>
  );
}
