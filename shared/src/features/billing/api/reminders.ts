import {
  reminderListAnswerSchema,
  reminderRunAnswerSchema,
  reminderSettingsAnswerSchema,
  reminderSettingsSavedSchema,
  type ReminderRunAnswer,
  type ReminderSettings,
  type SentReminder,
} from '@firm/shared/domain/reminder';
import { http } from '@firm/shared/runtime';
import { listResource, settingsResource, useCacheWrite } from '@firm/shared/ui';

// Overdue reminders, shown on the admin's Messages page: the firm's settings and the reminders
// the server's job sent. Which invoices are reminded, and when, is the server's decision.

/** GET /api/reminders: one page, newest first. */
export const reminderList = listResource({
  key: 'reminders',
  path: '/api/reminders',
  schema: reminderListAnswerSchema,
  select: (answer): { rows: SentReminder[] } => ({ rows: answer.data.reminders }),
});

/** GET and PUT /api/reminders/settings: saved settings replace the cached ones at once. */
const reminderSettings = settingsResource<ReminderSettings>({
  key: [...reminderList.all(), 'settings'],
  path: '/api/reminders/settings',
  answer: reminderSettingsAnswerSchema,
  saved: reminderSettingsSavedSchema,
});

export const reminderQueries = {
  all: reminderList.all,
  lists: reminderList.lists,
  list: reminderList.list,
  settings: reminderSettings.query,
};

export const useSaveReminderSettings = reminderSettings.useSave;

/** POST /api/reminders/run: the pass over the firm's overdue invoices now; 400 REMINDERS_OFF while they are off. */
export async function runReminders(): Promise<ReminderRunAnswer> {
  const { data } = await http.post('/api/reminders/run');
  return reminderRunAnswerSchema.parse(data);
}

/** A run's reminders join the list at once: every page of it is fetched again. */
export const useRunReminders = () =>
  useCacheWrite(runReminders, (queryClient) => queryClient.invalidateQueries({ queryKey: reminderQueries.lists() }));
