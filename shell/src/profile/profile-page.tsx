import { Alert, Avatar, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { PROFILE_TEXT } from './profile-errors';
import { ROLE_LABELS } from '@firm/shared/domain/auth';
import type { ProfileValues } from './profile-api';
import { BRAND, FormTextField } from '@firm/shared/ui';
import { PendingButton } from '../layout/pending-button';
import { useProfile } from './use-profile';
import { EmailChangePanel } from './email-change-panel';

const FIELDS: { name: keyof ProfileValues; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];

/** /dashboard/<role>/profile for every role. */
export function ProfilePage() {
  const profile = useProfile();
  const { values, editing, saving, user } = profile;
  const fullName = [values.first_name, values.last_name].filter(Boolean).join(' ') || user?.name || '';
  const initials = [values.first_name, values.last_name]
    .map((part) => part.trim()[0] ?? '')
    .join('')
    .toUpperCase();

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      {profile.problem === 'invalid-id' && <Alert severity="error">{PROFILE_TEXT.invalidUserId}</Alert>}
      {profile.problem === 'no-token' && (
        <Alert severity="error">
          <strong>Authentication Error</strong> {PROFILE_TEXT.signInAgain}
        </Alert>
      )}
      <Card>
        {profile.loading && <LinearProgress aria-label="Loading profile" />}
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Box sx={{ display: 'grid', gap: 2.5, alignItems: 'center', gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' } }}>
            <Avatar
              sx={{
                width: { xs: 56, sm: 64 },
                height: { xs: 56, sm: 64 },
                bgcolor: BRAND.navy,
                color: BRAND.gold,
                fontSize: 24,
                fontWeight: 700,
              }}
              aria-hidden
            >
              {initials}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              {/* The page's one h1: the top bar's "Profile" is plain text. */}
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                {fullName}
              </Typography>
              <Box sx={{ display: 'flex', mt: 0.75, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {user && <Chip label={ROLE_LABELS[user.role]} color="primary" size="small" />}
                {/* On a phone the e-mail is in the form below; here it would only wrap mid-address. */}
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere', display: { xs: 'none', sm: 'block' } }}
                >
                  {values.email}
                </Typography>
              </Box>
            </Box>
            {!editing && (
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                onClick={profile.handleEdit}
                disabled={profile.problem === 'invalid-id'}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              >
                Edit Profile
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>

      {profile.pendingEmail && user && (
        <EmailChangePanel userId={user.id} email={profile.pendingEmail} onDone={profile.handleEmailChangeDone} />
      )}

      <Card component="form" noValidate onSubmit={profile.handleSave}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Personal Information
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
            {editing ? 'Update your details and save the changes.' : 'Choose Edit Profile to change your details.'}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FIELDS.map((field) => (
              <FormTextField
                key={field.name}
                control={profile.form.control}
                name={field.name}
                label={field.label}
                type={field.type}
                autoComplete={field.autoComplete}
                disabled={!editing || saving}
                fullWidth
              />
            ))}
          </Box>
          {editing && (
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button variant="outlined" onClick={profile.handleCancel} disabled={saving}>
                Cancel
              </Button>
              <PendingButton type="submit" variant="contained" pending={saving} pendingLabel="Saving...">
                Save Changes
              </PendingButton>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
