import { sql } from 'drizzle-orm';
import { clients as clientsTable } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { complianceProjects, dayOf, standardCatalogue, subscribe } from './compliance.test-support';
import { rowsOf } from '../../db/rows';

// The generator opens exactly one Project per client, compliance and period, with its dates,
// assignee, fee, log and mail; re-runs, parallel runs and ended subscriptions open nothing more.

describe.each(testDrivers())('the compliance generator (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const day = dayOf(c);

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
      // Dates read as everywhere else in the portal, never ISO.
      service_description: 'GSTR-1 for Sep 2026 (01 Sep 2026 to 30 Sep 2026), statutory due date 11 Oct 2026.',
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

  it("copies the compliance's checklist onto each Project it opens, due on its internal date, and nothing on a re-run", async () => {
    day('2026-11-21');
    const itr = await standardCatalogue(c, c.org, 'ITR');
    // The standard ITR checklist is seeded; the admin edits it before the Projects open.
    const listed = (await c.call(c.org.users.admin, 'GET', '/api/compliances')).json().data.find((r: { id: number }) => r.id === itr);
    expect(listed.document_checklist.slice(0, 3)).toEqual([
      { title: 'Form 16', required: true },
      { title: 'Form 26AS / AIS', required: true },
      { title: 'Bank interest certificates', required: true },
    ]);
    const items = [
      { title: 'Form 16', required: true },
      { title: 'Rent receipts', required: false },
    ];
    const saved = await c.call(c.org.users.admin, 'PUT', `/api/compliances/${itr}/checklist`, { items });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Document checklist saved', data: { document_checklist: items } });
    await subscribe(c, c.org, itr, { from_period: 'FY2025' });

    await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    const projects = await complianceProjects(c.t.app, c.org.organization.id, itr);
    // FY 2025-26, due 31 July 2026: open; FY 2026-27 opens next July.
    expect(projects.map((p) => [p.period_key, p.due_date])).toEqual([['FY2025', '2026-07-28']]);
    for (const project of projects) {
      const res = await c.call(c.org.users.employee, 'GET', `/api/tasks/${project.id}/document-requests`);
      expect(res.json().data).toMatchObject({
        waiting_on_client: true,
        requests: [
          { title: 'Form 16', required: true, due_date: project.due_date, state: 'requested', note: '', files: [] },
          { title: 'Rent receipts', required: false, due_date: project.due_date, state: 'requested', note: '', files: [] },
        ],
      });
      const log = (await c.call(c.org.users.employee, 'GET', `/api/tasks/${project.id}`)).json().data.running_log;
      expect(log.map((l: { description: string }) => l.description)).toEqual(
        expect.arrayContaining(['Document requested: Form 16', 'Document requested: Rent receipts (optional)']),
      );
    }

    const count = async () =>
      rowsOf<{ n: number }>(
        await c.t.app.db.execute(sql`
          select count(*)::int as n from document_requests r join tasks t on t.id = r.task_id where t.compliance_id = ${itr}`),
      )[0]!.n;
    expect(await count()).toBe(projects.length * 2);
    await Promise.all([c.t.app.complianceCalendar.runOnce(), c.call(c.org.users.admin, 'POST', '/api/compliance/generate')]);
    expect(await count()).toBe(projects.length * 2);
  });

  it('refuses a checklist with a repeated title or too many documents, and keeps the one before', async () => {
    const gstr3b = await standardCatalogue(c, c.org, 'GSTR3B');
    const repeated = await c.call(c.org.users.admin, 'PUT', `/api/compliances/${gstr3b}/checklist`, {
      items: [
        { title: 'Purchase register', required: true },
        { title: 'purchase register', required: false },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain('Each document of a checklist must have its own title');
    const many = Array.from({ length: 21 }, (_, i) => ({ title: `Document ${i}`, required: true }));
    const tooMany = await c.call(c.org.users.admin, 'PUT', `/api/compliances/${gstr3b}/checklist`, { items: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('A checklist holds at most 20 documents');
    const row = (await c.call(c.org.users.admin, 'GET', '/api/compliances')).json().data.find((r: { id: number }) => r.id === gstr3b);
    expect(row.document_checklist.map((i: { title: string }) => i.title)).toEqual([
      'Purchase register',
      'Sales register',
      'Input tax credit reconciliation (GSTR-2B)',
    ]);
    const cleared = await c.call(c.org.users.admin, 'PUT', `/api/compliances/${gstr3b}/checklist`, { items: [] });
    expect(cleared.json().data.document_checklist).toEqual([]);
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
    // Only the pass whose insert won copied the checklist (TDS deposit: one document): once per Project.
    const perProject = rowsOf<{ task_id: number; n: number }>(
      await c.t.app.db.execute(sql`
        select t.id as task_id, count(r.id)::int as n from tasks t left join document_requests r on r.task_id = t.id
        where t.compliance_id = ${tds} group by t.id`),
    );
    expect(perProject.map((p) => p.n)).toEqual(rows.map(() => 1));
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
