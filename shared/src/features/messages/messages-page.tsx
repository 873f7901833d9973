import { useMemo, useState, type ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { messageTexts as T } from '@firm/shared/domain/message';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { lazyDialog, PageHeader, ServerListTable, useServerList } from '@firm/shared/ui';
import { liveMessageList } from './api/messages';
import { ComposeMessage } from './components/compose-message';
import { sentMessageColumns } from './components/sent-message-columns';

const MessageDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/message-details-dialog').then((m) => m.MessageDetailsDialog),
);

/** Newest first, 10 a page. */
const LIST_DEFAULTS = { sort: 'created', order: 'desc' as const, limit: 10, filters: {} };

export type MessagesPageProps = {
  /** Billing's Overdue Reminders, below Sent Messages: the role's routes hand it in, as a feature never imports another. */
  Reminders?: ComponentType;
};

/** /dashboard/admin/messages: 'Send Messages' (spec 02 §2.4), the messages sent with each recipient's status, and the overdue reminders. */
export function MessagesPage({ Reminders }: MessagesPageProps) {
  const list = useServerList(liveMessageList, LIST_DEFAULTS);
  const { query } = list;
  const [viewing, setViewing] = useState<number | null>(null);
  const failed = query.isError && !query.data && toHttpFailure(query.error).status !== 400;
  const columns = useMemo(() => sentMessageColumns((m) => setViewing(m.message_id)), []);

  return (
    <Box>
      <PageHeader title={T.heading} subtitle="Send e-mail to your clients' contacts and follow each delivery" />
      <ComposeMessage />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.sentHeading}
      </Typography>
      <ServerListTable
        list={list}
        pager="pages"
        columns={columns}
        getRowId={(m) => m.message_id}
        ariaLabel={T.sentHeading}
        error={failed ? T.loadFailed : null}
        emptyText={T.noMessages}
      />
      {Reminders ? <Reminders /> : null}
      {viewing !== null ? <MessageDetailsDialog messageId={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
