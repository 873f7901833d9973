import { REPORT_SORT_KEYS, type ProjectReportQuery } from '@firm/shared/domain/report';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { reportBatches, reportPage } from './reports.repo';
import { FORMULA_NAME, reportsTestContext } from './reports.test-support';

// Today is 2026-11-21 in India (the context's clock).
describe.each(testDrivers())('the Projects report (%s)', (driver) => {
  const c = reportsTestContext(driver);
  const ALL = [
    'Audit FY 2025-26',
    FORMULA_NAME,
    'GST annual return',
    'Invoiced Project',
    'ITR for director',
    'ROC filing',
    'TDS return Q2',
  ];

  it('shows the admin and the supervisor every Project of the firm, closed and invoiced ones too, with the cards', async () => {
    for (const who of [c.org.users.admin, c.org.users.supervisor]) {
      const { status, body } = await c.get(who);
      expect(status).toBe(200);
      expect(body.pagination).toEqual({ page: 1, limit: 10, total: 7, pages: 1 });
      expect(body.summary).toEqual({ total: 7, assigned: 6, completed: 2, overdue: 1, today: '2026-11-21' });
      expect(await c.names(who)).toEqual([...ALL].sort());
    }
  });

  it('shows an employee only its own Projects, and another firm none of these', async () => {
    expect(await c.names(c.org.users.employee)).toEqual(['Audit FY 2025-26', 'ITR for director', 'Invoiced Project', 'ROC filing']);
    expect((await c.get(c.org.users.employee)).body.summary).toEqual({
      total: 4,
      assigned: 4,
      completed: 2,
      overdue: 1,
      today: '2026-11-21',
    });
    expect(await c.names(c.org.employee2)).toEqual(['TDS return Q2']);
    expect(await c.names(c.other.users.admin)).toEqual(['Other firm audit']);
    expect(await c.names(c.other.users.employee)).toEqual(['Other firm audit']);
  });

  it("gives each row the spec's record: report status, group, assignee, dates and when it was closed", async () => {
    const rows = (await c.get(c.org.users.admin, 'limit=100')).body.data.projects;
    const byId = (id: number) => rows.find((r) => r.id === id)!;
    expect(byId(c.ids.roc!)).toMatchObject({
      name: 'ROC filing',
      client_id: c.org.client.id,
      service_category: 'GST Filing',
      assignment_status: 'assigned',
      workflow_status: 'closed',
      workflow_status_group: 'completed',
      assignee_id: c.org.users.employee.id,
      assignee_name: 'Vikram Rao',
      due_date: '2026-11-30',
      created_at: '2026-11-21T10:00:00.000Z',
      completed_at: '2026-11-21T10:00:00.000Z',
      overdue: false,
    });
    expect(byId(c.ids.audit!)).toMatchObject({
      workflow_status: 'open',
      workflow_status_group: 'pending',
      completed_at: null,
      overdue: true,
    });
    expect(byId(c.ids.annual!)).toMatchObject({ workflow_status: 'in_review', description: 'Annual return GSTR-9' });
    expect(byId(c.ids.formula!)).toMatchObject({
      workflow_status: 'in_review',
      assignment_status: 'not_assigned',
      assignee_id: null,
      assignee_name: null,
      overdue: false,
    });
    expect(byId(c.ids.itr!)).toMatchObject({ client: '@Risky Traders, Pune', service_category: 'Income Tax', due_date: null });
  });

  it.each([
    ['search=sharma', []],
    ['search=risky', ['ITR for director']],
    ['search=GSTR-9', ['GST annual return']],
    ['search=tds', ['TDS return Q2']],
    ['assignment_status=not_assigned', [FORMULA_NAME]],
    ['workflow_status=open', ['Audit FY 2025-26', 'ITR for director']],
    ['workflow_status=in_progress', ['TDS return Q2']],
    ['workflow_status=in_review', [FORMULA_NAME, 'GST annual return']],
    ['workflow_status=closed', ['Invoiced Project', 'ROC filing']],
    ['status_group=completed', ['Invoiced Project', 'ROC filing']],
    ['status_group=pending', ['Audit FY 2025-26', FORMULA_NAME, 'GST annual return', 'ITR for director', 'TDS return Q2']],
    ['service_category_id=CATEGORY2', ['ITR for director']],
    ['client_id=CLIENT2', ['ITR for director']],
    ['assignee_id=EMPLOYEE2', ['TDS return Q2']],
    // Inclusive at both ends: 21 and 30 November are in, 10 November and 1 December out, undated out.
    ['due_from=2026-11-21&due_to=2026-11-30', [FORMULA_NAME, 'ROC filing', 'TDS return Q2']],
    ['due_from=2026-11-21&due_to=2026-11-21', [FORMULA_NAME]],
    ['due_from=2026-11-26', ['GST annual return', 'ROC filing']],
    ['due_to=2026-11-10', ['Audit FY 2025-26']],
    ['status_group=pending&assignment_status=assigned&due_to=2026-11-30', ['Audit FY 2025-26', 'TDS return Q2']],
  ])('filters on the server: %s', async (query, expected) => {
    const filled = query
      .replace('CATEGORY2', String(c.category2))
      .replace('CLIENT2', String(c.client2))
      .replace('EMPLOYEE2', String(c.org.employee2.id));
    expect(await c.names(c.org.users.admin, filled)).toEqual([...expected].sort());
  });

  it('counts the cards over the filtered rows only', async () => {
    expect((await c.get(c.org.users.admin, 'status_group=pending')).body.summary).toEqual({
      total: 5,
      assigned: 4,
      completed: 0,
      overdue: 1,
      today: '2026-11-21',
    });
    expect((await c.get(c.org.users.admin, 'due_from=2026-11-21')).body.summary).toMatchObject({ total: 4, completed: 1, overdue: 0 });
  });

  it('pages and sorts: nearest due date first by default, undated last', async () => {
    const { body } = await c.get(c.org.users.admin, 'limit=3&page=3');
    expect(body.pagination).toEqual({ page: 3, limit: 3, total: 7, pages: 3 });
    expect(body.data.projects.map((p) => p.name)).toEqual(['Invoiced Project']);
    const first = (await c.get(c.org.users.admin, 'limit=3')).body.data.projects.map((p) => p.name);
    expect(first).toEqual(['Audit FY 2025-26', FORMULA_NAME, 'TDS return Q2']);
    const byStatus = (await c.get(c.org.users.admin, 'limit=100&sort=workflow_status&order=desc')).body.data.projects.map(
      (p) => p.workflow_status,
    );
    expect(byStatus).toEqual(['closed', 'closed', 'in_review', 'in_review', 'in_progress', 'open', 'open']);
  });

  it.each(REPORT_SORT_KEYS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))(
    'reads every row in batches in the order of the pages, sorted by %s %s',
    async (sort, order) => {
      const scope = { organizationId: c.org.organization.id };
      const filter = { sort, order, today: '2026-11-21' } as ProjectReportQuery & { today: string };
      const paged = (await reportPage(c.t.app.db, scope, { ...filter, page: 1, limit: 100 })).rows.map((r) => r.id);
      const batched: number[] = [];
      for await (const batch of reportBatches(c.t.app.db, scope, filter, 2)) batched.push(...batch.map((r) => r.id));
      expect(batched).toEqual(paged);
      expect(batched).toHaveLength(7);
    },
  );

  it.each([
    ['search=%00', 'Search format is invalid'],
    ['client_id=99999999999', 'Invalid client'],
    ['assignee_id=-1', 'Invalid assignee'],
    ['service_category_id=1.5', 'Invalid service category'],
    ['client_id=1&client_id=2', 'Invalid client'],
    ['due_from=2026-02-30', 'Due from must be a date (YYYY-MM-DD)'],
    ['due_to=yesterday', 'Due to must be a date (YYYY-MM-DD)'],
    ['due_from=2026-12-01&due_to=2026-11-01', 'Due from must not be after due to'],
    ['workflow_status=pending_review', 'Workflow status must be one of open, in_progress, in_review, closed'],
    ['sort=password', 'Sort must be one of'],
    ['limit=101', 'Limit must be a whole number from 1 to 100'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    for (const path of ['/api/reports/projects', '/api/reports/projects/export']) {
      const response = await c.call(c.org.users.admin, 'GET', `${path}?${query}`);
      if (path.endsWith('export') && query.startsWith('limit')) continue;
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('dates a Project reopened and closed again by its last close, and sorts and pages by it', async () => {
    const admin = c.org.users.admin;
    const put = async (status: string) =>
      expect((await c.call(admin, 'PUT', `/api/tasks/${c.ids.roc}`, { workflow_status: status })).statusCode).toBe(200);
    const completedOf = async () => (await c.get(admin, 'limit=100')).body.data.projects.find((p) => p.id === c.ids.roc)!.completed_at;
    const start = c.clock.now();
    try {
      // The app moves a Project forward only; a correction in the database reopens it.
      await c.t.app.db.update(tasks).set({ workflowStatus: 'ready_for_close' }).where(eq(tasks.id, c.ids.roc!));
      expect(await completedOf()).toBeNull();
      c.clock.advance(60 * 60_000);
      await put('closed');
      expect(await completedOf()).toBe('2026-11-21T11:00:00.000Z');
      // An edit of a closed Project keeps when it was closed.
      c.clock.advance(60 * 60_000);
      expect((await c.call(admin, 'PUT', `/api/tasks/${c.ids.roc}`, { task_name: 'ROC filing' })).statusCode).toBe(200);
      expect(await completedOf()).toBe('2026-11-21T11:00:00.000Z');
      const byCompleted = (await c.get(admin, 'sort=completed&order=desc&status_group=completed')).body.data.projects;
      expect(byCompleted.map((p) => p.completed_at)).toEqual(['2026-11-21T11:00:00.000Z', expect.any(String)]);
    } finally {
      c.clock.set(start);
    }
  });

  it('refuses client contacts and callers without a token', async () => {
    expect((await c.call(c.org.contacts[0], 'GET', '/api/reports/projects')).statusCode).toBe(403);
    expect((await c.t.app.inject({ method: 'GET', url: '/api/reports/projects' })).statusCode).toBe(401);
  });
});
