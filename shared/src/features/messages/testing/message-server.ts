import {
  messageDetailAnswerSchema,
  messageListAnswerSchema,
  messageSendAnswerSchema,
  messageSendSchema,
  messageTargetSummary,
  messageTexts,
  type MessageDetail,
  type MessageRecipient,
  type MessageTarget,
  type SentMessage,
} from '@firm/shared/domain/message';
import { toWireClientType } from '@firm/shared/domain/client';
import { clientListAnswerSchema } from '@firm/shared/domain/list';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';
import { listServerReply } from '@firm/shared/ui/testing';

// Tests only: a fake of the Messages calls over arrays. The send validates with the server's own schema,
// resolves the target over the fake clients (active ones, by id or name) and records the message with one
// queued recipient per client; `deliver` then marks them as the worker would. Each success is checked
// against the route's answer schema (checkedReply).

export type FakeClient = { client_id: number; client_name: string; client_code: string; client_type: string; is_active: boolean };
export type FakeMessage = SentMessage & { body: string; recipient_list: MessageRecipient[] };

export function fakeClient(id: number, name: string, type = 'private_limited', overrides: Partial<FakeClient> = {}): FakeClient {
  return {
    client_id: id,
    client_name: name,
    client_code: `CLI_${String(id).padStart(3, '0')}`,
    client_type: type,
    is_active: true,
    ...overrides,
  };
}

export function sentMessage(id: number, overrides: Partial<FakeMessage> = {}): FakeMessage {
  const target: MessageTarget = overrides.target ?? { send_to_all: true, client_types: [] };
  return {
    message_id: id,
    subject: `Message ${id}`,
    body: 'Hello',
    created_at: `2026-11-${String(10 + id).padStart(2, '0')}T05:30:00.000Z`,
    sender_name: 'Rohan Mehta',
    target,
    target_summary: messageTargetSummary(target),
    recipients: 0,
    sent: 0,
    failed: 0,
    queued: 0,
    recipient_list: [],
    ...overrides,
  };
}

export function recipientOf(id: number, status: MessageRecipient['status'], overrides: Partial<MessageRecipient> = {}): MessageRecipient {
  return {
    recipient_id: id,
    client_id: 1,
    client_name: 'Rao Textiles',
    client_code: 'CLI_001',
    contact_name: `Contact ${id}`,
    email: `contact${id}@client.test`,
    status,
    attempts: status === 'queued' ? 0 : 1,
    reason: status === 'failed' ? '550 Mailbox unavailable' : null,
    sent_at: status === 'sent' ? '2026-11-20T05:31:00.000Z' : null,
    ...overrides,
  };
}

const refused = (status: number, message: string, code = 'VALIDATION'): MockReply => ({ status, data: { success: false, message, code } });

function countsOf(list: MessageRecipient[]) {
  return {
    recipients: list.length,
    sent: list.filter((r) => r.status === 'sent').length,
    failed: list.filter((r) => r.status === 'failed').length,
    queued: list.filter((r) => r.status === 'queued').length,
  };
}

export type MessageServerOptions = {
  /** Answers a call before the fake does (a failure, a held answer); undefined lets the fake answer. */
  intercept?: (request: MockRequest) => MockReply | undefined | Promise<MockReply | undefined>;
};

export function messageServer(clients: FakeClient[], messages: FakeMessage[] = [], options: MessageServerOptions = {}): MockRequest[] {
  return mockApi(async (request) => {
    const own = await options.intercept?.(request);
    if (own) return own;
    const { method, url } = request;
    const params = (request.params ?? {}) as Record<string, string>;
    if (url === '/api/clients/') {
      const rows = clients.map((c) => ({ ...c, cin: null, phone: null, email: null }));
      return listServerReply(rows, request, {
        answer: clientListAnswerSchema,
        wrap: (page) => ({ clients: page }),
        searchIn: (c) => [c.client_name, c.client_code],
        filters: { is_active: (c, v) => String(c.is_active) === v, client_type: (c, v) => c.client_type === v },
        sortBy: { name: (c) => c.client_name },
        summary: (m) => ({ counts_by_type: {}, total: m.length }),
      });
    }
    if (method === 'POST' && url === '/api/client-portal/send-email') {
      const parsed = messageSendSchema.safeParse(request.body);
      if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
      const { subject, body, target } = parsed.data;
      const active = clients.filter((c) => c.is_active);
      const stored: MessageTarget = { send_to_all: target.send_to_all, client_types: [] };
      let reached = target.send_to_all ? active : [];
      for (const entry of target.client_types) {
        const ofType = active.filter((c) => c.client_type === toWireClientType(entry.type));
        const chosen = entry.select_all
          ? ofType
          : ofType.filter((c) => entry.clients.some((ref) => ref === c.client_id || ref === c.client_name));
        reached = [...reached, ...chosen];
        stored.client_types.push({
          type: toWireClientType(entry.type),
          select_all: entry.select_all,
          clients: entry.select_all
            ? []
            : chosen.map((c) => ({ client_id: c.client_id, client_name: c.client_name, client_code: c.client_code })),
        });
      }
      if (reached.length === 0) return refused(400, messageTexts.noRecipients, 'MESSAGE_NO_RECIPIENTS');
      const id = Math.max(0, ...messages.map((m) => m.message_id)) + 1;
      const recipient_list = reached.map((c, i) =>
        recipientOf(id * 1000 + i, 'queued', { client_id: c.client_id, client_name: c.client_name, client_code: c.client_code }),
      );
      messages.unshift(
        sentMessage(id, {
          subject,
          body,
          target: stored,
          target_summary: messageTargetSummary(stored),
          recipient_list,
          ...countsOf(recipient_list),
        }),
      );
      return checkedReply(messageSendAnswerSchema, {
        status: 201,
        data: { success: true, message: messageTexts.sent, data: { message_id: id, recipients: recipient_list.length } },
      });
    }
    if (url === '/api/messages') {
      return listServerReply(
        messages.map(({ body: _body, recipient_list: _list, ...row }) => row),
        request,
        { answer: messageListAnswerSchema, wrap: (rows) => ({ messages: rows }), searchIn: (m) => [m.subject] },
      );
    }
    const messageId = /^\/api\/messages\/(\d+)$/.exec(url)?.[1];
    if (messageId) {
      const message = messages.find((m) => m.message_id === Number(messageId));
      if (!message) return refused(404, messageTexts.notFound, 'NOT_FOUND');
      const page = Number(params.page ?? 1);
      const limit = Number(params.limit ?? 100);
      const matched = message.recipient_list.filter((r) => !params.status || r.status === params.status);
      const data: MessageDetail = {
        ...message,
        ...countsOf(message.recipient_list),
        recipient_list: matched.slice((page - 1) * limit, page * limit),
      };
      const pagination = { page, limit, total: matched.length, pages: Math.ceil(matched.length / limit) };
      return checkedReply(messageDetailAnswerSchema, { status: 200, data: { success: true, data, pagination } });
    }
    return { status: 404, data: { success: false, message: 'Not found' } };
  });
}
