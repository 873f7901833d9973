import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '@firm/shared/domain/format';
import { documentRequestTexts as T, type DocumentReminderRow } from '@firm/shared/domain/document-request';
import { LocalListTable, PageHeader, TruncatedText, type DataTableColumn, type ListParams, useLocalListParams } from '@firm/shared/ui';
import { documentReminderQueries } from '../api/document-reminders';
import { ReminderScheduleForm } from './reminder-schedule-form';

const DEFAULTS: ListParams = { page: 1, limit: 10, sort: 'sent', order: 'desc' };

const COLUMNS: DataTableColumn<DocumentReminderRow>[] = [
  {
    id: 'sent',
    label: 'Sent',
    card: 'title',
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.sent_at)}</Box>,
    sortValue: (r) => r.sent_at,
  },
  { id: 'client', label: 'Client', card: 'field', render: (r) => <TruncatedText text={r.client_name} maxWidth={220} /> },
  { id: 'project', label: 'Project', card: 'field', render: (r) => <TruncatedText text={r.task_name} maxWidth={220} /> },
  { id: 'document', label: 'Document', card: 'field', render: (r) => <TruncatedText text={r.title} maxWidth={240} /> },
  { id: 'slot', label: 'Reminder', card: 'field', render: (r) => r.slot_label },
  { id: 'recipients', label: 'Recipients', align: 'right', card: 'field', figure: true, render: (r) => formatNumber(r.recipients) },
];

/** /dashboard/admin/document-reminders: the schedule of reminders for documents clients owe, and those sent. */
export function DocumentRemindersPage() {
  const { params, paging } = useLocalListParams(DEFAULTS);
  const list = useQuery(documentReminderQueries.list(params));
  return (
    <Box>
      <PageHeader title={T.remindersHeading} subtitle={T.remindersSubtitle} />
      <ReminderScheduleForm />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.sentHeading}
      </Typography>
      <LocalListTable
        list={list}
        paging={paging}
        columns={COLUMNS}
        getRowId={(r) => r.reminder_id}
        ariaLabel={T.sentHeading}
        failedText="Unable to load the reminders sent. Please try again."
        emptyText={T.noneSent}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Reminders go to the client's active contacts, once per request and reminder, for requests the client still owes.
      </Typography>
    </Box>
  );
}
