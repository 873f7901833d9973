import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_RECIPIENTS_MAX, messageTexts as T, type MessageSend, type MessageTarget } from '@firm/shared/domain/message';
import { toWireClientType, type ClientType } from '@firm/shared/domain/client';
import type { Db, Tx } from '../../db/database';
import { clients, messages } from '../../db/schema';
import type { Staff } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import { rowsOf } from '../../db/rows';

// POST /api/client-portal/send-email: the target becomes recipients here, on the server, within the
// sender's firm; the message and all its recipient rows are written in one transaction, then the worker
// delivers them. Nothing is sent before the transaction commits, and a refused send writes nothing.

type TypeTarget = MessageSend['target']['client_types'][number];
type ChosenClient = { id: number; name: string; code: string };

/** The chosen clients of one type entry, looked up among the firm's active clients of that type; any that match none is refused. */
async function chosenClients(tx: Tx, organizationId: number, entry: TypeTarget): Promise<ChosenClient[]> {
  const ids = [...new Set(entry.clients.filter((c): c is number => typeof c === 'number'))];
  const names = [...new Set(entry.clients.filter((c): c is string => typeof c === 'string').map((name) => name.toLowerCase()))];
  const matches: SQL[] = [];
  if (ids.length > 0) matches.push(inArray(clients.id, ids));
  if (names.length > 0) matches.push(inArray(sql`lower(${clients.clientName})`, names));
  const rows = await tx
    .select({ id: clients.id, name: clients.clientName, code: clients.clientCode })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), eq(clients.isActive, true), eq(clients.clientType, entry.type), or(...matches)))
    .orderBy(clients.clientName, clients.id);
  const foundIds = new Set(rows.map((r) => r.id));
  const foundNames = new Set(rows.map((r) => r.name.toLowerCase()));
  const unknown = [
    ...ids.filter((id) => !foundIds.has(id)).map(String),
    ...entry.clients.filter((c): c is string => typeof c === 'string' && !foundNames.has(c.toLowerCase())),
  ];
  if (unknown.length > 0) {
    throw badRequest(
      T.unknownClients(unknown),
      [{ field: 'target.client_types', message: T.unknownClients(unknown) }],
      'MESSAGE_CLIENT_UNKNOWN',
    );
  }
  return rows;
}

/** Resolves the target: the stored form (chosen clients with their names and codes) and the SQL condition on `clients`. */
async function resolveTarget(
  tx: Tx,
  organizationId: number,
  target: MessageSend['target'],
): Promise<{ stored: MessageTarget; where: SQL }> {
  if (target.send_to_all) return { stored: { send_to_all: true, client_types: [] }, where: sql`true` };
  const stored: MessageTarget = { send_to_all: false, client_types: [] };
  const conditions: SQL[] = [];
  // One entry per type: a type named twice takes the union of what each entry named.
  const byType = new Map<ClientType, TypeTarget>();
  for (const entry of target.client_types) {
    const seen = byType.get(entry.type);
    byType.set(
      entry.type,
      seen ? { type: entry.type, select_all: seen.select_all || entry.select_all, clients: [...seen.clients, ...entry.clients] } : entry,
    );
  }
  for (const entry of byType.values()) {
    const wholeType = entry.select_all || entry.clients.length === 0;
    if (wholeType) {
      conditions.push(sql`c.client_type = ${entry.type}`);
      stored.client_types.push({ type: toWireClientType(entry.type), select_all: true, clients: [] });
      continue;
    }
    const chosen = await chosenClients(tx, organizationId, entry);
    conditions.push(
      sql`c.id in (${sql.join(
        chosen.map((c) => sql`${c.id}`),
        sql`, `,
      )})`,
    );
    stored.client_types.push({
      type: toWireClientType(entry.type),
      select_all: false,
      clients: chosen.map((c) => ({ client_id: c.id, client_name: c.name, client_code: c.code })),
    });
  }
  return { stored, where: sql.join(conditions, sql` or `) };
}

/**
 * Inserts the message and one queued recipient per address in one INSERT ... SELECT: the recipients never
 * travel through the server (5,000 or 100,000 rows are one statement, no bind-parameter limit), and the
 * same address reached through two clients gets one mail.
 */
export async function sendMessage(db: Db, sender: Staff, body: MessageSend, now: Date): Promise<{ messageId: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const { stored, where } = await resolveTarget(tx, sender.organizationId, body.target);
    const [message] = await tx
      .insert(messages)
      .values({
        organizationId: sender.organizationId,
        senderId: sender.id,
        subject: body.subject,
        body: body.body,
        target: stored,
        createdAt: now,
      })
      .returning({ id: messages.id });
    const at = now.toISOString();
    const inserted = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with added as (
          insert into message_recipients (organization_id, message_id, client_id, contact_id, email, status, attempts, next_attempt_at)
          select distinct on (cc.email) ${sender.organizationId}::int, ${message!.id}::int, c.id, cc.id, cc.email, 'queued', 0, ${at}::timestamptz
          from client_contacts cc
          join clients c on c.id = cc.client_id
          where c.organization_id = ${sender.organizationId} and cc.organization_id = ${sender.organizationId}
            and c.is_active and cc.is_active and cc.email is not null and cc.email <> ''
            and (${where})
          order by cc.email, c.id, cc.id
          returning 1
        )
        select count(*)::int as n from added`),
    );
    const recipients = Number(inserted[0]?.n ?? 0);
    if (recipients === 0) throw badRequest(T.noRecipients, [{ field: 'target', message: T.noRecipients }], 'MESSAGE_NO_RECIPIENTS');
    if (recipients > MESSAGE_RECIPIENTS_MAX) {
      const text = T.tooManyRecipients(MESSAGE_RECIPIENTS_MAX);
      throw badRequest(text, [{ field: 'target', message: text }], 'MESSAGE_TOO_MANY_RECIPIENTS');
    }
    return { messageId: message!.id, recipients };
  });
}
