import { sql } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { upload } from '../documents/documents.test-support';
import { tasksTestContext, type Who } from '../tasks/tasks.test-support';
import { complianceIdOf, complianceProjects, dayOf, standardCatalogue, subscribe, subscriptionBody } from './compliance.test-support';

// The due-date override moves the period's Projects, a filing records the ARN and date, closing
// asks for them where the compliance says so, and the board shows each cell's state; all within one firm.

describe.each(testDrivers())('compliance overrides, filings and the board (%s)', (driver) => {
  const c = tasksTestContext(driver);
  let gstr1 = 0;
  const day = dayOf(c);
  const override = (who: Who, body: object) => c.call(who, 'PUT', `/api/compliances/${gstr1}/overrides`, body);

  beforeAll(async () => {
    day('2026-11-21');
    gstr1 = await standardCatalogue(c, c.org);
    // These Projects open without the standard checklist: the board's "Waiting on client" is asked below by hand.
    await c.call(c.org.users.admin, 'PUT', `/api/compliances/${gstr1}/checklist`, { items: [] });
    await subscribe(c, c.org, gstr1);
    await c.t.app.complianceCalendar.runOnce(c.org.organization.id);
  });

  it('moves the open Projects of a period with an override, logs the notification, and keeps the offset', async () => {
    const res = await override(c.org.users.admin, { period_key: '2026-10', due_date: '2026-11-30', note: 'Notification 12/2026-CT' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { moved: 1 } });
    const october = (await complianceProjects(c.t.app, c.org.organization.id, gstr1)).find((r) => r.period_key === '2026-10')!;
    expect([october.statutory_due_date, october.due_date]).toEqual(['2026-11-30', '2026-11-27']);
    const log = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${october.id}`)).json().data.running_log;
    expect(log.map((l: { description: string }) => l.description)).toContain(
      'Statutory due date moved to 30 Nov 2026: Notification 12/2026-CT',
    );
    const listed = (await c.call(c.org.users.admin, 'GET', `/api/compliances/${gstr1}/overrides`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ period_key: '2026-10', period_label: 'Oct 2026', due_date: '2026-11-30' })]);
  });

  it("refuses an override for a period of another frequency, or another firm's compliance", async () => {
    const wrong = await override(c.org.users.admin, { period_key: 'FY2026-Q1', due_date: '2026-11-30', note: 'x' });
    expect(wrong.statusCode).toBe(400);
    const foreign = await override(c.other.users.admin, { period_key: '2026-10', due_date: '2026-11-30', note: 'x' });
    expect(foreign.statusCode).toBe(404);
  });

  it('asks for the acknowledgement before closing, records the filing, and shows it on the board', async () => {
    const [september, october] = await complianceProjects(c.t.app, c.org.organization.id, gstr1);
    const close = await c.call(c.org.users.admin, 'PUT', `/api/tasks/${september!.id}`, { workflow_status: 'closed' });
    expect(close.statusCode).toBe(400);
    expect(close.json()).toMatchObject({ errors: [{ field: 'ack_number', code: 'COMPLIANCE_FILING_REQUIRED' }] });

    // Another employee's Project is not found for them; a filing date after today is refused.
    expect(
      (await c.call(c.org.employee2, 'POST', `/api/tasks/${september!.id}/filing`, { ack_number: 'AA1', filed_on: '2026-10-10' }))
        .statusCode,
    ).toBe(404);
    const future = await c.call(c.org.users.employee, 'POST', `/api/tasks/${september!.id}/filing`, {
      ack_number: 'AA1',
      filed_on: '2026-11-22',
    });
    expect(future.statusCode).toBe(400);

    const filed = await c.call(c.org.users.employee, 'POST', `/api/tasks/${september!.id}/filing`, {
      ack_number: 'AA0710260012345',
      filed_on: '2026-10-10',
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toEqual({
      task_id: september!.id,
      ack_number: 'AA0710260012345',
      filed_on: '2026-10-10',
      workflow_status: 'ready_for_close',
    });
    expect((await c.call(c.org.users.admin, 'PUT', `/api/tasks/${september!.id}`, { workflow_status: 'closed' })).statusCode).toBe(200);
    const filingLog = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${september!.id}`)).json().data.running_log;
    expect(filingLog.map((l: { description: string }) => l.description)).toContain('Filed on 10 Oct 2026, acknowledgement AA0710260012345');

    const board = await c.call(c.org.users.supervisor, 'GET', `/api/compliance/board?compliance_id=${gstr1}&from=2026-09&periods=3`);
    expect(board.statusCode).toBe(200);
    const answer = board.json();
    expect(
      answer.data.periods.map((p: { key: string; due_date: string; overridden: boolean }) => [p.key, p.due_date, p.overridden]),
    ).toEqual([
      ['2026-09', '2026-10-11', false],
      ['2026-10', '2026-11-30', true],
      ['2026-11', '2026-12-11', false],
    ]);
    expect(answer.data.rows).toEqual([
      expect.objectContaining({
        client_id: c.org.client.id,
        cells: [
          expect.objectContaining({
            task_id: september!.id,
            state: 'filed_on_time',
            ack_number: 'AA0710260012345',
            filed_on: '2026-10-10',
          }),
          expect.objectContaining({ task_id: october!.id, state: 'not_started', statutory_due_date: '2026-11-30' }),
          null,
        ],
      }),
    ]);
    expect(answer.summary).toEqual({ due_this_week: 0, overdue: 0, filed_this_month: 0 });

    // A week later October's Project is overdue (its date was moved to 30 November).
    day('2026-12-01');
    const later = (await c.call(c.org.users.admin, 'GET', `/api/compliance/board?compliance_id=${gstr1}&from=2026-09&periods=3`)).json();
    expect(later.data.rows[0].cells[1].state).toBe('overdue');
    expect(later.summary).toMatchObject({ overdue: 1 });
    // The counts follow the client filters: another client type counts nothing, the assignee's counts it.
    const boardAt = (q: string) => `/api/compliance/board?compliance_id=${gstr1}&from=2026-09&periods=3&${q}`;
    const otherType = c.org.client.clientType === 'huf' ? 'individual' : 'huf';
    expect((await c.call(c.org.users.admin, 'GET', boardAt(`client_type=${otherType}`))).json().summary).toEqual({
      due_this_week: 0,
      overdue: 0,
      filed_this_month: 0,
    });
    expect((await c.call(c.org.users.admin, 'GET', boardAt(`assignee_id=${c.org.users.employee.id}`))).json().summary).toMatchObject({
      overdue: 1,
    });
    day('2026-11-21');
  });

  it('marks a cell whose Project waits on the client for a required document, until it is uploaded', async () => {
    const board = async () =>
      (await c.call(c.org.users.admin, 'GET', `/api/compliance/board?compliance_id=${gstr1}&from=2026-10&periods=1`)).json().data.rows[0]
        .cells[0];
    const before = await board();
    expect(before).toMatchObject({ waiting_on_client: false });
    const asked = await c.call(c.org.users.admin, 'POST', `/api/tasks/${before.task_id}/document-requests`, {
      requests: [
        { title: 'Sales register', due_date: '2026-11-25' },
        { title: 'Credit notes issued', due_date: '2026-11-25', required: false },
      ],
    });
    expect(asked.statusCode).toBe(201);
    expect(await board()).toMatchObject({ task_id: before.task_id, state: before.state, waiting_on_client: true });
    // The board's filter: the client shows among those waiting, not among the others, and the counts follow.
    const filtered = async (waiting: boolean) =>
      (
        await c.call(
          c.org.users.admin,
          'GET',
          `/api/compliance/board?compliance_id=${gstr1}&from=2026-10&periods=1&waiting_on_client=${waiting}`,
        )
      ).json();
    expect((await filtered(true)).data.rows.map((r: { client_id: number }) => r.client_id)).toEqual([c.org.client.id]);
    expect((await filtered(false)).data.rows).toEqual([]);
    expect((await filtered(false)).pagination.total).toBe(0);
    const required = asked.json().data.requests[0].request_id;
    const uploaded = await upload(c.t.app, c.org.contacts[0], required, [{ name: 'sales.csv', content: 'Invoice,Amount\nINV-1,100\n' }]);
    expect(uploaded.statusCode).toBe(201);
    // Only the optional request is still owed: the Project no longer waits on the client.
    expect(await board()).toMatchObject({ waiting_on_client: false });
    expect((await filtered(true)).data.rows).toEqual([]);
    expect((await filtered(false)).data.rows).toHaveLength(1);
    const refused = await c.call(c.org.users.admin, 'GET', `/api/compliance/board?compliance_id=${gstr1}&waiting_on_client=maybe`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Waiting on client must be true or false');
  });

  it("refuses a Project that is not a compliance filing, and another firm's board", async () => {
    const plain = await c.create();
    const res = await c.call(c.org.users.admin, 'POST', `/api/tasks/${plain}/filing`, { ack_number: 'X1', filed_on: '2026-11-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NOT_A_COMPLIANCE_TASK');
    expect((await c.call(c.other.users.admin, 'GET', `/api/compliance/board?compliance_id=${gstr1}`)).statusCode).toBe(404);
  });

  it('opens the board on the first compliance a client subscribes to when the call names none', async () => {
    const catalogue = (await c.call(c.org.users.admin, 'GET', '/api/compliances')).json().data as { id: number; subscriptions: number }[];
    // Compliances listed before GSTR-1 (Advance Tax...) have no subscriber: the board skips them.
    expect(catalogue[0]!.id).not.toBe(gstr1);
    const board = await c.call(c.org.users.supervisor, 'GET', '/api/compliance/board?page=1&limit=25');
    expect(board.statusCode).toBe(200);
    expect(board.json().data.compliance).toMatchObject({ id: gstr1, name: 'GSTR-1' });
    expect(board.json().data.rows).toEqual([expect.objectContaining({ client_id: c.org.client.id })]);
    // Another firm has no compliance at all: nothing to open on.
    expect((await c.call(c.other.users.admin, 'GET', '/api/compliance/board')).statusCode).toBe(404);
  });

  it('subscribes in bulk the clients a compliance applies to, leaving existing subscriptions', async () => {
    const llp = (await c.call(c.org.users.admin, 'GET', '/api/compliances')).json().data.find((x: { code: string }) => x.code === 'LLP11');
    const single = await c.call(
      c.org.users.admin,
      'PUT',
      '/api/compliance-subscriptions',
      subscriptionBody(c.org, llp.id, { from_period: 'FY2025' }),
    );
    expect(single.statusCode).toBe(400);
    expect(single.json().errors[0].code).toBe('COMPLIANCE_NOT_APPLICABLE');
    const bulk = await c.call(c.org.users.admin, 'POST', '/api/compliance-subscriptions/bulk', {
      ...subscriptionBody(c.org, gstr1),
      client_type: c.org.client.clientType,
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toMatchObject({ subscribed: 0, already: 1 });
  });

  it('refuses to subscribe a client to a deactivated compliance, one at a time or in bulk, and writes nothing', async () => {
    const gstr3b = await complianceIdOf(c.t.app, c.org.organization.id, 'GSTR3B');
    await c.t.app.db.execute(sql`update compliances set is_active = false where id = ${gstr3b}`);
    const count = async () =>
      (await c.call(c.org.users.admin, 'GET', `/api/compliance-subscriptions?compliance_id=${gstr3b}`)).json().data.length;
    const message = 'This compliance is inactive: make it active in the catalogue before subscribing clients to it';
    const single = await c.call(c.org.users.admin, 'PUT', '/api/compliance-subscriptions', subscriptionBody(c.org, gstr3b));
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ message, errors: [{ field: 'compliance_id', code: 'COMPLIANCE_INACTIVE' }] });
    for (const body of [
      { ...subscriptionBody(c.org, gstr3b), client_type: c.org.client.clientType },
      { ...subscriptionBody(c.org, gstr3b), client_ids: [c.org.client.id] },
    ]) {
      const bulk = await c.call(c.org.users.admin, 'POST', '/api/compliance-subscriptions/bulk', body);
      expect(bulk.statusCode).toBe(400);
      expect(bulk.json()).toMatchObject({ message, code: 'COMPLIANCE_INACTIVE' });
    }
    expect(await count()).toBe(0);
    // Made active again, the same call subscribes.
    await c.t.app.db.execute(sql`update compliances set is_active = true where id = ${gstr3b}`);
    expect((await c.call(c.org.users.admin, 'PUT', '/api/compliance-subscriptions', subscriptionBody(c.org, gstr3b))).statusCode).toBe(200);
    expect(await count()).toBe(1);
  });
});
