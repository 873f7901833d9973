import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { messageSendSchema } from '@firm/shared/domain/message';
import type { ClientType } from '@firm/shared/domain/client';
import type { Db } from '../../db/database';
import { clientContacts, clients, messageRecipients } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import type { MailMessage } from '../../platform/mail';
import { bearer, seedOrganization, type SeededOrganization, type UserRow } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Driver } from '../../test/test-database';
import { sendMessage } from './messages.service';

// What the message tests share: two firms, clients seeded with the contacts a test needs, a mailer that
// records what it is given and fails for the addresses a test names, and the recipient rows as stored.

export type SeedContact = { email: string | null; active?: boolean; name?: string };
export type SeedClient = { name: string; type?: ClientType; active?: boolean; contacts: SeedContact[] };
export type SeededClient = { id: number; name: string; code: string; contactIds: number[] };

/** One client of `org` with its contacts (e-mails lower-cased, as the clients module stores them). */
export async function seedClient(db: Db, organizationId: number, spec: SeedClient): Promise<SeededClient> {
  const code = `MSG_${randomBytes(4).toString('hex').toUpperCase()}`;
  const [client] = await db
    .insert(clients)
    .values({
      organizationId,
      clientCode: code,
      clientName: spec.name,
      clientType: spec.type ?? 'private_limited',
      isActive: spec.active ?? true,
    })
    .returning({ id: clients.id });
  const contacts =
    spec.contacts.length === 0
      ? []
      : await db
          .insert(clientContacts)
          .values(
            spec.contacts.map((c, i) => ({
              organizationId,
              clientId: client!.id,
              name: c.name ?? `Contact ${i + 1}`,
              email: c.email?.toLowerCase() ?? null,
              isActive: c.active ?? true,
            })),
          )
          .returning({ id: clientContacts.id });
  return { id: client!.id, name: spec.name, code, contactIds: contacts.map((c) => c.id) };
}

/** `count` active clients of one type with `perClient` contacts each, inserted a thousand rows a statement. */
export async function seedManyClients(db: Db, organizationId: number, count: number, perClient: number, type: ClientType = 'huf') {
  const tag = randomBytes(3).toString('hex');
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const rows = await db
      .insert(clients)
      .values(
        Array.from({ length: size }, (_, i) => ({
          organizationId,
          clientCode: `BULK_${tag}_${start + i}`,
          clientName: `Bulk Client ${start + i}`,
          clientType: type,
        })),
      )
      .returning({ id: clients.id });
    const contacts = rows.flatMap((row, i) =>
      Array.from({ length: perClient }, (_, k) => ({
        organizationId,
        clientId: row.id,
        name: `Bulk Contact ${start + i}-${k}`,
        email: `c${start + i}-${k}@bulk-${tag}.test`,
      })),
    );
    for (let j = 0; j < contacts.length; j += 1000) await db.insert(clientContacts).values(contacts.slice(j, j + 1000));
  }
}

/** A message of `org` to all its clients, for suites that need one to exist (matrix, fuzz). */
export async function seedMessage(db: Db, org: SeededOrganization, now: Date): Promise<number> {
  const body = messageSendSchema.parse({ subject: 'Seeded message', body: 'Hello', target: { send_to_all: true } });
  const sender = org.subjects.admin as Extract<typeof org.subjects.admin, { kind: 'user' }>;
  return (await sendMessage(db, sender, body, now)).messageId;
}

export type RecordingMailer = {
  sent: MailMessage[];
  /** Addresses whose delivery rejects with `reason`. */
  failing: Map<string, string>;
  /** While set, every send waits for it. */
  gate: Promise<void> | null;
};

export type MessagesTestContext = {
  t: TestApp;
  org: SeededOrganization;
  other: SeededOrganization;
  clock: ReturnType<typeof manualClock>;
  mail: RecordingMailer;
  send: (body: unknown, who?: UserRow) => Promise<LightMyRequestResponse>;
  get: (url: string, who?: UserRow) => Promise<LightMyRequestResponse>;
  /** The recipient rows of a message as stored, by e-mail. */
  rows: (messageId: number) => Promise<Map<string, typeof messageRecipients.$inferSelect>>;
  /** Recipient e-mails of a message. */
  emails: (messageId: number) => Promise<string[]>;
};

/** Registers beforeAll/afterAll for the enclosing describe; the fields are ready inside the tests. */
export function messagesTestContext(driver: Driver): MessagesTestContext {
  const c = {
    clock: manualClock(new Date('2026-11-21T10:00:00Z')),
    mail: { sent: [], failing: new Map(), gate: null },
  } as unknown as MessagesTestContext;
  c.send = (body, who = c.org.users.admin) =>
    c.t.app.inject({ method: 'POST', url: '/api/client-portal/send-email', headers: bearer(c.t.app, who), payload: body as object });
  c.get = (url, who = c.org.users.admin) => c.t.app.inject({ method: 'GET', url, headers: bearer(c.t.app, who) });
  c.rows = async (messageId) => {
    const rows = await c.t.app.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, messageId));
    return new Map(rows.map((r) => [r.email, r]));
  };
  c.emails = async (messageId) => [...(await c.rows(messageId)).keys()].sort();
  beforeAll(async () => {
    c.t = await createTestApp(driver, { clock: c.clock });
    c.t.app.mailer.send = async (message) => {
      if (c.mail.gate) await c.mail.gate;
      const reason = c.mail.failing.get(message.to);
      if (reason) throw new Error(reason);
      c.mail.sent.push(message);
    };
    c.org = await seedOrganization(c.t.app.db, { name: 'Kapoor Iyer & Co.' });
    c.other = await seedOrganization(c.t.app.db, { name: 'Other Firm' });
  });
  afterAll(() => c.t.close());
  return c;
}

/** Rows of every message in a status (across messages: for the worker's own checks). */
export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: messageRecipients.status, n: sql<number>`count(*)::int` })
    .from(messageRecipients)
    .groupBy(messageRecipients.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
