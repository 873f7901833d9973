import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { Alert, Box, Button, Card, Chip, CircularProgress, Container, Link, List, ListItemButton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import InboxIcon from '@mui/icons-material/Inbox';
import { formatDateTime } from '@firm/shared/domain/format';
import { devMailboxQueries } from './mailbox-api';
import { MailboxMessage } from './mailbox-message';

/** /dev/mailbox: what the server's development outbox caught, so a newcomer can read a sign-in code. */
export function MailboxPage() {
  const query = useQuery(devMailboxQueries.list());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const messages = query.data ?? [];
  const selected = messages.find((message) => message.id === selectedId) ?? messages[0];
  const notHere = isAxiosError(query.error) && query.error.response?.status === 404;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Development mailbox
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            E-mails the server would have sent, newest first. Refreshes every 3 seconds.{' '}
            <Link component={RouterLink} to="/auth/signin">
              Go to sign-in
            </Link>
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => query.refetch()} disabled={query.isFetching}>
          Refresh
        </Button>
      </Stack>

      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
          <CircularProgress aria-label="Loading messages" />
        </Box>
      ) : query.isError ? (
        <Alert severity={notHere ? 'info' : 'error'}>
          {notHere ? 'The mailbox is only available in development.' : 'The mailbox could not be loaded. Is the server running?'}
        </Alert>
      ) : messages.length === 0 ? (
        <Card sx={{ p: 6, textAlign: 'center' }}>
          <InboxIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="p">
            No messages yet
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Ask for a sign-in code and it appears here.</Typography>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, alignItems: 'start' }}>
          <Card>
            <List disablePadding aria-label="Messages">
              {messages.map((message) => (
                <ListItemButton
                  key={message.id}
                  selected={message.id === selected?.id}
                  onClick={() => setSelectedId(message.id)}
                  divider
                  sx={{ display: 'block', py: 1.5 }}
                >
                  <Typography noWrap sx={{ fontWeight: 600, fontSize: 14 }}>
                    {message.subject}
                  </Typography>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography noWrap variant="body2" sx={{ color: 'text.secondary' }}>
                      {message.to}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                      {formatDateTime(message.created_at)}
                    </Typography>
                  </Stack>
                </ListItemButton>
              ))}
            </List>
          </Card>
          {selected && <MailboxMessage message={selected} />}
        </Box>
      )}
      {query.isFetching && !query.isPending && <Chip label="Refreshing..." size="small" sx={{ position: 'fixed', right: 16, top: 16 }} />}
    </Container>
  );
}
