import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { MailMessage } from '../../platform/mail';
import { queueMail } from '../../platform/mail-outbox';
import { testDrivers } from '../../test/test-database';
import { INTERRUPTED } from './delivery-queues';
import { createMessageWorker } from './message-worker';
import { messagesTestContext, seedManyClients } from './messages.test-support';

// After a kill -9 during delivery a third of a broadcast's recipients got the message
// twice (97 of 302). A process dies here as kill -9 leaves it: its mail server has accepted some mails it
// never marked, and it never runs again. Another process takes over. Nobody may get two mails.

/** What the mail servers received, by address. */
type Inbox = Map<string, number>;
const receive = (inbox: Inbox, mail: MailMessage) => inbox.set(mail.to, (inbox.get(mail.to) ?? 0) + 1);
const twice = (inbox: Inbox) => [...inbox].filter(([, n]) => n > 1).map(([to]) => to);

describe.each(testDrivers())('delivery across a crash and across processes (%s)', (driver) => {
  const c = messagesTestContext(driver);
  const quiet = { error: () => undefined };

  /** A process whose mail server takes `accepted` mails, then takes every further one and never answers: it died. */
  const dyingProcess = (inbox: Inbox, accepted: number) => {
    let calls = 0;
    return createMessageWorker({
      db: c.t.app.db,
      clock: c.clock,
      log: quiet,
      send: async (mail) => {
        calls += 1;
        // Accepted by the mail server before the process was killed, in either case.
        receive(inbox, mail);
        if (calls > accepted) await new Promise<void>(() => undefined);
      },
    });
  };
  const healthyProcess = (inbox: Inbox) =>
    createMessageWorker({ db: c.t.app.db, clock: c.clock, log: quiet, send: async (mail) => void receive(inbox, mail) });
  /** Two minutes on, another process starts: it takes back what the dead one held and delivers the rest. */
  const takeOver = async (inbox: Inbox) => {
    c.clock.advance(2 * 60_000);
    const next = healthyProcess(inbox);
    await next.start();
    await next.drain();
    await next.stop();
  };

  beforeAll(() => c.t.app.messageWorker.stop());

  it('gives no recipient of a broadcast two mails when the delivering process is killed after 97 of 302', async () => {
    await seedManyClients(c.t.app.db, c.org.organization.id, 151, 2, 'society');
    const response = await c.send({ subject: 'Crash', body: 'Once.', target: { client_types: [{ type: 'society', select_all: true }] } });
    expect(response.json().data.recipients).toBe(302);
    const messageId = response.json().data.message_id as number;

    const inbox: Inbox = new Map();
    void dyingProcess(inbox, 97).drain();
    for (let i = 0; i < 100 && [...inbox.values()].reduce((a, b) => a + b, 0) < 97 + 8; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await takeOver(inbox);
    expect(twice(inbox)).toEqual([]);
    const rows = [...(await c.rows(messageId)).values()];
    expect(inbox.size).toBe(302);
    // The mails that were in the mail server's hands when the process died (one per lane) are reported
    // failed, with the reason; every other recipient is sent.
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed.length).toBeLessThanOrEqual(8);
    expect(failed.every((r) => r.lastError === INTERRUPTED)).toBe(true);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(302 - failed.length);
  });

  it('gives no mail of the outbox twice when the delivering process is killed mid-batch', async () => {
    const now = c.clock.now();
    await queueMail(
      c.t.app.db,
      Array.from({ length: 150 }, (_, i) => ({ to: `crash-${i}@outbox.test`, subject: `Receipt ${i}`, text: 'x', html: '<p>x</p>' })),
      now,
    );
    const inbox: Inbox = new Map();
    void dyingProcess(inbox, 40).drain();
    for (let i = 0; i < 100 && inbox.size < 40 + 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await takeOver(inbox);
    expect(twice(inbox)).toEqual([]);
    expect(inbox.size).toBe(150);
    const rows = await c.t.app.db.select().from(mailOutbox);
    expect(rows.filter((r) => r.status !== 'sent' && r.status !== 'failed')).toEqual([]);
    expect(rows.filter((r) => r.status === 'failed').every((r) => r.lastError === INTERRUPTED)).toBe(true);
  });

  it('delivers each outbox mail exactly once with two processes delivering at the same time', async () => {
    await c.t.app.db.delete(mailOutbox);
    await queueMail(
      c.t.app.db,
      Array.from({ length: 240 }, (_, i) => ({ to: `pair-${i}@outbox.test`, subject: `Invoice ${i}`, text: 'x', html: '<p>x</p>' })),
      c.clock.now(),
    );
    const inbox: Inbox = new Map();
    const process = () =>
      createMessageWorker({
        db: c.t.app.db,
        clock: c.clock,
        log: quiet,
        batchSize: 20,
        send: async (mail) => {
          receive(inbox, mail);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      });
    await Promise.all([process().drain(), process().drain()]);
    expect(inbox.size).toBe(240);
    expect(twice(inbox)).toEqual([]);
    expect(await c.t.app.db.$count(mailOutbox, eq(mailOutbox.status, 'sent'))).toBe(240);
  });

  it('tries a failing outbox mail three times with backoff, then fails it with the reason, logged without the address', async () => {
    await c.t.app.db.delete(mailOutbox);
    await queueMail(c.t.app.db, { to: 'gone@outbox.test', subject: 'Receipt RCT/1', text: 'x', html: '<p>x</p>' }, c.clock.now());
    const logged: object[] = [];
    let tries = 0;
    const worker = createMessageWorker({
      db: c.t.app.db,
      clock: c.clock,
      log: { error: (obj) => void logged.push(obj) },
      send: async () => {
        tries += 1;
        throw new Error('550 5.1.1 Mailbox unavailable');
      },
    });
    for (const wait of [0, 30_000, 120_000]) {
      c.clock.advance(wait);
      await worker.drain();
    }
    expect(tries).toBe(3);
    const [row] = await c.t.app.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 5.1.1 Mailbox unavailable' });
    expect(logged).toEqual([{ error: '550 5.1.1 Mailbox unavailable', subject: 'Receipt RCT/1', outboxId: row!.id }]);
  });
});
