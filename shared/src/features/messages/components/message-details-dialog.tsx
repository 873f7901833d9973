import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '@firm/shared/domain/format';
import { MESSAGE_RECIPIENT_STATUSES, type MessageDetail, type MessageRecipientStatus } from '@firm/shared/domain/message';
import { messageQueries } from '../api/messages';
import { MessageStatus } from './message-status';
import { labelledMenuItems } from '@firm/shared/ui';

export type MessageDetailsDialogProps = { messageId: number; onClose: () => void };

const PAGE = 50;
const STATUS_LABELS: Record<MessageRecipientStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

function Summary({ message }: { message: MessageDetail }) {
  const line = (label: string, value: string) => (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      {line('Sent On', formatDateTime(message.created_at))}
      {line('Sender', message.sender_name)}
      {line('Target', message.target_summary)}
      {line(
        'Recipients',
        `${formatNumber(message.recipients)}: ${formatNumber(message.sent)} sent, ${formatNumber(message.failed)} failed, ${formatNumber(message.queued)} queued`,
      )}
      <Box
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, m: 0, mt: 1 }}
      >
        {message.body}
      </Box>
    </Stack>
  );
}

/** One sent message and each recipient's delivery status (queued, sent, failed with the reason), a page at a time. */
export function MessageDetailsDialog({ messageId, onClose }: MessageDetailsDialogProps) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MessageRecipientStatus | ''>('');
  const detail = useQuery({
    ...messageQueries.detail(messageId, { page, limit: PAGE, ...(status ? { status } : {}) }),
    // Counts move while the worker delivers: look again while anyone is still queued.
    refetchInterval: (query) => ((query.state.data?.data.queued ?? 0) > 0 ? 5_000 : false),
  });
  const message = detail.data?.data;
  const pages = detail.data?.pagination.pages ?? 1;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="message-details-title">
      <DialogTitle id="message-details-title">{message ? message.subject : 'Message'}</DialogTitle>
      <DialogContent dividers>
        {detail.isError ? (
          <Typography role="alert" color="error">
            Failed to load the message
          </Typography>
        ) : !message ? (
          <Typography>Loading...</Typography>
        ) : (
          <>
            <Summary message={message} />
            <TextField
              select
              size="small"
              label="Status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as MessageRecipientStatus | '');
                setPage(1);
              }}
              sx={{ mb: 1, minWidth: 180 }}
            >
              <MenuItem value="">All statuses</MenuItem>
              {labelledMenuItems(MESSAGE_RECIPIENT_STATUSES, STATUS_LABELS)}
            </TextField>
            <Table size="small" aria-label="Recipients">
              <TableHead>
                <TableRow>
                  <TableCell>Client</TableCell>
                  <TableCell>Contact</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Details</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {message.recipient_list.map((r) => (
                  <TableRow key={r.recipient_id}>
                    <TableCell>{`${r.client_name} (${r.client_code})`}</TableCell>
                    <TableCell>{r.contact_name}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{r.email}</TableCell>
                    <TableCell>
                      <MessageStatus status={r.status} />
                    </TableCell>
                    <TableCell>
                      {r.status === 'sent' && r.sent_at
                        ? formatDateTime(r.sent_at)
                        : r.reason
                          ? `${r.reason}${r.status === 'queued' ? ' (will retry)' : ''}`
                          : ''}
                    </TableCell>
                  </TableRow>
                ))}
                {message.recipient_list.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>No recipients with this status</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
            {pages > 1 ? (
              <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Typography variant="body2">{`Page ${page} of ${pages}`}</Typography>
                <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </Stack>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
