import { eq } from 'drizzle-orm';
import { invoiceReminders, invoices } from '../../../db/schema';
import { testDrivers } from '../../../test/test-database';
import { createReminderJob } from './reminder-job';
import { DAY, remindersTestContext } from './reminders.test-support';

// Each overdue invoice's client is reminded once per step of the firm's cadence, the latest step
// reached only, whatever the number of jobs running; paid invoices and firms with reminders off get none.

describe.each(testDrivers())('the overdue-reminder job (%s)', (driver) => {
  const c = remindersTestContext(driver);
  const run = () => c.t.app.reminders.runOnce();
  /** Another process's job on the same database. */
  const secondJob = () =>
    createReminderJob({
      db: c.t.app.db,
      send: (mail) => c.t.app.mailer.send(mail),
      clock: c.clock,
      log: c.t.app.log,
      portalInvoicesUrl: 'http://localhost:3000/dashboard/client/invoices',
    });

  beforeAll(async () => {
    await c.enable(c.org);
  });

  it('e-mails the active contacts with an address of an overdue invoice, with its number, amount due, due date and the portal link', async () => {
    const client = await c.client(c.org, {
      contacts: [{ email: 'accounts' }, { email: 'former', active: false }, { email: null, name: 'No Mail' }, { email: 'director' }],
    });
    // Issued 10 days ago, due 5 days ago: the 1-day step is reached, the 7-day one not yet.
    const id = await c.invoice(c.org, client, 10);
    // ₹11,800 billed, ₹1,800 received: the reminder asks for what is left.
    const part = await c.call('PUT', `/api/invoices/${id}/status`, { status: 'partially_paid', amount_paise: 1_800_00 });
    expect(part.statusCode).toBe(200);
    await run();

    const mails = c.mailTo(client);
    expect(mails.map((m) => m.to).sort()).toEqual([`accounts@${client.domain}`, `director@${client.domain}`]);
    const [invoice] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, id));
    for (const mail of mails) {
      expect(mail.subject).toBe(`Payment reminder: Invoice ${invoice!.invoiceNumber} is overdue`);
      expect(mail.text).toContain(`Invoice number: ${invoice!.invoiceNumber}`);
      expect(mail.text).toContain('Amount due: ₹10,000.00');
      expect(mail.text).toContain('Due date: 16 Nov 2026');
      expect(mail.text).toContain('1 day after due');
      expect(mail.text).toContain('http://localhost:3000/dashboard/client/invoices');
      expect(mail.html).toContain('<a href="http://localhost:3000/dashboard/client/invoices">');
      expect(mail.html).toContain('Kapoor Iyer &amp; Co.');
    }
    const [row] = await c.reminders([id]);
    expect(row).toMatchObject({ step: 1, status: 'sent', recipients: 2, duePaise: 10_000_00, lastError: null });
  });

  it('never sends the same invoice and step twice, with runs one after another or at once in two jobs', async () => {
    const client = await c.client(c.org);
    const ids = [await c.invoice(c.org, client, 9), await c.invoice(c.org, client, 12), await c.invoice(c.org, client, 30)];
    const other = secondJob();
    await Promise.all([run(), run(), other.runOnce(), other.runOnce()]);
    await run();
    await other.runOnce();

    // Three invoices × two contacts, once each; the 30-day-old one (25 days overdue) only at its latest step.
    expect(c.mailTo(client)).toHaveLength(6);
    expect(await c.steps(ids)).toEqual([
      [0, 1, 'sent'],
      [1, 7, 'sent'],
      [2, 15, 'sent'],
    ]);
  });

  it('sends the next step when the clock reaches it, and nothing between steps', async () => {
    const client = await c.client(c.org, { contacts: [{ email: 'accounts' }] });
    const id = await c.invoice(c.org, client, 6);
    await run();
    expect(c.mailTo(client)).toHaveLength(1);

    c.clock.advance(DAY);
    await run();
    expect(c.mailTo(client)).toHaveLength(1);

    c.clock.advance(5 * DAY);
    await run();
    await run();
    expect(c.mailTo(client)).toHaveLength(2);
    expect(c.mailTo(client)[1]!.text).toContain('7 days after due');
    expect((await c.reminders([id])).map((r) => r.step).sort((a, b) => a - b)).toEqual([1, 7]);
  });

  it('reminds nobody of a paid invoice, nor for a firm whose reminders are off', async () => {
    const client = await c.client(c.org);
    const paid = await c.invoice(c.org, client, 10);
    const res = await c.call('PUT', `/api/invoices/${paid}/status`, { status: 'paid' });
    expect(res.statusCode).toBe(200);

    const otherClient = await c.client(c.other);
    const otherInvoice = await c.invoice(c.other, otherClient, 10);
    // Turned on, then off again: still none.
    await c.enable(c.other, [1], true);
    await c.enable(c.other, [1], false);

    await run();
    expect(c.mailTo(client)).toEqual([]);
    expect(c.mailTo(otherClient)).toEqual([]);
    expect(await c.reminders([paid, otherInvoice])).toEqual([]);
  });

  it('records a client without a contact to write to as not sent, and does not try it every hour', async () => {
    const client = await c.client(c.org, { contacts: [{ email: 'former', active: false }] });
    const id = await c.invoice(c.org, client, 10);
    await run();
    await run();
    const rows = await c.reminders([id]);
    expect(rows).toEqual([expect.objectContaining({ step: 1, status: 'skipped', recipients: 0 })]);
    expect(rows[0]!.lastError).toMatch(/no active contact/);
    expect(c.mailTo(client)).toEqual([]);
  });

  it('takes back a claim a stopped process left, once it is stale, and sends it once', async () => {
    const client = await c.client(c.org, { contacts: [{ email: 'accounts' }] });
    const id = await c.invoice(c.org, client, 10);
    // A process claimed the reminder and stopped before sending it.
    await c.t.app.db.insert(invoiceReminders).values({
      organizationId: c.org.organization.id,
      invoiceId: id,
      clientId: client.id,
      step: 1,
      duePaise: 11_800_00,
      status: 'claimed',
      claimedAt: c.clock.now(),
    });
    await run();
    expect(c.mailTo(client)).toEqual([]);

    c.clock.advance(16 * 60_000);
    await Promise.all([run(), secondJob().runOnce()]);
    expect(c.mailTo(client)).toHaveLength(1);
    expect(await c.reminders([id])).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, recipients: 1 })]);
  });

  it('marks a reminder whose mail failed, and tries it again later until it goes', async () => {
    const client = await c.client(c.org, { contacts: [{ email: 'accounts' }] });
    c.failing.set(`accounts@${client.domain}`, 'Mailbox unavailable');
    const id = await c.invoice(c.org, client, 10);
    await run();
    expect(await c.reminders([id])).toEqual([
      expect.objectContaining({ status: 'failed', lastError: expect.stringContaining('Mailbox unavailable') }),
    ]);

    await run();
    expect((await c.reminders([id]))[0]!.attempts).toBe(1);
    c.failing.clear();
    c.clock.advance(31 * 60_000);
    await run();
    expect(c.mailTo(client)).toHaveLength(1);
    expect(await c.reminders([id])).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, recipients: 1 })]);
  });
});
