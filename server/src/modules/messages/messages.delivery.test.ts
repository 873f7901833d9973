import { eq } from 'drizzle-orm';
import { messageRecipients } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { INTERRUPTED } from './delivery-queues';
import { createMessageWorker, type MessageWorkerOptions } from './message-worker';
import { countByStatus, messagesTestContext, seedClient, seedManyClients } from './messages.test-support';

// Delivery: off the request path, a status per recipient with the reason of a failure,
// retries with backoff, nothing lost or sent twice across a restart, and nothing a sender types can
// become HTML or a mail header.

describe.each(testDrivers())('delivering messages (%s)', (driver) => {
  const c = messagesTestContext(driver);
  const send = async (payload: object) => {
    const response = await c.send(payload);
    if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
    return response.json().data as { message_id: number; recipients: number };
  };
  const bouncePartners = { client_types: [{ type: 'partnership_registered', clients: ['Bounce Partners'] }] };
  /** Another process delivering from the same database, silent on failures. */
  const worker = (options: Pick<MessageWorkerOptions, 'send'> & Partial<MessageWorkerOptions>) =>
    createMessageWorker({ db: c.t.app.db, clock: c.clock, log: { error: () => undefined }, ...options });
  /** A process whose mail server takes every mail and never answers. */
  const hungWorker = (options: Partial<MessageWorkerOptions> = {}) =>
    worker({ send: () => new Promise<void>(() => undefined), ...options });

  beforeAll(async () => {
    await seedClient(c.t.app.db, c.org.organization.id, {
      name: 'Bounce Partners',
      type: 'partnership_registered',
      contacts: [{ email: 'ok@bounce.test' }, { email: 'bounce@bounce.test' }, { email: 'also-ok@bounce.test' }],
    });
  });
  afterEach(() => {
    c.mail.failing.clear();
    c.mail.sent.length = 0;
  });

  it('marks each recipient sent or failed with the reason, retrying a failure twice with backoff', async () => {
    c.mail.failing.set('bounce@bounce.test', '550 5.1.1 Mailbox unavailable');
    const { message_id } = await send({
      subject: 'Partnership return',
      body: 'Please send the books.',
      target: { client_types: [{ type: 'partnership_registered', select_all: true }] },
    });
    await c.t.app.messageWorker.drain();
    let rows = await c.rows(message_id);
    expect(rows.get('ok@bounce.test')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(rows.get('bounce@bounce.test')).toMatchObject({ status: 'queued', attempts: 1, lastError: '550 5.1.1 Mailbox unavailable' });

    // Not before its backoff, then again after 30 s, and a last time 2 minutes later.
    await c.t.app.messageWorker.drain();
    expect((await c.rows(message_id)).get('bounce@bounce.test')!.attempts).toBe(1);
    c.clock.advance(30_000);
    await c.t.app.messageWorker.drain();
    expect((await c.rows(message_id)).get('bounce@bounce.test')).toMatchObject({ status: 'queued', attempts: 2 });
    c.clock.advance(120_000);
    await c.t.app.messageWorker.drain();
    rows = await c.rows(message_id);
    expect(rows.get('bounce@bounce.test')).toMatchObject({ status: 'failed', attempts: 3, lastError: '550 5.1.1 Mailbox unavailable' });
    expect(c.mail.sent.map((m) => m.to).sort()).toEqual(['also-ok@bounce.test', 'ok@bounce.test']);

    const list = (await c.get('/api/messages')).json().data.messages[0];
    expect(list).toMatchObject({ message_id, recipients: 3, sent: 2, failed: 1, queued: 0 });
    const failed = (await c.get(`/api/messages/${message_id}?status=failed`)).json();
    expect(failed.pagination.total).toBe(1);
    expect(failed.data.recipient_list[0]).toMatchObject({
      email: 'bounce@bounce.test',
      client_name: 'Bounce Partners',
      status: 'failed',
      attempts: 3,
      reason: '550 5.1.1 Mailbox unavailable',
      sent_at: null,
    });
    const all = (await c.get(`/api/messages/${message_id}?limit=2`)).json();
    expect(all.pagination).toMatchObject({ total: 3, pages: 2 });
    expect(all.data.recipient_list.every((r: { status: string }) => ['sent', 'failed'].includes(r.status))).toBe(true);
  });

  it('sends the body as plain text: nothing typed becomes HTML or a header', async () => {
    const body = '<script>alert("x")</script>\nDear client,\n<a href="https://evil.test">pay here</a> & thanks';
    await send({
      subject: 'Reminder\r\nBcc: everyone@evil.test\nX-Priority: 1',
      body,
      target: bouncePartners,
    });
    await c.t.app.messageWorker.drain();
    expect(c.mail.sent).toHaveLength(3);
    const mail = c.mail.sent[0]!;
    expect(mail.subject).toBe('Reminder Bcc: everyone@evil.test X-Priority: 1');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toBe(body);
    expect(mail.html).not.toMatch(/<script|<a /);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>\nDear client,<br>\n&lt;a href=');
    expect(mail.html).toContain('&amp; thanks');
  });

  it('sends nobody twice when a process stops mid-send: what may have left fails, saying so; the rest is sent', async () => {
    await c.t.app.messageWorker.stop();
    const { message_id, recipients } = await send({
      subject: 'Restart',
      body: 'Once each.',
      target: { client_types: [{ type: 'partnership_registered', select_all: true }] },
    });
    expect(recipients).toBe(3);
    // A second process claims two rows and hangs in its mail server's call: it never marks them.
    const hung = hungWorker({ batchSize: 2 });
    void hung.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    let rows = [...(await c.rows(message_id)).values()];
    expect(rows.filter((r) => r.status === 'sending')).toHaveLength(2);

    // Within a minute the claim may be a live process's: it is left alone.
    expect(await c.t.app.messageWorker.recover()).toBe(0);
    // The restart, two minutes later: the two mails may have reached their mail server, so they are not
    // sent again but reported; the third, never claimed, is sent.
    c.clock.advance(2 * 60_000);
    await c.t.app.messageWorker.start();
    await c.t.app.messageWorker.drain();
    rows = [...(await c.rows(message_id)).values()];
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'failed', 'sent']);
    expect(rows.filter((r) => r.status === 'failed').every((r) => r.lastError === INTERRUPTED)).toBe(true);
    const mails = c.mail.sent.filter((m) => m.subject === 'Restart').map((m) => m.to);
    expect(mails).toEqual([rows.find((r) => r.status === 'sent')!.email]);
  });

  it('does not let a hung mail server hold the shutdown', async () => {
    const hung = hungWorker({ stopWaitMs: 50 });
    await c.t.app.messageWorker.stop();
    const { message_id } = await send({ subject: 'Hung', body: 'x', target: bouncePartners });
    await hung.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    await hung.stop();
    expect(performance.now() - started).toBeLessThan(1_000);
    // Its rows wait, in the mail server's hands, for the next process to take them back.
    expect([...(await c.rows(message_id)).values()].map((r) => r.status)).toEqual(['sending', 'sending', 'sending']);
    c.clock.advance(2 * 60_000);
    await c.t.app.messageWorker.start();
    await c.t.app.messageWorker.drain();
    // Whether they arrived is unknown: reported, never sent a second time.
    expect([...(await c.rows(message_id)).values()].map((r) => [r.status, r.lastError])).toEqual(Array(3).fill(['failed', INTERRUPTED]));
    expect(c.mail.sent.filter((m) => m.subject === 'Hung')).toEqual([]);
  });

  it('hands back at shutdown what a hung mail server never started, for the next process to send at once', async () => {
    await c.t.app.messageWorker.stop();
    const { message_id } = await send({ subject: 'Handed back', body: 'x', target: bouncePartners });
    const hung = hungWorker({ concurrency: 1, stopWaitMs: 50 });
    await hung.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await hung.stop();
    // One in the mail server's hands, two handed back without waiting for the claim to go stale.
    let rows = [...(await c.rows(message_id)).values()];
    expect(rows.map((r) => r.status).sort()).toEqual(['queued', 'queued', 'sending']);
    await c.t.app.messageWorker.start();
    await c.t.app.messageWorker.drain();
    rows = [...(await c.rows(message_id)).values()];
    expect(rows.map((r) => r.status).sort()).toEqual(['sending', 'sent', 'sent']);
    expect(c.mail.sent.filter((m) => m.subject === 'Handed back')).toHaveLength(2);
    // The one in doubt is taken back once stale, as failed.
    c.clock.advance(2 * 60_000);
    await c.t.app.messageWorker.recover();
    expect([...(await c.rows(message_id)).values()].map((r) => r.status).sort()).toEqual(['failed', 'sent', 'sent']);
  });

  it("never sends again a row left in the mail server's hands, saying why", async () => {
    await c.t.app.messageWorker.stop();
    const { message_id } = await send({ subject: 'Poison', body: 'x', target: bouncePartners });
    const ok = (await c.rows(message_id)).get('ok@bounce.test')!;
    await c.t.app.db
      .update(messageRecipients)
      .set({ status: 'sending', attempts: 3, claimedAt: new Date(c.clock.now().getTime() - 5 * 60_000) })
      .where(eq(messageRecipients.id, ok.id));
    await c.t.app.messageWorker.start();
    await c.t.app.messageWorker.drain();
    const rows = await c.rows(message_id);
    expect(rows.get('ok@bounce.test')).toMatchObject({ status: 'failed', attempts: 3, lastError: INTERRUPTED });
    expect(rows.get('also-ok@bounce.test')).toMatchObject({ status: 'sent' });
    expect(c.mail.sent.filter((m) => m.subject === 'Poison').map((m) => m.to)).not.toContain('ok@bounce.test');
  });

  it('never gives one recipient to two server processes delivering at the same time', async () => {
    await c.t.app.messageWorker.stop();
    await seedManyClients(c.t.app.db, c.org.organization.id, 300, 1, 'society');
    const { message_id } = await send({
      subject: 'Two workers',
      body: 'x',
      target: { client_types: [{ type: 'society', select_all: true }] },
    });
    const process = (into: string[]) =>
      worker({
        send: async (mail) => {
          into.push(mail.to);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
        batchSize: 20,
      });
    const a: string[] = [];
    const b: string[] = [];
    await Promise.all([process(a).drain(), process(b).drain()]);
    expect(a.length + b.length).toBe(300);
    expect(new Set([...a, ...b]).size).toBe(300);
    expect([...(await c.rows(message_id)).values()].every((r) => r.status === 'sent')).toBe(true);
    await c.t.app.messageWorker.start();
  });

  it('takes 5,000 recipients in one quick request that does not wait for their delivery', async () => {
    await seedManyClients(c.t.app.db, c.org.organization.id, 2_500, 2, 'banking_companies');
    let release!: () => void;
    c.mail.gate = new Promise<void>((resolve) => (release = resolve));
    const started = performance.now();
    const response = await c.send({
      subject: 'Bank holiday',
      body: 'Offices closed on Monday.',
      target: { client_types: [{ type: 'banking_companies', select_all: true }] },
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(201);
    expect(response.json().data.recipients).toBe(5_000);
    // Answered while every mail is still held at the mail server: nothing was sent on the request's time.
    expect(c.mail.sent).toHaveLength(0);
    expect(elapsed).toBeLessThan(5_000);
    const id = response.json().data.message_id as number;
    expect((await c.get(`/api/messages/${id}`)).json().data).toMatchObject({ recipients: 5_000, sent: 0 });

    release();
    c.mail.gate = null;
    await c.t.app.messageWorker.drain();
    expect(new Set(c.mail.sent.map((m) => m.to)).size).toBe(5_000);
    expect((await c.get(`/api/messages/${id}`)).json().data).toMatchObject({ recipients: 5_000, sent: 5_000, failed: 0, queued: 0 });
    expect(await countByStatus(c.t.app.db)).not.toHaveProperty('sending');
  }, 120_000);
});
