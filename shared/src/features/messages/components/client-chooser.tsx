import { useEffect, useState } from 'react';
import { Box, Checkbox, FormControlLabel, List, ListItem, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { messageTexts } from '@firm/shared/domain/message';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { notify, SearchField } from '@firm/shared/ui';
import { MESSAGE_CLIENT_PAGE, messageQueries, type MessageClientOption } from '../api/messages';

export type ClientChooserProps = {
  /** The client type in the API's spelling. */
  type: string;
  typeLabel: string;
  chosen: ReadonlyMap<number, MessageClientOption>;
  onToggle: (client: MessageClientOption) => void;
  /** How many active clients the type has (for the recipients summary), once known. */
  onTotal: (total: number | null) => void;
};

/**
 * Spec 02 §2.4: the optional list of specific clients of the chosen type, each a checkbox with its name and
 * client code. The server's first 100 by name; a search narrows a bigger type.
 */
export function ClientChooser({ type, typeLabel, chosen, onToggle, onTotal }: ClientChooserProps) {
  const [search, setSearch] = useState('');
  const clients = useQuery(messageQueries.clients(type, search));
  const failedAt = clients.isError ? clients.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt && toHttpFailure(clients.error).status !== 400) notify({ variant: 'error', message: messageTexts.clientsFailed });
  }, [failedAt, clients.error]);
  const total = !search && clients.data && !clients.isPlaceholderData ? clients.data.total : null;
  useEffect(() => onTotal(total), [total, onTotal]);
  const rows = clients.data?.clients ?? [];
  const more = (clients.data?.total ?? 0) - rows.length;

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {`Specific ${typeLabel} clients (optional)`}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          Leave every box clear to send to all clients of this type.
        </Typography>
        <SearchField onSearch={setSearch} value={search} placeholder="Search clients..." />
        {clients.isError ? (
          <Typography role="alert" variant="body2" color="error">
            {messageTexts.clientsFailed}
          </Typography>
        ) : clients.isPending ? (
          <Typography variant="body2">Loading clients...</Typography>
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No active clients of this type
          </Typography>
        ) : (
          <List dense aria-label={`${typeLabel} clients`} sx={{ maxHeight: 280, overflowY: 'auto' }}>
            {rows.map((client) => (
              <ListItem key={client.client_id} disablePadding>
                <FormControlLabel
                  control={<Checkbox checked={chosen.has(client.client_id)} onChange={() => onToggle(client)} size="small" />}
                  label={
                    <span>
                      {client.client_name}{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        ({client.client_code})
                      </Typography>
                    </span>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {more > 0 ? (
          <Typography variant="caption" color="text.secondary">
            {`Showing the first ${MESSAGE_CLIENT_PAGE}: search to find the others (${more} more).`}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
