import { sql } from 'drizzle-orm';
import { clients as clientsTable } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { complianceProjects, standardCatalogue, subscribe } from './compliance.test-support';

// Issue 30: the generator opens exactly one Project per client, compliance and period, with its dates,
// assignee, fee, log and mail; re-runs, parallel runs and ended subscriptions open nothing more.

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

describe.each(testDrivers())('the compliance generator (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const day = (iso: string) => c.clock.set(new Date(`${iso}T06:00:00Z`));

  it('opens the periods due to open, with their dates, fee, assignee, log and mail, and nothing on a re-run', async () => {
    day('2026-11-21');
    const gstr1 = await standardCatalogue(c, c.org);
    await subscribe(c, c.org, gstr1);
    const mailBefore = rowsOf<{ n: number }>(await c.t.app.db.execute(sql`select count(*)::int as n from mail_outbox`))[0]!.n;

    const res = await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    expect(res.statusCode).toBe(200);
    // September (due 11 October) and October (due 11 November) are open; November's opens on 26 November.
    expect(res.json()).toMatchObject({ success: true, message: '2 Projects opened', data: { opened: 2 } });
    expect(res.json().data.tasks.map((t: { period_label: string }) => t.period_label)).toEqual(['Sep 2026', 'Oct 2026']);
    const rows = await complianceProjects(c.t.app, c.org.organization.id, gstr1);
    expect(rows.map((r) => [r.period_key, r.statutory_due_date, r.due_date])).toEqual([
      ['2026-09', '2026-10-11', '2026-10-08'],
      ['2026-10', '2026-11-11', '2026-11-08'],
    ]);
    const detail = (await c.call(c.org.users.employee, 'GET', `/api/tasks/${rows[0]!.id}`)).json().data;
    expect(detail).toMatchObject({
      task_name: 'GSTR-1 Sep 2026',
      invoice_amount_paise: 1_500_00,
      assignee_id: c.org.users.employee.id,
      due_date: '2026-10-08',
    });
    expect(detail.running_log.map((l: { event_type: string }) => l.event_type)).toEqual(expect.arrayContaining(['created', 'assignment']));
    const mailAfter = rowsOf<{ n: number }>(await c.t.app.db.execute(sql`select count(*)::int as n from mail_outbox`))[0]!.n;
    expect(mailAfter - mailBefore).toBe(2);

    const again = await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    expect(again.json()).toMatchObject({ data: { opened: 0, tasks: [] } });
    expect(await complianceProjects(c.t.app, c.org.organization.id, gstr1)).toHaveLength(2);

    day('2026-11-26');
    expect((await c.t.app.complianceCalendar.runOnce()).opened).toBe(1);
  });

  it('opens each period once when several passes run at once', async () => {
    day('2026-11-27');
    const tds = await standardCatalogue(c, c.other, 'TDSPAY');
    const clients = [c.other.client.id];
    for (let i = 0; i < 20; i++) {
      const [client] = await c.t.app.db
        .insert(clientsTable)
        .values({ organizationId: c.other.organization.id, clientCode: `RACE${i}`, clientName: `Race ${i}`, clientType: 'individual' })
        .returning();
      clients.push(client!.id);
    }
    for (const id of clients) await subscribe(c, c.other, tds, { client_id: id, from_period: '2026-06' });
    const runs = await Promise.all(Array.from({ length: 4 }, () => c.t.app.complianceCalendar.runOnce(c.other.organization.id)));
    const rows = await complianceProjects(c.t.app, c.other.organization.id, tds);
    // June to October (November's deposit, due 7 December, opens on 22 November: it is open too).
    expect(new Set(rows.map((r) => r.period_key))).toEqual(new Set(['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']));
    expect(rows).toHaveLength(clients.length * 6);
    expect(runs.reduce((n, r) => n + r.opened, 0)).toBe(rows.length);
  });

  it('stops opening periods after a subscription ends, and keeps those opened', async () => {
    day('2026-11-21');
    const gstr3b = await standardCatalogue(c, c.org, 'GSTR3B');
    const id = await subscribe(c, c.org, gstr3b, { from_period: '2026-10' });
    await c.t.app.complianceCalendar.runOnce(c.org.organization.id);
    expect((await complianceProjects(c.t.app, c.org.organization.id, gstr3b)).map((r) => r.period_key)).toEqual(['2026-10']);
    const ended = await c.call(c.org.users.admin, 'POST', `/api/compliance-subscriptions/${id}/end`, { ended_on: '2026-10-31' });
    expect(ended.statusCode).toBe(200);
    day('2027-01-10');
    await c.t.app.complianceCalendar.runOnce(c.org.organization.id);
    expect((await complianceProjects(c.t.app, c.org.organization.id, gstr3b)).map((r) => r.period_key)).toEqual(['2026-10']);
  });
});
