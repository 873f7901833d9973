import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { complianceProjects, dayOf, standardCatalogue, subscribe } from './compliance.test-support';

// The client's upcoming filings (its own only, the next 45 days, with what is done), a filing
// dated before its period refused, and the Projects lists and details carrying the compliance's dates.

describe.each(testDrivers())('the compliance calendar for the client and the Projects lists (%s)', (driver) => {
  const c = tasksTestContext(driver);
  let gstr1 = 0;
  const day = dayOf(c);

  beforeAll(async () => {
    day('2026-11-01');
    gstr1 = await standardCatalogue(c, c.org);
    await subscribe(c, c.org, gstr1, { from_period: '2026-10', internal_offset_days: 4 });
    await c.t.app.complianceCalendar.runOnce(c.org.organization.id);
  });

  it("shows the client its filings due in the next 45 days, opened or not, and nobody else's", async () => {
    const res = await c.call(c.org.contacts[0], 'GET', '/api/client-portal/filings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      today: '2026-11-01',
      from: '2026-10-02',
      until: '2026-12-16',
      filings: [
        expect.objectContaining({ period_key: '2026-10', statutory_due_date: '2026-11-11', state: 'not_started', ack_number: null }),
        expect.objectContaining({
          period_key: '2026-11',
          period_label: 'Nov 2026',
          statutory_due_date: '2026-12-11',
          state: 'not_started',
        }),
      ],
    });
    // The other firm's client has no subscription; another client's id is refused.
    expect((await c.call(c.other.contacts[0], 'GET', '/api/client-portal/filings')).json().data.filings).toEqual([]);
    expect((await c.call(c.org.contacts[0], 'GET', `/api/client-portal/filings?client_id=${c.other.client.id}`)).statusCode).toBe(403);
    expect((await c.call(c.org.users.admin, 'GET', '/api/client-portal/filings')).statusCode).toBe(403);
  });

  it('lists a compliance Project with its statutory and internal dates, and its filing once recorded', async () => {
    const [october] = await complianceProjects(c.t.app, c.org.organization.id, gstr1);
    const list = await c.call(c.org.users.employee, 'GET', '/api/tasks/?page=1&limit=10');
    expect(list.json().data.tasks).toEqual([
      expect.objectContaining({
        task_id: october!.id,
        compliance_name: 'GSTR-1',
        period_key: '2026-10',
        statutory_due_date: '2026-11-11',
        due_date: '2026-11-07',
        ack_number: null,
        filed_on: null,
      }),
    ]);
    const before = await c.call(c.org.users.employee, 'POST', `/api/tasks/${october!.id}/filing`, {
      ack_number: 'AA2709260012345',
      filed_on: '2026-09-30',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toEqual([{ field: 'filed_on', message: 'Filing date cannot be before the period begins' }]);

    day('2026-11-10');
    const filed = await c.call(c.org.users.employee, 'POST', `/api/tasks/${october!.id}/filing`, {
      ack_number: 'AA2710260012345',
      filed_on: '2026-11-10',
    });
    expect(filed.statusCode).toBe(200);
    const detail = (await c.call(c.org.users.employee, 'GET', `/api/tasks/${october!.id}`)).json().data;
    expect(detail).toMatchObject({
      ack_required: true,
      ack_number: 'AA2710260012345',
      filed_on: '2026-11-10',
      workflow_status: 'ready_for_close',
    });
    const plain = await c.create();
    expect((await c.call(c.org.users.admin, 'GET', `/api/tasks/${plain}`)).json().data).toMatchObject({
      ack_required: null,
      compliance_name: null,
      statutory_due_date: null,
    });

    const filings = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/filings')).json().data.filings;
    expect(filings[0]).toEqual(
      expect.objectContaining({ period_key: '2026-10', state: 'filed_on_time', filed_on: '2026-11-10', ack_number: 'AA2710260012345' }),
    );
  });

  it('keeps a filing due in the last 30 days, and drops it after', async () => {
    day('2026-12-10');
    const recent = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/filings')).json().data.filings;
    expect(recent[0]).toMatchObject({ period_key: '2026-10', state: 'filed_on_time' });
    day('2026-12-12');
    const later = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/filings')).json().data.filings;
    expect(later.map((f: { period_key: string }) => f.period_key)).not.toContain('2026-10');
    day('2026-11-10');
  });

  it("moves the client's date with an override, opened Project or not", async () => {
    const moved = await c.call(c.org.users.admin, 'PUT', `/api/compliances/${gstr1}/overrides`, {
      period_key: '2026-11',
      due_date: '2026-12-15',
      note: 'Notification 20/2026-CT',
    });
    expect(moved.statusCode).toBe(200);
    const filings = (await c.call(c.org.contacts[0], 'GET', '/api/client-portal/filings')).json().data.filings;
    expect(filings.find((f: { period_key: string }) => f.period_key === '2026-11')).toMatchObject({ statutory_due_date: '2026-12-15' });
  });

  it("gives the client a compliance Project's statutory due date in My Projects, never the firm's internal one", async () => {
    day('2026-11-09');
    const [october] = await complianceProjects(c.t.app, c.org.organization.id, gstr1);
    expect([october!.statutory_due_date, october!.due_date]).toEqual(['2026-11-11', '2026-11-07']);
    const list = async (query: string) => (await c.call(c.org.contacts[0], 'GET', `/api/client-portal/tasks?${query}`)).json();
    const ids = async (query: string) => (await list(query)).data.tasks.map((t: { task_id: number }) => t.task_id);
    const all = await list('limit=100');
    expect(all.data.tasks.find((t: { task_id: number }) => t.task_id === october!.id)).toMatchObject({
      due_date: '2026-11-11',
      statutory_due: true,
    });
    expect(JSON.stringify(all)).not.toContain('2026-11-07');
    expect(all.data.tasks.filter((t: { task_id: number }) => t.task_id !== october!.id)).toEqual([
      expect.objectContaining({ statutory_due: false }),
    ]);
    // The internal date has passed, the statutory one has not: for the client it is due soon, not overdue.
    expect(await ids('due=overdue')).not.toContain(october!.id);
    expect(await ids('due=7')).toContain(october!.id);
    day('2026-11-12');
    expect(await ids('due=overdue')).toContain(october!.id);
    day('2026-11-10');
  });
});
