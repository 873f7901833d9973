import { reminderTexts as T } from '@firm/shared/domain/reminder';
import { testDrivers } from '../../../test/test-database';
import { remindersTestContext } from './reminders.test-support';

// The admin's reminder settings (checked, never a 500) and the list of reminders sent, each within
// the admin's own firm.

describe.each(testDrivers())('reminder settings and the reminders sent (%s)', (driver) => {
  const c = remindersTestContext(driver);

  it('starts with reminders off on 1, 7 and 15 days, and keeps what the admin saves, days in order', async () => {
    const first = await c.call('GET', '/api/reminders/settings');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { enabled: false, cadence: [1, 7, 15] } });

    const saved = await c.call('PUT', '/api/reminders/settings', { enabled: true, cadence: [30, 3, 10] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: T.saved, data: { enabled: true, cadence: [3, 10, 30] } });
    expect((await c.call('GET', '/api/reminders/settings')).json().data).toEqual({ enabled: true, cadence: [3, 10, 30] });
    // The other firm's settings are its own.
    expect((await c.call('GET', '/api/reminders/settings', undefined, c.other.users.admin)).json().data).toEqual({
      enabled: false,
      cadence: [1, 7, 15],
    });
  });

  it.each([
    ['no day', [], T.cadenceRequired],
    ['day 0', [0, 7], T.cadenceNumber],
    ['day 366', [1, 366], T.cadenceNumber],
    ['a fraction', [1.5], T.cadenceNumber],
    ['a negative day', [-1], T.cadenceNumber],
    ['a day as text', ['7'], T.cadenceNumber],
    ['null in the list', [null], T.cadenceNumber],
    ['a repeated day', [7, 1, 7], T.cadenceRepeated],
    ['eleven days', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], T.cadenceTooMany],
    ['a thousand days', Array.from({ length: 1000 }, (_, i) => i + 1), T.cadenceTooMany],
    ['text instead of a list', 'weekly', T.cadenceNumber],
    ['no cadence', undefined, T.cadenceRequired],
  ])('refuses %s with a 400 that says why, and keeps the settings', async (_name, cadence, message) => {
    const before = (await c.call('GET', '/api/reminders/settings')).json().data;
    const res = await c.call('PUT', '/api/reminders/settings', { enabled: true, cadence });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'REMINDER_CADENCE_INVALID',
      message,
      errors: [{ field: 'cadence', message, code: 'REMINDER_CADENCE_INVALID' }],
    });
    expect((await c.call('GET', '/api/reminders/settings')).json().data).toEqual(before);
  });

  it('refuses a body that is not the settings as a 4xx, never a 500', async () => {
    for (const body of [{ enabled: 'yes', cadence: [1] }, { cadence: [1] }, [], 'text']) {
      const res = await c.call('PUT', '/api/reminders/settings', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('lists the reminders sent, newest first, searched by invoice number or client, and only the firm’s own', async () => {
    await c.enable(c.org, [1, 7, 15]);
    await c.enable(c.other, [1, 7, 15]);
    const acme = await c.client(c.org, { name: 'Acme Textiles LLP' });
    const zenith = await c.client(c.org, { name: 'Zenith Exports' });
    const elsewhere = await c.client(c.other, { name: 'Acme Elsewhere' });
    const older = await c.invoice(c.org, acme, 10);
    const otherFirm = await c.invoice(c.other, elsewhere, 10);
    await c.t.app.reminders.runOnce();
    c.clock.advance(60_000);
    const newer = await c.invoice(c.org, zenith, 25);
    await c.t.app.reminders.runOnce();

    const all = await c.call('GET', '/api/reminders');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data.reminders.map((r: { invoice_id: number }) => r.invoice_id)).toEqual([newer, older]);
    // No page or limit asked: the whole list, up to LIST_WHOLE_CAP.
    expect(body.pagination).toEqual({ page: 1, limit: 1000, total: 2, pages: 1, has_more: false });
    expect(body.data.reminders[0]).toMatchObject({
      client_id: zenith.id,
      client_name: 'Zenith Exports',
      step: 15,
      due_paise: 11_800_00,
      recipients: 2,
      status: 'sent',
      reason: null,
      sent_at: expect.any(String),
    });

    const byClient = (await c.call('GET', '/api/reminders?search=acme')).json();
    expect(byClient.data.reminders.map((r: { invoice_id: number }) => r.invoice_id)).toEqual([older]);
    const number = body.data.reminders[1].invoice_number as string;
    const byNumber = (await c.call('GET', `/api/reminders?search=${encodeURIComponent(number)}`)).json();
    expect(byNumber.data.reminders.map((r: { invoice_id: number }) => r.invoice_id)).toEqual([older]);
    const paged = (await c.call('GET', '/api/reminders?limit=1&page=2&sort=step&order=asc')).json();
    expect(paged.data.reminders.map((r: { invoice_id: number }) => r.invoice_id)).toEqual([newer]);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });

    // The other firm sees its own reminder only.
    const theirs = (await c.call('GET', '/api/reminders', undefined, c.other.users.admin)).json();
    expect(theirs.data.reminders.map((r: { invoice_id: number }) => r.invoice_id)).toEqual([otherFirm]);
  });

  it.each([['page=0'], ['limit=101'], ['sort=amount'], ['order=up'], ['status=lost'], ['search=' + 'x'.repeat(201)]])(
    'refuses the list query %s with a 400',
    async (query) => {
      const res = await c.call('GET', `/api/reminders?${query}`);
      expect(res.statusCode).toBe(400);
    },
  );
});
