import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { listResource } from '@firm/shared/ui';

// Overdue reminders, shown on the admin's Messages page: the firm's settings and the reminders
// the server's job sent. Which invoices are reminded, and when, is the server's decision.

/** GET /api/reminders: one page, newest first. */
export const reminderList = listResource({
  key: 'reminders',
  path: '/api/reminders',
  schema: reminderListAnswerSchema,
  select: (answer): { rows: SentReminder[] } => ({ rows: answer.data.reminders }),
});

export async function getReminderSettings(): Promise<ReminderSettings> {
  const { data } = await http.get('/api/reminders/settings');
  return reminderSettingsAnswerSchema.parse(data).data;
}

export async function saveReminderSettings(settings: ReminderSettings): Promise<ReminderSettings> {
  const { data } = await http.put('/api/reminders/settings', settings);
  return reminderSettingsSavedSchema.parse(data).data;
}

export const reminderQueries = {
  all: reminderList.all,
  lists: reminderList.lists,
  list: reminderList.list,
  settings: () => queryOptions({ queryKey: [...reminderList.all(), 'settings'] as const, queryFn: getReminderSettings }),
};

/** Saved settings replace the cached ones at once. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderQueries.settings().queryKey, saved),
  });
}

/** POST /api/reminders/run: the pass over the firm's overdue invoices now; 400 REMINDERS_OFF while they are off. */
export async function runReminders(): Promise<ReminderRunAnswer> {
  const { data } = await http.post('/api/reminders/run');
  return reminderRunAnswerSchema.parse(data);
}

/** A run's reminders join the list at once: every page of it is fetched again. */
export function useRunReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderQueries.lists() }),
  });
}
