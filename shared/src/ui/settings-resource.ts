import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '@firm/shared/runtime';
import { answerData } from './answer-data';
import { useCacheWrite } from './cache-write';

type SettingsAnswer<Settings> = z.ZodType<{ data: Settings }>;

/**
 * A record of the firm's settings, read (GET) and saved whole (PUT) at one address: the overdue reminders',
 * the document reminders' schedule, e-invoicing. Each answer is parsed with its route's schema (`saved`,
 * where the save answers with another one); a save's answer replaces the cached record at once. `Body` is
 * what a save sends, where it is not the record as read.
 */
export function settingsResource<Settings, Body = Settings>(options: {
  key: QueryKey;
  path: string;
  answer: SettingsAnswer<Settings>;
  saved?: SettingsAnswer<Settings>;
}) {
  const get = (): Promise<Settings> => answerData(options.answer, http.get(options.path));
  const save = (body: Body): Promise<Settings> => answerData(options.saved ?? options.answer, http.put(options.path, body));
  const query = () => queryOptions({ queryKey: options.key, queryFn: get });
  const useSave = () => useCacheWrite(save, (queryClient, saved) => queryClient.setQueryData(query().queryKey, saved));
  return { get, save, query, useSave };
}
