import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentReminderListAnswerSchema,
  documentReminderScheduleAnswerSchema,
  documentReminderScheduleSavedSchema,
  type DocumentReminderRow,
} from '@firm/shared/domain/document-request';
import { http } from '@firm/shared/runtime';
import { listResource, type ListParams } from '@firm/shared/ui';
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

export async function getDocumentReminderSchedule(): Promise<DocumentReminderScheduleWire> {
  const { data } = await http.get('/api/document-reminders/settings');
  return documentReminderScheduleAnswerSchema.parse(data).data;
}

export async function saveDocumentReminderSchedule(schedule: DocumentReminderScheduleWire): Promise<DocumentReminderScheduleWire> {
  const { data } = await http.put('/api/document-reminders/settings', schedule);
  return documentReminderScheduleSavedSchema.parse(data).data;
}

export const documentReminderQueries = {
  all: documentReminderList.all,
  list: (params: ListParams) => documentReminderList.list(params),
  schedule: () => queryOptions({ queryKey: [...documentReminderList.all(), 'schedule'] as const, queryFn: getDocumentReminderSchedule }),
};

export function useSaveDocumentReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDocumentReminderSchedule,
    onSuccess: (saved) => queryClient.setQueryData(documentReminderQueries.schedule().queryKey, saved),
  });
}
