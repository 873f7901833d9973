import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { reminderTexts as T } from '@firm/shared/domain/reminder';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { DataTable, type ListParams, useLocalListParams } from '@firm/shared/ui';
import { reminderQueries } from '../api/reminders';
import { ReminderSettingsForm } from './reminder-settings-form';
import { reminderColumns } from './reminder-columns';
import { RunRemindersButton } from './run-reminders-button';

/** Newest first, 10 a page. */
const DEFAULTS: ListParams = { page: 1, limit: 10, sort: 'created', order: 'desc' };

/**
 * 'Overdue Reminders' below Sent Messages: the settings, then what the server's job sent (with Run now). The
 * view stays in the component, not the URL: the URL holds the Sent Messages list's view.
 */
export function OverdueReminders() {
  const { params, paging } = useLocalListParams(DEFAULTS);
  const list = useQuery(reminderQueries.list(params));
  const failed = list.isError && !list.data && toHttpFailure(list.error).status !== 400;

  return (
    <Box component="section" aria-labelledby="overdue-reminders-heading" sx={{ mt: 4 }}>
      <Typography id="overdue-reminders-heading" variant="h6" component="h2">
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.subtitle}
      </Typography>
      <ReminderSettingsForm />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {T.sentHeading}
        </Typography>
        <RunRemindersButton />
      </Box>
      <DataTable
        rows={list.data?.rows ?? []}
        server={paging(list.data?.pagination.total ?? 0)}
        pager="pages"
        columns={reminderColumns}
        getRowId={(r) => r.reminder_id}
        ariaLabel={T.sentHeading}
        loading={list.isPending}
        error={failed ? T.listFailed : null}
        onRetry={() => void list.refetch()}
        retryLabel="Try Again"
        emptyText={T.noReminders}
      />
    </Box>
  );
}
