import { sql } from 'drizzle-orm';
import { seedKonkanClient } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { complianceIdOf, complianceProjects, standardCatalogue, subscribe } from './compliance.test-support';

// The board's second view, the compliances across for one month. Each column is an active
// compliance someone subscribes to, showing its period containing the month; a client's cell is that
// period's Project, or says whether its subscription covers the period; the filters are the other view's.

type Row = { client_id: number; client_name: string; cells: ({ task_id: number; state: string } | null)[]; subscribed: boolean[] };

describe.each(testDrivers())('the compliance board by period (%s)', (driver) => {
  const c = tasksTestContext(driver);
  let gstr1 = 0;
  let konkan = 0;
  const board = (query: string, who = c.org.users.admin) => c.call(who, 'GET', `/api/compliance/period-board?${query}`);

  beforeAll(async () => {
    c.clock.set(new Date('2026-11-21T06:00:00Z'));
    gstr1 = await standardCatalogue(c, c.org);
    const gstr3b = await complianceIdOf(c.t.app, c.org.organization.id, 'GSTR3B');
    const tds24q = await complianceIdOf(c.t.app, c.org.organization.id, '24Q');
    konkan = (await seedKonkanClient(c.t.app.db, c.org.organization.id)).id;
    await subscribe(c, c.org, gstr1, { from_period: '2026-09' });
    await subscribe(c, c.org, gstr1, { from_period: '2026-10', client_id: konkan });
    // GSTR-3B from December: it does not cover October. The TDS return is the supervisor's.
    await subscribe(c, c.org, gstr3b, { from_period: '2026-12' });
    await subscribe(c, c.org, tds24q, { from_period: 'FY2026-Q2', assignee_id: c.org.users.supervisor.id });
    await c.t.app.complianceCalendar.runOnce(c.org.organization.id);
  });

  it("shows each compliance's period containing the month, each client's Project and what its subscriptions cover", async () => {
    const res = await board('month=2026-10&page=1', c.org.users.supervisor);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.data.month).toEqual({ key: '2026-10', label: 'Oct 2026' });
    expect(
      answer.data.compliances.map((k: { name: string; period_key: string; due_date: string }) => [k.name, k.period_key, k.due_date]),
    ).toEqual([
      ['GSTR-1', '2026-10', '2026-11-11'],
      ['GSTR-3B', '2026-10', '2026-11-20'],
      ['TDS return 24Q', 'FY2026-Q3', '2027-01-31'],
    ]);
    const october = (await complianceProjects(c.t.app, c.org.organization.id, gstr1)).filter((p) => p.period_key === '2026-10');
    const rows: Row[] = answer.data.rows;
    expect(rows.map((r) => r.client_name)).toEqual(['Konkan Exports LLP', c.org.client.clientName].sort());
    const own = rows.find((r) => r.client_id === c.org.client.id)!;
    expect(own.cells[0]).toMatchObject({ task_id: october.find((p) => p.client_id === c.org.client.id)!.id, period_key: '2026-10' });
    expect(own.cells.slice(1)).toEqual([null, null]);
    expect(own.subscribed).toEqual([true, false, true]);
    expect(rows.find((r) => r.client_id === konkan)!.subscribed).toEqual([true, false, false]);
    expect(answer.pagination).toEqual({ page: 1, limit: 25, total: 2, pages: 1 });
    expect(answer.summary).toEqual(expect.objectContaining({ due_this_week: expect.any(Number), overdue: expect.any(Number) }));
  });

  it("defaults to today's month, and a quarter's Project shows in each of its months", async () => {
    const now = (await board('')).json();
    expect(now.data.month).toEqual({ key: '2026-11', label: 'Nov 2026' });
    const september = (await board('month=2026-09')).json();
    expect(september.data.compliances.map((k: { period_key: string }) => k.period_key)).toEqual(['2026-09', '2026-09', 'FY2026-Q2']);
    // Konkan starts in October: in September only the firm's own client is listed.
    expect(september.data.rows.map((r: Row) => r.client_id)).toEqual([c.org.client.id]);
  });

  it('filters by assignee, client type, search and waiting on client, and pages like the other view', async () => {
    const ids = async (query: string) => (await board(`month=2026-10&${query}`)).json().data.rows.map((r: Row) => r.client_id);
    const supervisor = (await board(`month=2026-10&assignee_id=${c.org.users.supervisor.id}`)).json();
    expect(supervisor.data.rows.map((r: Row) => [r.client_id, r.subscribed])).toEqual([[c.org.client.id, [false, false, true]]]);
    expect(await ids('client_type=limited_liability_partnership')).toEqual([konkan]);
    expect(await ids('search=konkan')).toEqual([konkan]);
    // October's GSTR-1 Projects opened with the standard checklist: both still owe the sales register.
    expect(await ids('waiting_on_client=true')).toEqual([konkan, c.org.client.id]);
    expect(await ids('waiting_on_client=false')).toEqual([]);
    const second = (await board('month=2026-10&limit=1&page=2')).json();
    expect(second.data.rows).toHaveLength(1);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    const beyond = (await board('month=2026-10&limit=1&page=5')).json();
    expect(beyond.data.rows).toEqual([]);
    expect(beyond.pagination.total).toBe(2);
  });

  it('leaves out a deactivated compliance, shows nothing of another firm, and refuses a month that is not one', async () => {
    expect((await board('month=2026-10', c.other.users.admin)).json().data).toMatchObject({ compliances: [], rows: [] });
    for (const month of ['2026-13', 'FY2026-Q1', 'October']) {
      const res = await board(`month=${month}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Month must be a month (2026-04)');
    }
    expect((await board('month=2026-10', c.org.users.employee)).statusCode).toBe(403);
    await c.t.app.db.execute(
      sql`update compliances set is_active = false where organization_id = ${c.org.organization.id} and code = 'GSTR3B'`,
    );
    const names = (await board('month=2026-10')).json().data.compliances.map((k: { name: string }) => k.name);
    expect(names).toEqual(['GSTR-1', 'TDS return 24Q']);
  });
});
