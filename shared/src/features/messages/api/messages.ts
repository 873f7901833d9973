import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { clientListAnswerSchema } from '@firm/shared/domain/list';
import { fromWireClientType } from '@firm/shared/domain/client';
import {
  messageDetailAnswerSchema,
  messageListAnswerSchema,
  messageSendAnswerSchema,
  type MessageDetailAnswer,
  type MessageRecipientStatus,
  type MessageSendAnswer,
  type MessageSendInput,
  type SentMessage,
} from '@firm/shared/domain/message';
import { http } from '@firm/shared/runtime';
import { listResource, useCacheWrite, type ListParams } from '@firm/shared/ui';

// Messages to clients (spec 02 §2.4, §7): the send, the Sent Messages list and one message with
// its recipients, and the clients of a type the composer offers. Who receives a message is the server's
// decision; the composer sends the target (ids of the chosen clients), never a list of addresses.

/** GET /api/messages: one page, newest first, with each message's counts. */
export const messageList = listResource({
  key: 'messages',
  path: '/api/messages',
  schema: messageListAnswerSchema,
  select: (answer): { rows: SentMessage[] } => ({ rows: answer.data.messages }),
});

/** The same list, looked at again every 5 s while a message on the page is still being delivered. */
export const liveMessageList = {
  list: (params: ListParams) => ({
    ...messageList.list(params),
    refetchInterval: (query: { state: { data?: { rows: SentMessage[] } } }) =>
      query.state.data?.rows.some((m) => m.queued > 0) ? 5_000 : false,
  }),
};

export type RecipientParams = { page: number; limit: number; status?: MessageRecipientStatus };

export async function getMessage(id: number, params: RecipientParams): Promise<MessageDetailAnswer> {
  const query: Record<string, string> = { page: String(params.page), limit: String(params.limit) };
  if (params.status) query.status = params.status;
  const { data } = await http.get(`/api/messages/${id}`, { params: query });
  return messageDetailAnswerSchema.parse(data);
}

export async function sendMessage(body: MessageSendInput): Promise<MessageSendAnswer> {
  const { data } = await http.post('/api/client-portal/send-email', body);
  return messageSendAnswerSchema.parse(data);
}

/** A client the composer lists under a type: checkbox, name and code (§2.4). */
export type MessageClientOption = { client_id: number; client_name: string; client_code: string };
export type MessageClientPage = { clients: MessageClientOption[]; total: number };

/** The page size of the composer's client list; a type with more is narrowed with the search. */
export const MESSAGE_CLIENT_PAGE = 100;

/** Active clients of one type by name (GET /api/clients/?is_active=true&client_type=…), a search narrowing them. */
export async function getMessageClients(type: string, search: string): Promise<MessageClientPage> {
  const params: Record<string, string> = {
    is_active: 'true',
    client_type: type,
    page: '1',
    limit: String(MESSAGE_CLIENT_PAGE),
    sort: 'name',
    order: 'asc',
  };
  if (search) params.search = search;
  const { data } = await http.get('/api/clients/', { params });
  const answer = clientListAnswerSchema.parse(data);
  return {
    clients: answer.data.clients
      .filter((c) => fromWireClientType(c.client_type) === fromWireClientType(type))
      .map((c) => ({ client_id: Number(c.client_id), client_name: c.client_name ?? '', client_code: c.client_code ?? '' })),
    total: answer.pagination.total,
  };
}

export const messageQueries = {
  all: messageList.all,
  lists: messageList.lists,
  list: messageList.list,
  detail: (id: number, params: RecipientParams) =>
    queryOptions({
      queryKey: [...messageList.all(), 'detail', id, params] as const,
      queryFn: () => getMessage(id, params),
      placeholderData: keepPreviousData,
    }),
  clients: (type: string, search: string) =>
    queryOptions({
      queryKey: ['message-clients', type, search] as const,
      queryFn: () => getMessageClients(type, search),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};

/** A sent message joins Sent Messages at once; its counts move as the server delivers (the list refetches). */
export const useSendMessage = () =>
  useCacheWrite(sendMessage, (queryClient) => void queryClient.invalidateQueries({ queryKey: messageQueries.all() }));
