import {
  documentReminderListAnswerSchema,
  documentReminderScheduleAnswerSchema,
  documentReminderScheduleSavedSchema,
  type DocumentReminderRow,
} from '@firm/shared/domain/document-request';
import { listResource, settingsResource, type ListParams } from '@firm/shared/ui';
import type { z } from 'zod';

// The admin's document reminders: the firm's schedule and the reminders the server's job sent.

export type DocumentReminderScheduleWire = z.infer<typeof documentReminderScheduleAnswerSchema>['data'];

/** GET /api/document-reminders: one page, newest first. */
export const documentReminderList = listResource({
  key: 'document-reminders',
  path: '/api/document-reminders',
  schema: documentReminderListAnswerSchema,
  select: (answer): { rows: DocumentReminderRow[] } => ({ rows: answer.data.reminders }),
});

/** GET and PUT /api/document-reminders/settings: a saved schedule replaces the cached one at once. */
const documentReminderSchedule = settingsResource<DocumentReminderScheduleWire>({
  key: [...documentReminderList.all(), 'schedule'],
  path: '/api/document-reminders/settings',
  answer: documentReminderScheduleAnswerSchema,
  saved: documentReminderScheduleSavedSchema,
});

export const documentReminderQueries = {
  all: documentReminderList.all,
  list: (params: ListParams) => documentReminderList.list(params),
  schedule: documentReminderSchedule.query,
};

export const useSaveDocumentReminderSchedule = documentReminderSchedule.useSave;
