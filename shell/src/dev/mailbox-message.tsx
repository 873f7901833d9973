import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@firm/shared/domain/format';
import type { OutboxMessage } from './mailbox-api';

export type MailboxMessageProps = { message: OutboxMessage };

/** One caught e-mail: headers, the sign-in code if it holds one, the HTML as sent and the plain text. */
export function MailboxMessage({ message }: MailboxMessageProps) {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  return (
    <Card component="article" aria-label={message.subject}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {message.subject}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              To {message.to} · {formatDateTime(message.created_at)}
            </Typography>
          </Box>
          {code && <Chip color="secondary" label={`Code ${code}`} sx={{ fontWeight: 700, letterSpacing: '0.08em' }} />}
        </Stack>
        <Divider sx={{ my: 2 }} />
        {message.html && (
          // sandbox="": no scripts, forms or navigation from a message's markup.
          <Box
            component="iframe"
            title={`HTML of ${message.subject}`}
            sandbox=""
            srcDoc={message.html}
            sx={{ width: '100%', height: 360, border: '1px solid #e3e8f0', borderRadius: 1, bgcolor: '#fff' }}
          />
        )}
        <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 2, color: 'text.secondary' }}>
          Plain text
        </Typography>
        <Box
          component="pre"
          sx={{ m: 0, p: 2, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }}
        >
          {message.text}
        </Box>
      </CardContent>
    </Card>
  );
}
