import { useCallback, useState } from 'react';
import { Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_CLIENT_TYPES,
  MESSAGE_SUBJECT_MAX,
  messageClientTypeLabel,
  messageDraftReady,
  messageSendFailure,
  messageTexts as T,
  type MessageSendInput,
} from '@firm/shared/domain/message';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { labelledMenuItems, notify } from '@firm/shared/ui';
import { useSendMessage, type MessageClientOption } from '../api/messages';
import { ClientChooser } from './client-chooser';

const ALL = 'all';

/** The target the server resolves: all clients, or one type, whole or the chosen clients by id (§3, §5). */
export function targetOf(clientType: string, chosen: ReadonlyMap<number, MessageClientOption>): MessageSendInput['target'] {
  if (clientType === ALL) return { send_to_all: true, client_types: [] };
  return { send_to_all: false, client_types: [{ type: clientType, select_all: chosen.size === 0, clients: [...chosen.keys()] }] };
}

/** The recipients summary badge's words. */
export function recipientsSummary(clientType: string, chosen: number, typeTotal: number | null): string {
  if (clientType === ALL) return 'All active clients';
  if (chosen > 0) return `${chosen} ${chosen === 1 ? 'client' : 'clients'} selected`;
  const label = messageClientTypeLabel(clientType);
  return typeTotal === null ? `All ${label} clients` : `All ${typeTotal} ${label} ${typeTotal === 1 ? 'client' : 'clients'}`;
}

/** Spec 02 §2.4 'Compose Message': client type, optional specific clients, recipients summary, Subject, Message Body, Send. */
export function ComposeMessage() {
  const [clientType, setClientType] = useState(ALL);
  const [chosen, setChosen] = useState<ReadonlyMap<number, MessageClientOption>>(new Map());
  const [typeTotal, setTypeTotal] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useSendMessage();
  const target = targetOf(clientType, chosen);
  const ready = messageDraftReady({ subject, body, target });

  const chooseType = (type: string) => {
    // §5: choosing a client type resets the chosen clients.
    setClientType(type);
    setChosen(new Map());
    setTypeTotal(null);
  };
  const toggle = (client: MessageClientOption) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(client.client_id)) next.delete(client.client_id);
      else next.set(client.client_id, client);
      return next;
    });
  const onTotal = useCallback((total: number | null) => setTypeTotal(total), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!ready) {
      notify({ variant: 'error', title: T.validationTitle, message: T.required });
      return;
    }
    send.mutate(
      { subject, body, target },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: T.sent });
          setSubject('');
          setBody('');
          chooseType(ALL);
        },
        onError: (error) => notify({ variant: 'error', ...messageSendFailure(toHttpFailure(error)) }),
      },
    );
  };

  return (
    <Paper component="section" aria-labelledby="compose-message-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography id="compose-message-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {T.compose}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label="Client Type"
              value={clientType}
              onChange={(event) => chooseType(event.target.value)}
              sx={{ minWidth: { sm: 280 } }}
            >
              <MenuItem value={ALL}>{T.allClients}</MenuItem>
              {labelledMenuItems(MESSAGE_CLIENT_TYPES, messageClientTypeLabel)}
            </TextField>
            <Chip
              color="primary"
              variant="outlined"
              label={`Recipients: ${recipientsSummary(clientType, chosen.size, typeTotal)}`}
              aria-live="polite"
            />
          </Stack>
          {clientType !== ALL ? (
            <ClientChooser
              key={clientType}
              type={clientType}
              typeLabel={messageClientTypeLabel(clientType)}
              chosen={chosen}
              onToggle={toggle}
              onTotal={onTotal}
            />
          ) : null}
          <TextField
            label={T.subject}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX, 'aria-required': true } }}
          />
          <TextField
            label={T.body}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            rows={6}
            helperText="Plain text: line breaks are kept, formatting is not."
            slotProps={{ htmlInput: { maxLength: MESSAGE_BODY_MAX, 'aria-required': true } }}
          />
          <Box>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={!ready || send.isPending}>
              {send.isPending ? 'Sending...' : T.send}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
