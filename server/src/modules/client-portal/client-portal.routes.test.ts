import { clientContacts } from '../../db/schema';
import { bearer, openTestSession, seedKonkanClient, type ContactRow, type UserRow } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';

// Today is 2026-11-21 in India (the context's clock). The firm's client (Sahyadri) has six Projects;
// a second client of the same firm (Konkan) has its own, and so does the other firm.
describe.each(testDrivers())('the client portal’s Projects (%s)', (driver) => {
  const c = tasksTestContext(driver);
  let konkan: { clientId: number; contact: ContactRow };
  const list = (who: UserRow | ContactRow, query = '') =>
    c.t.app.inject({ method: 'GET', url: `/api/client-portal/tasks?${query}`, headers: bearer(c.t.app, who) });
  const names = async (who: ContactRow, query = '') =>
    (await list(who, query)).json().data.tasks.map((t: { task_name: string }) => t.task_name);
  const own = () => c.org.contacts[0];

  beforeAll(async () => {
    const admin = c.org.users.admin;
    const make = async (task_name: string, due_date: string | null, status?: string, client_id = c.org.client.id) => {
      const id = await c.create({ task_name, due_date, client_id });
      if (status) await c.call(admin, 'PUT', `/api/tasks/${id}`, { workflow_status: status });
    };
    await make('Audit FY 2025-26', '2026-11-10');
    await make('TDS return Q2', '2026-11-25', 'in_progress');
    await make('ITR for director', null, 'pending_review');
    await make('ROC filing', '2026-12-15', 'closed');
    await make('GST annual return', '2026-12-31', 'ready_for_close');
    await make('Bookkeeping November', '2026-11-21');

    const client = await seedKonkanClient(c.t.app.db, c.org.organization.id, { clientType: 'llp' });
    const [contact] = await c.t.app.db
      .insert(clientContacts)
      .values({
        organizationId: c.org.organization.id,
        clientId: client.id,
        name: 'Farah Khan',
        email: 'farah@konkan.test',
        phone: '9822000009',
      })
      .returning();
    await openTestSession(c.t.app.db, contact!);
    konkan = { clientId: client.id, contact: contact! };
    for (let i = 1; i <= 12; i += 1)
      await make(`Konkan job ${String(i).padStart(2, '0')}`, `2026-12-${String(i).padStart(2, '0')}`, undefined, client.id);

    await c.call(c.other.users.admin, 'POST', '/api/tasks/', {
      ...c.body(),
      task_name: 'Other firm Project',
      client_id: c.other.client.id,
      sac_code_id: c.other.sacCodeId,
      service_category_id: c.other.serviceCategoryId,
      assignee_id: c.other.users.employee.id,
    });
  });

  it('lists only the contact’s own client’s Projects, by due date with undated last, with the spec’s fields and the cards', async () => {
    const response = await list(own(), `client_id=${c.org.client.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.tasks.map((t: { task_name: string }) => t.task_name)).toEqual([
      'Audit FY 2025-26',
      'Bookkeeping November',
      'TDS return Q2',
      'ROC filing',
      'GST annual return',
      'ITR for director',
    ]);
    expect(body.data.tasks[0]).toEqual({
      task_id: expect.any(Number),
      task_name: 'Audit FY 2025-26',
      client_name: 'Sahyadri Test Foods Private Limited',
      service_description: 'GSTR-1 and GSTR-3B',
      workflow_status: 'open',
      due_date: '2026-11-10',
      statutory_due: false,
    });
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 6, pages: 1 });
    expect(body.summary).toEqual({ total: 6, ongoing: 5, completed: 1, overdue: 1 });
    expect(body.success).toBe(true);
  });

  it('answers the same without client_id: the client comes from the sign-in, not the query', async () => {
    expect(await names(own())).toHaveLength(6);
    expect(await names(c.org.contacts[1])).toHaveLength(6);
    expect(await names(konkan.contact, 'limit=100')).toHaveLength(12);
  });

  it('refuses the client_id of another client, of the same firm or another, with 403 and lists nothing of it', async () => {
    for (const clientId of [konkan.clientId, c.other.client.id]) {
      const response = await list(own(), `client_id=${clientId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'CLIENT_MISMATCH' });
    }
    const response = await list(konkan.contact, `client_id=${c.org.client.id}&tab=completed`);
    expect(response.statusCode).toBe(403);
    expect(await names(konkan.contact, 'tab=completed')).toEqual([]);
  });

  it('pages ten at a time on the server', async () => {
    const first = (await list(konkan.contact)).json();
    expect(first.data.tasks).toHaveLength(10);
    expect(first.data.pagination).toEqual({ page: 1, limit: 10, total: 12, pages: 2 });
    const second = (await list(konkan.contact, 'page=2')).json();
    expect(second.data.tasks.map((t: { task_name: string }) => t.task_name)).toEqual(['Konkan job 11', 'Konkan job 12']);
    expect((await list(konkan.contact, 'page=5')).json().data).toEqual({
      tasks: [],
      pagination: { page: 5, limit: 10, total: 12, pages: 2 },
    });
  });

  it('filters by the client’s statuses, the tabs and the due-date windows, the cards staying those of every Project', async () => {
    expect(await names(own(), 'workflow_status=pending')).toEqual(['Audit FY 2025-26', 'Bookkeeping November']);
    expect(await names(own(), 'workflow_status=in_progress')).toEqual(['TDS return Q2', 'GST annual return', 'ITR for director']);
    expect(await names(own(), 'workflow_status=completed')).toEqual(['ROC filing']);
    expect(await names(own(), 'workflow_status=closed')).toEqual(['ROC filing']);
    expect(await names(own(), 'workflow_status=on_hold')).toEqual([]);
    expect(await names(own(), 'tab=completed')).toEqual(['ROC filing']);
    expect(await names(own(), 'tab=ongoing&workflow_status=completed')).toEqual([]);
    expect(await names(own(), 'tab=ongoing')).toHaveLength(5);
    expect(await names(own(), 'due=overdue')).toEqual(['Audit FY 2025-26']);
    expect(await names(own(), 'due=7')).toEqual(['Bookkeeping November', 'TDS return Q2']);
    expect(await names(own(), 'due=31&tab=ongoing')).toEqual(['Bookkeeping November', 'TDS return Q2']);
    expect(await names(own(), 'due=45')).toEqual(['Bookkeeping November', 'TDS return Q2', 'ROC filing', 'GST annual return']);
    const filtered = (await list(own(), 'due=overdue&workflow_status=pending&tab=ongoing&limit=1')).json();
    expect(filtered.data.pagination).toEqual({ page: 1, limit: 1, total: 1, pages: 1 });
    expect(filtered.summary).toEqual({ total: 6, ongoing: 5, completed: 1, overdue: 1 });
  });

  it.each([
    'page=0',
    'page=99999999999999999999',
    'limit=101',
    'limit=1e3',
    'workflow_status=open',
    'workflow_status=%00',
    'due=30',
    'due=%00',
    'tab=all',
    'client_id=abc',
    'client_id=%00',
    'client_id=99999999999',
    'page=1&page=2',
    'tab=ongoing&tab=completed',
    'client_id=1&client_id=2',
  ])('refuses ?%s with a 400 and a message', async (query) => {
    const response = await list(own(), query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: expect.any(String) });
  });

  it('refuses staff (403) and a call without a token (401)', async () => {
    for (const who of [c.org.users.admin, c.org.users.supervisor, c.org.users.employee]) {
      expect((await list(who)).statusCode).toBe(403);
    }
    expect((await c.t.app.inject({ method: 'GET', url: '/api/client-portal/tasks' })).statusCode).toBe(401);
  });
});
