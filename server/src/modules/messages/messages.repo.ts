import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  messageTargetSummary,
  type MessageListQuery,
  type MessageRecipient,
  type MessageRecipientQuery,
  type SentMessage,
} from '@firm/shared/domain/message';
import { offsetOf } from '@firm/shared/domain/list';
import type { Db } from '../../db/database';
import { containsPattern, countAll } from '../../db/list-page';
import { clientContacts, clients, messageRecipients, messages, users } from '../../db/schema';

// Sent messages as the admin reads them, always within the admin's own firm: the list with each
// message's counts by status, and one message with its recipients a page at a time.

type Counts = { recipients: number; sent: number; failed: number; queued: number };

async function countsOf(db: Db, messageIds: number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(messageIds.map((id) => [id, { recipients: 0, sent: 0, failed: 0, queued: 0 }]));
  if (messageIds.length === 0) return counts;
  const rows = await db
    .select({ messageId: messageRecipients.messageId, status: messageRecipients.status, n: countAll() })
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, messageIds))
    .groupBy(messageRecipients.messageId, messageRecipients.status);
  for (const row of rows) {
    const c = counts.get(row.messageId)!;
    c.recipients += row.n;
    // 'claimed' and 'sending' are a worker's claim in progress: still waiting, as far as the admin is concerned.
    if (row.status === 'sent') c.sent += row.n;
    else if (row.status === 'failed') c.failed += row.n;
    else c.queued += row.n;
  }
  return counts;
}

const messageColumns = {
  id: messages.id,
  subject: messages.subject,
  body: messages.body,
  target: messages.target,
  createdAt: messages.createdAt,
  senderFirst: users.firstName,
  senderLast: users.lastName,
};
type MessageRow = {
  id: number;
  subject: string;
  target: SentMessage['target'];
  createdAt: Date;
  senderFirst: string;
  senderLast: string;
};

function toSentMessage(row: MessageRow, counts: Counts): SentMessage {
  return {
    message_id: row.id,
    subject: row.subject,
    created_at: row.createdAt.toISOString(),
    sender_name: `${row.senderFirst} ${row.senderLast}`.trim(),
    target: row.target,
    target_summary: messageTargetSummary(row.target),
    ...counts,
  };
}

/** GET /api/messages: newest first; `search` looks in the subject. */
export async function listMessages(
  db: Db,
  organizationId: number,
  query: MessageListQuery,
): Promise<{ rows: SentMessage[]; total: number }> {
  const where = and(
    eq(messages.organizationId, organizationId),
    query.search ? ilike(messages.subject, containsPattern(query.search)) : undefined,
  );
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [total]] = await Promise.all([
    db
      .select(messageColumns)
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(where)
      .orderBy(sql`${messages.createdAt} ${direction}`, sql`${messages.id} ${direction}`)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: countAll() }).from(messages).where(where),
  ]);
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((row) => toSentMessage(row, counts.get(row.id)!)), total: total?.n ?? 0 };
}

export type MessageFound = SentMessage & { body: string };

export async function findMessage(db: Db, organizationId: number, id: number): Promise<MessageFound | null> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.id, id), eq(messages.organizationId, organizationId)));
  if (!row) return null;
  const counts = await countsOf(db, [row.id]);
  return { ...toSentMessage(row, counts.get(row.id)!), body: row.body };
}

const STATUS_FILTER = {
  queued: inArray(messageRecipients.status, ['queued', 'claimed', 'sending']),
  sent: eq(messageRecipients.status, 'sent'),
  failed: eq(messageRecipients.status, 'failed'),
};

/** One page of a message's recipients, in the order they were added, with their client and contact. */
export async function recipientsPage(
  db: Db,
  organizationId: number,
  messageId: number,
  query: MessageRecipientQuery,
): Promise<{ rows: MessageRecipient[]; total: number }> {
  const where = and(
    eq(messageRecipients.messageId, messageId),
    eq(messageRecipients.organizationId, organizationId),
    query.status ? STATUS_FILTER[query.status] : undefined,
    query.search ? ilike(messageRecipients.email, containsPattern(query.search.toLowerCase())) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: messageRecipients.id,
        clientId: messageRecipients.clientId,
        clientName: clients.clientName,
        clientCode: clients.clientCode,
        contactName: clientContacts.name,
        email: messageRecipients.email,
        status: messageRecipients.status,
        attempts: messageRecipients.attempts,
        lastError: messageRecipients.lastError,
        sentAt: messageRecipients.sentAt,
      })
      .from(messageRecipients)
      .innerJoin(clients, eq(clients.id, messageRecipients.clientId))
      .innerJoin(clientContacts, eq(clientContacts.id, messageRecipients.contactId))
      .where(where)
      .orderBy(query.order === 'desc' ? desc(messageRecipients.id) : messageRecipients.id)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: countAll() }).from(messageRecipients).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      recipient_id: r.id,
      client_id: r.clientId,
      client_name: r.clientName,
      client_code: r.clientCode,
      contact_name: r.contactName,
      email: r.email,
      status: r.status === 'sending' || r.status === 'claimed' ? 'queued' : r.status,
      attempts: r.attempts,
      reason: r.status === 'sent' ? null : r.lastError,
      sent_at: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total: total?.n ?? 0,
  };
}
