import { eq } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { documentReminders, mailOutbox } from '../../db/schema';
import { requestDocuments, upload, PDF } from './documents.test-support';

// Reminders of documents still owed: the admin's schedule, each slot mailed once to the client's
// active contacts however many passes run at once, and the admin's list of what was sent.

describe.each(testDrivers())('document reminders (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const sentFor = (requestId: number) => c.t.app.db.select().from(documentReminders).where(eq(documentReminders.requestId, requestId));
  const reminderMails = async () =>
    (await c.t.app.db.select().from(mailOutbox)).filter((m) => m.message.subject === 'Reminder: a document is awaited');

  it('lets only the admin set the schedule, refusing a bad one in its own words', async () => {
    expect((await c.call(c.org.users.supervisor, 'GET', '/api/document-reminders/settings')).statusCode).toBe(403);
    const bad = await c.call(c.org.users.admin, 'PUT', '/api/document-reminders/settings', {
      enabled: true,
      on_due_day: true,
      days_before: [0],
      repeat_after_days: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Each day before the due date must be a whole number from 1 to 30');
    const saved = await c.call(c.org.users.admin, 'PUT', '/api/document-reminders/settings', {
      enabled: true,
      on_due_day: true,
      days_before: [2],
      repeat_after_days: 7,
    });
    expect(saved.json().data).toEqual({ enabled: true, on_due_day: true, days_before: [2], repeat_after_days: 7 });
    expect((await c.call(c.org.users.admin, 'GET', '/api/document-reminders/settings')).json().data.days_before).toEqual([2]);
  });

  it('mails each slot once to the active contacts, even with passes running at once, and the admin sees it', async () => {
    // Today is 2026-11-21 (India): due on the 23rd is the 2-days-before slot.
    const taskId = await c.create();
    const [owed, optionalOwed, done] = await requestDocuments(c.t.app, c.org.users.admin, taskId, [
      { title: 'Form 26AS', due_date: '2026-11-23' },
      { title: 'Rent receipts', due_date: '2026-11-23', required: false },
      { title: 'Form 16', due_date: '2026-11-23' },
    ]);
    await upload(c.t.app, c.org.contacts[0], done!, [{ name: 'f16.pdf', content: PDF }]);
    const before = (await reminderMails()).length;
    const runs = await Promise.all(Array.from({ length: 6 }, () => c.t.app.documentReminders.runOnce()));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await sentFor(owed!)).map((r) => [r.slot, r.recipients])).toEqual([[-2, 2]]);
    expect((await sentFor(optionalOwed!)).map((r) => r.slot)).toEqual([-2]);
    expect(await sentFor(done!)).toEqual([]);
    const mails = (await reminderMails()).slice(before);
    expect(mails).toHaveLength(4);
    expect(mails[0]!.message.text).toContain('2 days before the due date');

    // Again the same day: nothing. On the due day: the next slot, once.
    expect(await c.t.app.documentReminders.runOnce()).toBe(0);
    c.clock.set(new Date('2026-11-23T04:00:00Z'));
    await Promise.all([c.t.app.documentReminders.runOnce(), c.t.app.documentReminders.runOnce()]);
    expect((await sentFor(owed!)).map((r) => r.slot).sort()).toEqual([-2, 0]);

    const list = (await c.call(c.org.users.admin, 'GET', '/api/document-reminders')).json();
    expect(list.data.reminders[0]).toMatchObject({ slot_label: 'On the due date', recipients: 2, task_id: taskId });
    expect(list.pagination.total).toBe(4);
    // Another firm sees none of it.
    expect((await c.call(c.other.users.admin, 'GET', '/api/document-reminders')).json().pagination.total).toBe(0);
  });
});
