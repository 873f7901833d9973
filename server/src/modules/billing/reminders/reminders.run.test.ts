import { reminderTexts as T } from '@firm/shared/domain/reminder';
import { testDrivers } from '../../../test/test-database';
import { DAY, remindersTestContext } from './reminders.test-support';

// The admin's "Run now": the reminder pass over the admin's own firm alone, answering what it sent; refused
// while the firm's reminders are off, and to anyone but the firm's admin.

const RUN = '/api/reminders/run';

describe.each(testDrivers())('running the overdue reminders now (%s)', (driver) => {
  const c = remindersTestContext(driver);
  /** Pays the firm's invoices a test made, so that no later test's run finds them due. */
  const settle = async (ids: number[]) => {
    for (const id of ids) expect((await c.call('PUT', `/api/invoices/${id}/status`, { status: 'paid' })).statusCode).toBe(200);
  };

  it('refuses while the firm’s reminders are off with 400 REMINDERS_OFF, and sends nothing', async () => {
    await c.enable(c.org, [1, 7, 15], false);
    const client = await c.client(c.org);
    const id = await c.invoice(c.org, client, 10);
    const res = await c.call('POST', RUN);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'REMINDERS_OFF', message: T.runOff });
    expect(await c.reminders([id])).toEqual([]);
    expect(c.mailTo(client)).toEqual([]);
    await settle([id]);
  });

  it('is the admin’s alone: an employee or a supervisor of the firm is refused with 403', async () => {
    await c.enable(c.org);
    for (const who of [c.org.users.employee, c.org.users.supervisor]) {
      const res = await c.call('POST', RUN, undefined, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('sends the firm’s due reminders and says how many; run again, or several at once, it never repeats an invoice’s step', async () => {
    await c.enable(c.org);
    const client = await c.client(c.org);
    // 5 and 20 days overdue: the 1-day and the 15-day reminder.
    const ids = [await c.invoice(c.org, client, 10), await c.invoice(c.org, client, 25)];
    const first = await c.call('POST', RUN);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: '2 reminders sent', data: { sent: 2, failed: 0, skipped: 0 } });
    expect(c.mailTo(client)).toHaveLength(4);

    const again = await c.call('POST', RUN);
    expect(again.json()).toEqual({ success: true, message: T.runNothing, data: { sent: 0, failed: 0, skipped: 0 } });
    expect(c.mailTo(client)).toHaveLength(4);

    // One more overdue invoice, run for at once by two clicks and the hourly job: one of them sends it.
    ids.push(await c.invoice(c.org, client, 12));
    const [one, two, job] = await Promise.all([c.call('POST', RUN), c.call('POST', RUN), c.t.app.reminders.runOnce()]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().data.sent + two.json().data.sent + job.sent).toBe(1);
    expect(c.mailTo(client)).toHaveLength(6);
    expect(await c.steps(ids)).toEqual([
      [0, 1, 'sent'],
      [1, 15, 'sent'],
      [2, 7, 'sent'],
    ]);
    await settle(ids);
  });

  it('leaves the other firm’s invoices alone: neither its due reminders nor its failed ones are sent', async () => {
    await c.enable(c.org);
    await c.enable(c.other);
    const theirs = await c.client(c.other, { contacts: [{ email: 'accounts' }] });
    const due = await c.invoice(c.other, theirs, 10);
    const bouncing = await c.client(c.other, { contacts: [{ email: 'accounts' }] });
    c.failing.set(`accounts@${bouncing.domain}`, 'Mailbox unavailable');
    const failed = await c.invoice(c.other, bouncing, 10);
    await c.t.app.reminders.runOnce(c.other.organization.id);
    c.failing.clear();
    // Past the retry pause and at the 7-day step: a pass over every firm would send to both clients.
    c.clock.advance(6 * DAY);

    const mine = await c.client(c.org, { contacts: [{ email: 'accounts' }] });
    const id = await c.invoice(c.org, mine, 10);
    const res = await c.call('POST', RUN);
    expect(res.json().data).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(c.mailTo(mine)).toHaveLength(1);
    expect(c.mailTo(theirs)).toHaveLength(1);
    expect(c.mailTo(bouncing)).toEqual([]);
    const theirRows = (await c.reminders([due, failed])).map((r) => [r.invoiceId === due ? 'due' : 'failed', r.step, r.status, r.attempts]);
    expect(theirRows.sort()).toEqual([
      ['due', 1, 'sent', 1],
      ['failed', 1, 'failed', 1],
    ]);

    // Their own run finds both waiting.
    const own = await c.call('POST', RUN, undefined, c.other.users.admin);
    expect(own.statusCode).toBe(200);
    expect(c.mailTo(theirs)).toHaveLength(2);
    expect(c.mailTo(bouncing).length).toBeGreaterThan(0);
    await settle([id]);
  });

  it('counts the reminders whose mail failed and those with nobody to write to', async () => {
    await c.enable(c.org);
    const reached = await c.client(c.org, { contacts: [{ email: 'accounts' }] });
    const bouncing = await c.client(c.org, { contacts: [{ email: 'accounts' }] });
    const nobody = await c.client(c.org, { contacts: [{ email: null, name: 'No Mail' }] });
    c.failing.set(`accounts@${bouncing.domain}`, 'Mailbox unavailable');
    for (const client of [reached, bouncing, nobody]) await c.invoice(c.org, client, 10);
    const res = await c.call('POST', RUN);
    c.failing.clear();
    expect(res.json()).toEqual({
      success: true,
      message: '1 reminder sent, 1 failed, 1 with no recipients',
      data: { sent: 1, failed: 1, skipped: 1 },
    });
  });
});
