import { Alert, Box, Button, FormControlLabel, Grid, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CONTACT_MESSAGES } from '@firm/shared/domain';
import { PhoneField } from '@firm/shared/ui';
import { contactErrorKey, type ClientForm } from '../hooks/use-client-form';

export type ContactsEditorProps = { form: ClientForm; disabled: boolean };

/** Contact rows with add and remove; shared phones and e-mails are marked as they are typed. */
export function ContactsEditor({ form, disabled }: ContactsEditorProps) {
  const { values, errors, duplicates } = form;
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
      {values.contacts.length === 0 && !errors.contacts ? <Typography color="text.secondary">{CONTACT_MESSAGES.atLeastOne}</Typography> : null}
      {values.contacts.map((contact, index) => {
        const error = (field: string) => errors[contactErrorKey(contact.key, field)];
        const phoneDuplicate = duplicates.phones.has(contact.key);
        const emailDuplicate = duplicates.emails.has(contact.key);
        return (
          <Box key={contact.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} role="group" aria-label={`Contact ${index + 1}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Contact {index + 1}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  control={<Switch size="small" checked={contact.is_active} onChange={(event) => form.setContact(contact.key, 'is_active', event.target.checked)} disabled={disabled} />}
                  label="Active"
                />
                <IconButton aria-label={`Remove contact ${index + 1}`} onClick={() => form.removeContact(contact.key)} disabled={disabled}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Name" fullWidth value={contact.name} disabled={disabled} error={Boolean(error('name'))} helperText={error('name')}
                  onChange={(event) => form.setContact(contact.key, 'name', event.target.value)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Role" fullWidth value={contact.role} disabled={disabled} placeholder="e.g. Director"
                  onChange={(event) => form.setContact(contact.key, 'role', event.target.value)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Email" type="email" fullWidth value={contact.email} disabled={disabled}
                  error={emailDuplicate || Boolean(error('email'))} helperText={emailDuplicate ? CONTACT_MESSAGES.duplicateEmail : error('email')}
                  onChange={(event) => form.setContact(contact.key, 'email', event.target.value)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <PhoneField label="Phone" fullWidth value={contact.phone} disabled={disabled}
                  error={phoneDuplicate || Boolean(error('phone'))} helperText={phoneDuplicate ? CONTACT_MESSAGES.duplicatePhone : error('phone')}
                  onValueChange={(value) => form.setContact(contact.key, 'phone', value)} />
              </Grid>
            </Grid>
          </Box>
        );
      })}
    </Stack>
  );
}
