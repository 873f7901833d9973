import { Box, IconButton, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDateTime, formatNumber } from '@firm/shared/domain/format';
import type { SentMessage } from '@firm/shared/domain/message';
import { TruncatedText, type DataTableColumn } from '@firm/shared/ui';

const count = (n: number) => formatNumber(n);

/** Sent Messages: subject, date, sender, target, and the recipients by status. Sorted by the server, newest first. */
export function sentMessageColumns(onView: (message: SentMessage) => void): DataTableColumn<SentMessage>[] {
  return [
    { id: 'subject', label: 'Subject', render: (m) => <TruncatedText text={m.subject} maxWidth={280} /> },
    {
      id: 'created',
      label: 'Sent On',
      render: (m) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at)}</Box>,
      sortValue: (m) => m.created_at,
    },
    { id: 'sender', label: 'Sender', render: (m) => m.sender_name, hideOnMobile: true },
    { id: 'target', label: 'Target', render: (m) => <TruncatedText text={m.target_summary} maxWidth={220} />, hideOnMobile: true },
    { id: 'recipients', label: 'Recipients', align: 'right', render: (m) => count(m.recipients) },
    { id: 'sent', label: 'Sent', align: 'right', render: (m) => count(m.sent) },
    { id: 'failed', label: 'Failed', align: 'right', render: (m) => count(m.failed) },
    { id: 'queued', label: 'Queued', align: 'right', render: (m) => count(m.queued), hideOnMobile: true },
    {
      id: 'actions',
      label: 'Actions',
      render: (m) => (
        <Tooltip title="View recipients">
          <IconButton size="small" aria-label={`View message ${m.subject}`} onClick={() => onView(m)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
