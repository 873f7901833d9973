import { queryOptions } from '@tanstack/react-query';
import { http } from '@firm/shared/runtime';

/** A message the development outbox caught instead of sending (GET /api/dev/outbox, development only). */
export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};

export async function listOutbox(): Promise<OutboxMessage[]> {
  const { data } = await http.get<{ data?: { messages?: OutboxMessage[] } }>('/api/dev/outbox');
  return data?.data?.messages ?? [];
}

export const OUTBOX_REFRESH_MS = 3000;

export const devMailboxQueries = {
  all: () => ['dev-mailbox'] as const,
  list: () =>
    queryOptions({
      queryKey: [...devMailboxQueries.all(), 'list'] as const,
      queryFn: listOutbox,
      // A 404 (production has no outbox) will not change: stop polling once it failed.
      refetchInterval: (query) => (query.state.status === 'error' ? false : OUTBOX_REFRESH_MS),
      retry: false,
    }),
};
