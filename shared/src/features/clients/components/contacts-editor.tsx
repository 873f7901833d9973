import { Alert, Box, Button, FormControlLabel, Grid, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Controller } from 'react-hook-form';
import { CONTACT_MESSAGES } from '@firm/shared/domain/client';
import { controllerFieldProps, FormTextField, PhoneField } from '@firm/shared/ui';
import type { ClientForm } from '../hooks/use-client-form';

export type ContactsEditorProps = { form: ClientForm; disabled: boolean };

/** Contact rows (a field array) with add and remove; shared phones and e-mails are marked as they are typed. */
export function ContactsEditor({ form, disabled }: ContactsEditorProps) {
  const { control, rows, errors, duplicates } = form;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Contacts
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={form.addContact} disabled={disabled}>
          Add Contact
        </Button>
      </Stack>
      {errors.contacts ? <Alert severity="error">{errors.contacts}</Alert> : null}
      {rows.length === 0 && !errors.contacts ? <Typography color="text.secondary">{CONTACT_MESSAGES.atLeastOne}</Typography> : null}
      {rows.map((row, index) => {
        const phoneDuplicate = duplicates.phones.has(index);
        const emailDuplicate = duplicates.emails.has(index);
        return (
          <Box
            key={row.fieldKey}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
            role="group"
            aria-label={`Contact ${index + 1}`}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Contact {index + 1}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Controller
                  control={control}
                  name={`contacts.${index}.is_active`}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          size="small"
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          disabled={disabled}
                        />
                      }
                      label="Active"
                    />
                  )}
                />
                <IconButton aria-label={`Remove contact ${index + 1}`} onClick={() => form.removeContact(index)} disabled={disabled}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name={`contacts.${index}.name`} label="Name" fullWidth disabled={disabled} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name={`contacts.${index}.role`}
                  label="Role"
                  fullWidth
                  disabled={disabled}
                  placeholder="e.g. Director"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name={`contacts.${index}.email`}
                  render={({ field, fieldState }) => {
                    const bound = controllerFieldProps(field, fieldState);
                    return (
                      <TextField
                        {...bound}
                        label="Email"
                        type="email"
                        fullWidth
                        disabled={disabled}
                        error={emailDuplicate || bound.error}
                        helperText={emailDuplicate ? CONTACT_MESSAGES.duplicateEmail : bound.helperText}
                        onChange={(event) => field.onChange(event.target.value)}
                      />
                    );
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name={`contacts.${index}.phone`}
                  render={({ field, fieldState }) => {
                    const bound = controllerFieldProps(field, fieldState);
                    return (
                      <PhoneField
                        {...bound}
                        label="Phone"
                        fullWidth
                        disabled={disabled}
                        error={phoneDuplicate || bound.error}
                        helperText={phoneDuplicate ? CONTACT_MESSAGES.duplicatePhone : bound.helperText}
                        onValueChange={field.onChange}
                      />
                    );
                  }}
                />
              </Grid>
            </Grid>
          </Box>
        );
      })}
    </Stack>
  );
}
