import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from './tasks.test-support';

// Today is 2026-11-21 in India (the context's clock).
describe.each(testDrivers())('listing Projects (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const names = async (who: Parameters<typeof c.call>[0], query = '') =>
    (await c.call(who, 'GET', `/api/tasks/?${query}`)).json().data.tasks.map((t: { task_name: string }) => t.task_name);

  beforeAll(async () => {
    const make = (task_name: string, due_date: string | null, assignee: number, extra: Record<string, unknown> = {}) =>
      c.create({ task_name, due_date, assignee_id: assignee, ...extra });
    await make('Audit FY 2025-26', '2026-11-10', c.org.users.employee.id);
    await make('TDS return Q2', '2026-11-25', c.org.employee2.id);
    await make('ITR for director 50%', null, c.org.users.employee.id);
    const closed = await make('ROC filing', '2026-12-15', c.org.users.employee.id);
    await c.call(c.org.users.admin, 'PUT', `/api/tasks/${closed}`, { workflow_status: 'closed' });
    const review = await make('GST annual return', '2026-12-31', c.org.users.supervisor.id);
    await c.call(c.org.users.admin, 'PUT', `/api/tasks/${review}`, {
      workflow_status: 'pending_review',
      require_clarification: true,
      clarification_to: c.org.users.admin.id,
    });
    const unassigned = await make('Bookkeeping November', '2026-11-21', c.org.users.admin.id);
    await c.call(c.org.users.admin, 'PUT', `/api/tasks/${unassigned}`, { assignee_id: null });
    await c.call(c.other.users.admin, 'POST', '/api/tasks/', {
      ...c.body(),
      client_id: c.other.client.id,
      sac_code_id: c.other.sacCodeId,
      service_category_id: c.other.serviceCategoryId,
      assignee_id: c.other.users.employee.id,
    });
  });

  it('pages 10 newest first for the admin with the header counts of the whole firm in the same answer', async () => {
    const response = await c.call(c.org.users.admin, 'GET', '/api/tasks/?page=1');
    expect(response.statusCode).toBe(200);
    const { data, pagination, summary } = response.json();
    expect(data.tasks).toHaveLength(6);
    // total_pages and data.pagination: spec 02 §7's names for the same (platform/spec-names.table.ts).
    expect(pagination).toEqual({ page: 1, limit: 10, total: 6, pages: 1, total_pages: 1 });
    expect(data.pagination).toEqual(pagination);
    expect(summary).toEqual({
      total: 6,
      ongoing: 5,
      completed: 1,
      assigned: 5,
      unassigned: 1,
      overdue: 1,
      in_progress: 0,
      pending_review: 1,
    });
    expect((await c.call(c.org.users.admin, 'GET', '/api/tasks/?limit=2&page=3')).json().pagination).toEqual({
      page: 3,
      limit: 2,
      total: 6,
      pages: 3,
      total_pages: 3,
    });
  });

  it('hides closed Projects from supervisors, and shows an employee only its own', async () => {
    expect(await names(c.org.users.supervisor, 'sort=name&order=asc')).toEqual([
      'Audit FY 2025-26',
      'Bookkeeping November',
      'GST annual return',
      'ITR for director 50%',
      'TDS return Q2',
    ]);
    const mine = (await c.call(c.org.users.employee, 'GET', '/api/tasks/?sort=name&order=asc')).json();
    expect(mine.data.tasks.map((t: { task_name: string }) => t.task_name)).toEqual(['Audit FY 2025-26', 'ITR for director 50%']);
    expect(mine.summary).toMatchObject({ total: 2, overdue: 1 });
  });

  it('filters by name (a literal %), company, status, clarifications and due-date windows', async () => {
    const admin = c.org.users.admin;
    expect(await names(admin, 'search=50%25')).toEqual(['ITR for director 50%']);
    expect(await names(admin, 'company=sahyadri&status=closed')).toEqual(['ROC filing']);
    expect(await names(admin, 'company=nobody')).toEqual([]);
    expect(await names(admin, 'clarifications=true')).toEqual(['GST annual return']);
    expect(await names(c.org.users.supervisor, 'clarifications=true')).toEqual([]);
    expect(await names(admin, 'due=overdue')).toEqual(['Audit FY 2025-26']);
    expect(await names(admin, 'due=7&sort=due&order=asc')).toEqual(['Bookkeeping November', 'TDS return Q2']);
    expect(await names(admin, 'due=30&sort=due&order=asc')).toEqual(['Bookkeeping November', 'TDS return Q2', 'ROC filing']);
    expect(await names(admin, `assignee_id=${c.org.employee2.id}`)).toEqual(['TDS return Q2']);
  });

  it('searches name, client and description for the team screens, and the name only by default', async () => {
    const supervisor = c.org.users.supervisor;
    // Every Project of the context is for the Sahyadri client and described 'GSTR-1 and GSTR-3B'.
    expect(await names(supervisor, 'search=sahyadri')).toEqual([]);
    const wide = await c.call(supervisor, 'GET', '/api/tasks/?search=sahyadri&search_in=all&sort=name&order=asc');
    expect(wide.json().data.tasks).toHaveLength(5);
    expect(wide.json().pagination.total).toBe(5);
    expect((await names(supervisor, 'search=gstr-3b&search_in=all')).length).toBe(5);
    expect(await names(supervisor, 'search=tds&search_in=all')).toEqual(['TDS return Q2']);
    expect((await c.call(supervisor, 'GET', '/api/tasks/?search_in=everything')).statusCode).toBe(400);
  });

  it('sorts by each column both ways, empty due dates last going up', async () => {
    expect(await names(c.org.users.admin, 'sort=due&order=asc')).toEqual([
      'Audit FY 2025-26',
      'Bookkeeping November',
      'TDS return Q2',
      'ROC filing',
      'GST annual return',
      'ITR for director 50%',
    ]);
    expect((await names(c.org.users.admin, 'sort=due&order=desc'))[0]).toBe('ITR for director 50%');
    for (const sort of ['name', 'client', 'status', 'assignee', 'created']) {
      expect((await c.call(c.org.users.admin, 'GET', `/api/tasks/?sort=${sort}&order=desc`)).statusCode).toBe(200);
    }
    // Status sorts in workflow order (open first), not alphabetically.
    expect(await names(c.org.users.admin, 'sort=status&order=desc&limit=2')).toEqual(['ROC filing', 'GST annual return']);
  });

  it.each(['sort=password', 'limit=101', 'page=0', 'status=finished', 'due=9', 'clarifications=yes', 'client_id=abc', 'search=%00'])(
    'refuses ?%s with a 400',
    async (query) => {
      expect((await c.call(c.org.users.admin, 'GET', `/api/tasks/?${query}`)).statusCode).toBe(400);
    },
  );
});
