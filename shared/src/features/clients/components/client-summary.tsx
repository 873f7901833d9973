import { Box, Chip, Grid, Stack, Typography } from '@mui/material';
import { clientTypeLabel, dedupeIdenticalContacts } from '@firm/shared/domain/client';
import type { ClientRecord } from '../api/clients';
import { StatusBadge } from '@firm/shared/ui';

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** The read view of View Details. */
export function ClientSummary({ client }: { client: ClientRecord }) {
  const { address } = client;
  const contacts = dedupeIdenticalContacts(client.contacts);
  const place = [address.street, address.city, address.state, address.pincode, address.country].filter(Boolean).join(', ');
  const facts = [
    ['Client Code', client.client_code],
    ['GST Number', client.gst_number],
    ['CIN', client.cin],
    ['Email', client.email],
    ['Phone', client.phone],
    ['Address', place],
  ] as const;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" sx={{ mr: 1 }}>
          {client.client_name}
        </Typography>
        <StatusBadge active={client.is_active} />
        <Chip size="small" label={clientTypeLabel(client.client_type)} variant="outlined" />
      </Stack>
      <Grid container spacing={2}>
        {facts.map(([label, value]) => (
          <Grid key={label} size={{ xs: 12, sm: 4 }}>
            <Item label={label} value={value} />
          </Grid>
        ))}
      </Grid>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Contacts ({contacts.length})
        </Typography>
        <Stack spacing={1}>
          {contacts.map((contact) => (
            <Box key={contact.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {contact.name}
                </Typography>
                {contact.role ? (
                  <Typography variant="body2" color="text.secondary">
                    · {contact.role}
                  </Typography>
                ) : null}
                {contact.is_active ? null : <StatusBadge active={false} />}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {[contact.email, contact.phone].filter(Boolean).join(' · ') || '—'}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
