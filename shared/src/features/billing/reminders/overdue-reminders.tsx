import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { reminderTexts as T } from '@firm/shared/domain/reminder';
import { LocalListTable, type ListParams, useLocalListParams } from '@firm/shared/ui';
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
      <LocalListTable
        list={list}
        paging={paging}
        columns={reminderColumns}
        getRowId={(r) => r.reminder_id}
        ariaLabel={T.sentHeading}
        failedText={T.listFailed}
        emptyText={T.noReminders}
      />
    </Box>
  );
}
