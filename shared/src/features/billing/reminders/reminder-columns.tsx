import { Box, Chip } from '@mui/material';
import { formatDate, formatDateTime, formatNumber, formatPaise } from '@firm/shared/domain/format';
import { REMINDER_STATUS_LABELS, reminderStepLabel, type ReminderStatus, type SentReminder } from '@firm/shared/domain/reminder';
import { TruncatedText, type DataTableColumn } from '@firm/shared/ui';

const COLOURS: Record<ReminderStatus, 'default' | 'success' | 'error' | 'warning'> = {
  claimed: 'default',
  sent: 'success',
  failed: 'error',
  skipped: 'warning',
};

/** A reminder's outcome in words and colour; a failed or unsent one says why on hover. */
function ReminderStatusChip({ reminder }: { reminder: SentReminder }) {
  return (
    <Chip
      size="small"
      label={REMINDER_STATUS_LABELS[reminder.status]}
      color={COLOURS[reminder.status]}
      variant={reminder.status === 'claimed' ? 'outlined' : 'filled'}
      title={reminder.reason ?? undefined}
    />
  );
}

/** Reminders sent: date, invoice, client, step, amount due, recipients and status. Sorted by the server, newest first. */
export const reminderColumns: DataTableColumn<SentReminder>[] = [
  {
    id: 'created',
    label: 'Date',
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.sent_at ?? r.created_at)}</Box>,
    sortValue: (r) => r.created_at,
  },
  { id: 'invoice', label: 'Invoice', render: (r) => r.invoice_number, sortValue: (r) => r.invoice_number },
  {
    id: 'client',
    label: 'Client',
    render: (r) => <TruncatedText text={r.client_name} maxWidth={220} />,
    sortValue: (r) => r.client_name,
  },
  { id: 'step', label: 'Step', render: (r) => reminderStepLabel(r.step), sortValue: (r) => r.step },
  { id: 'due_date', label: 'Due Date', render: (r) => formatDate(r.due_date), hideOnMobile: true },
  { id: 'amount', label: 'Amount Due', align: 'right', render: (r) => formatPaise(r.due_paise), hideOnMobile: true },
  { id: 'recipients', label: 'Recipients', align: 'right', render: (r) => formatNumber(r.recipients) },
  { id: 'status', label: 'Status', render: (r) => <ReminderStatusChip reminder={r} /> },
];
