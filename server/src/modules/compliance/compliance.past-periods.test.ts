import { sql } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { rowsOf } from '../../db/rows';
import { complianceIdOf, complianceProjects, dayOf, standardCatalogue, subscribe, subscriptionBody } from './compliance.test-support';

// Subscribing from a past period: the periods already due open nothing unless the admin asks for them, and
// a past period marked filed opens no Project and asks the client for no document.

describe.each(testDrivers())('past periods of a subscription (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const day = dayOf(c);
  const requestsOf = async (complianceId: number) =>
    rowsOf<{ n: number }>(
      await c.t.app.db.execute(sql`
        select count(*)::int as n from document_requests d join tasks t on t.id = d.task_id
        where t.organization_id = ${c.org.organization.id} and t.compliance_id = ${complianceId}`),
    )[0]!.n;
  let gstr3b = 0;
  let gstr1 = 0;
  let subscriptionId = 0;

  beforeAll(async () => {
    day('2026-11-10');
    gstr1 = await standardCatalogue(c, c.org);
    gstr3b = await complianceIdOf(c.t.app, c.org.organization.id, 'GSTR3B');
  });

  it('opens only the periods not yet due when subscribed from March, unless asked for the past ones', async () => {
    // The default: no open_past. GSTR-3B of October is due on 20 November; March to September are past.
    const res = await c.call(c.org.users.admin, 'PUT', '/api/compliance-subscriptions', {
      ...subscriptionBody(c.org, gstr3b, { from_period: '2026-03' }),
      open_past: undefined,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ from_period: '2026-03', opens_due_from: '2026-11-10' });
    subscriptionId = res.json().data.id;
    const generated = await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    expect(generated.json()).toMatchObject({ message: '1 Project opened', data: { tasks: [{ period_label: 'Oct 2026' }] } });
    expect((await complianceProjects(c.t.app, c.org.organization.id, gstr3b)).map((p) => p.period_key)).toEqual(['2026-10']);
    // October's three checklist items only: nothing asked for the returns filed long ago.
    expect(await requestsOf(gstr3b)).toBe(3);

    // GSTR-1 with open_past: every period since September opens (the test support's default).
    await subscribe(c, c.org, gstr1, { from_period: '2026-09' });
    await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    expect((await complianceProjects(c.t.app, c.org.organization.id, gstr1)).map((p) => p.period_key)).toEqual(['2026-09', '2026-10']);
  });

  it('marks a past period filed without a Project, shows it filed on the board, and never opens it', async () => {
    const marked = await c.call(c.org.users.admin, 'POST', `/api/compliance-subscriptions/${subscriptionId}/filed-periods`, {
      period_key: '2026-09',
      filed_on: '2026-10-18',
      ack_number: '',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      success: true,
      message: 'Sep 2026 marked filed',
      data: { subscription_id: subscriptionId, period_key: '2026-09', period_label: 'Sep 2026', filed_on: '2026-10-18', ack_number: null },
    });
    // August was filed late, with its ARN.
    const late = await c.call(c.org.users.admin, 'POST', `/api/compliance-subscriptions/${subscriptionId}/filed-periods`, {
      period_key: '2026-08',
      filed_on: '2026-09-25',
      ack_number: 'AA270826009876Z',
    });
    expect(late.statusCode).toBe(200);

    const board = await c.call(c.org.users.admin, 'GET', `/api/compliance/board?compliance_id=${gstr3b}&from=2026-08&periods=3`);
    expect(board.json().data.rows[0].cells).toEqual([
      expect.objectContaining({ task_id: null, state: 'filed_late', filed_on: '2026-09-25', ack_number: 'AA270826009876Z' }),
      expect.objectContaining({ task_id: null, state: 'filed_on_time', statutory_due_date: '2026-10-20', waiting_on_client: false }),
      expect.objectContaining({ period_key: '2026-10', state: 'not_started', waiting_on_client: true }),
    ]);

    // The other view, September's column: the marked period, filed, with no Project.
    const month = await c.call(c.org.users.admin, 'GET', '/api/compliance/period-board?month=2026-09');
    const gstr3bColumn = month.json().data.compliances.findIndex((k: { compliance_id: number }) => k.compliance_id === gstr3b);
    expect(month.json().data.rows[0].cells[gstr3bColumn]).toMatchObject({ task_id: null, state: 'filed_on_time', filed_on: '2026-10-18' });

    // Asked for the past periods later, the marked ones still open nothing and ask for nothing.
    await subscribe(c, c.org, gstr3b, { from_period: '2026-07' });
    await c.call(c.org.users.admin, 'POST', '/api/compliance/generate');
    expect((await complianceProjects(c.t.app, c.org.organization.id, gstr3b)).map((p) => p.period_key)).toEqual(['2026-07', '2026-10']);
    expect(await requestsOf(gstr3b)).toBe(6);
  });

  it('refuses a period with a Project, of another frequency, before the first period, or filed in the future; changes nothing', async () => {
    const marks = async () =>
      rowsOf<{ n: number }>(await c.t.app.db.execute(sql`select count(*)::int as n from compliance_filed_periods`))[0]!.n;
    const before = await marks();
    const mark = (body: object, who = c.org.users.admin, id = subscriptionId) =>
      c.call(who, 'POST', `/api/compliance-subscriptions/${id}/filed-periods`, body);

    const withProject = await mark({ period_key: '2026-10', filed_on: '2026-11-05' });
    expect(withProject.statusCode).toBe(409);
    expect(withProject.json()).toMatchObject({
      message: 'This period has a Project: record the filing on the Project',
      code: 'COMPLIANCE_PERIOD_HAS_PROJECT',
    });
    const quarter = await mark({ period_key: 'FY2026-Q1', filed_on: '2026-07-15' });
    expect(quarter.statusCode).toBe(400);
    expect(quarter.json().errors).toEqual([expect.objectContaining({ field: 'period_key' })]);
    const early = await mark({ period_key: '2026-06', filed_on: '2026-07-15' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("The period is before the subscription's first period");
    const future = await mark({ period_key: '2026-11', filed_on: '2026-11-11' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([expect.objectContaining({ field: 'filed_on', message: 'Filing date cannot be after today' })]);
    const typo = await mark({ period_key: '2026-13', filed_on: '2026-11-01' });
    expect(typo.statusCode).toBe(400);
    expect((await mark({ period_key: '2026-08', filed_on: '2026-09-25' }, c.other.users.admin)).statusCode).toBe(404);
    expect((await mark({ period_key: '2026-08', filed_on: '2026-09-25' }, c.org.users.supervisor)).statusCode).toBe(403);
    expect(await marks()).toBe(before);
  });
});
