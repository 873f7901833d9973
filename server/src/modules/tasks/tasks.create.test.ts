import { MAX_PAISE } from '@firm/shared/domain/money';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from './tasks.test-support';

describe.each(testDrivers())('creating and reading Projects (%s)', (driver) => {
  const c = tasksTestContext(driver);

  it('creates an open Project for the admin, logs its creation and assignment, and answers the detail', async () => {
    const response = await c.call(c.org.users.admin, 'POST', '/api/tasks/', c.body());
    expect(response.statusCode).toBe(201);
    const { data, message } = response.json();
    expect(message).toBe('Task created successfully');
    expect(data).toMatchObject({
      task_name: 'GST return for October',
      client_name: 'Sahyadri Test Foods Private Limited',
      workflow_status: 'open',
      assignee_id: c.org.users.employee.id,
      assignee_name: 'Vikram Rao',
      assignment_status: 'assigned',
      due_date: '2026-11-30',
      invoice_amount_paise: 2_500_00,
      type_of_delivery: 'domestic',
      sac_code: '998231',
      service_category_name: 'GST Filing',
      cgst_bp: 900,
      sgst_bp: 900,
      require_clarification: false,
      clarification_to: null,
      created_by: c.org.users.admin.id,
      created_at: '2026-11-21T10:00:00.000Z',
      comments: [],
    });
    expect(
      data.running_log.map((l: { event_type: string; description: string; user_name: string }) => [
        l.event_type,
        l.description,
        l.user_name,
      ]),
    ).toEqual([
      ['created', 'Project "GST return for October" created', 'Rohan Mehta'],
      ['assignment', 'Assigned to Vikram Rao', 'Rohan Mehta'],
    ]);
  });

  it("takes the spec's defaults: ₹10,000, domestic, no due date, and the assignee as a plain number", async () => {
    const id = await c.create({
      invoice_amount_paise: undefined,
      type_of_delivery: undefined,
      due_date: '',
      assignee_id: c.org.supervisor2.id,
    });
    const { data } = (await c.call(c.org.users.admin, 'GET', `/api/tasks/${id}`)).json();
    expect(data).toMatchObject({
      invoice_amount_paise: 1_000_000,
      type_of_delivery: 'domestic',
      due_date: null,
      assignee_id: c.org.supervisor2.id,
    });
  });

  it('keeps amounts beyond int4 paise exactly (bigint read as a number)', async () => {
    const id = await c.create({ invoice_amount_paise: MAX_PAISE });
    expect((await c.call(c.org.users.admin, 'GET', `/api/tasks/${id}`)).json().data.invoice_amount_paise).toBe(MAX_PAISE);
  });

  it.each([
    ['no project name', { task_name: '  ' }, 'task_name', 'Project name is required'],
    ['no description', { service_description: '' }, 'service_description', 'Description is required'],
    ['no client', { client_id: undefined }, 'client_id', 'Client is required'],
    ['a client id that is not one', { client_id: 'abc' }, 'client_id', 'Invalid client'],
    ['an assignee that is not a number', { assignee_id: 'user_abc' }, 'assignee_id', 'Invalid assignee selected'],
    [
      'a fractional amount',
      { invoice_amount_paise: 10.5 },
      'invoice_amount_paise',
      `Amount must be a whole number of paise from 0 to ${MAX_PAISE}`,
    ],
    [
      'a negative amount',
      { invoice_amount_paise: -1 },
      'invoice_amount_paise',
      `Amount must be a whole number of paise from 0 to ${MAX_PAISE}`,
    ],
    ['an impossible due date', { due_date: '2026-02-30' }, 'due_date', 'Due date must be a date (YYYY-MM-DD)'],
    ['an unknown delivery type', { type_of_delivery: 'overseas' }, 'type_of_delivery', 'Type of delivery must be domestic or export'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_what, overrides, field, message) => {
    const before = await c.snapshot();
    const response = await c.call(c.org.users.admin, 'POST', '/api/tasks/', c.body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    expect(await c.snapshot()).toEqual(before);
  });

  it.each([
    ['a client of another firm', () => ({ client_id: c.other.client.id }), 'client_id', undefined],
    ['a SAC code of another firm', () => ({ sac_code_id: c.other.sacCodeId }), 'sac_code_id', undefined],
    ['an assignee of another firm', () => ({ assignee_id: c.other.users.employee.id }), 'assignee_id', 'ASSIGNEE_INVALID'],
    ['an inactive assignee', () => ({ assignee_id: c.org.inactiveEmployee.id }), 'assignee_id', 'ASSIGNEE_INVALID'],
    ['the super admin as assignee', () => ({ assignee_id: c.org.users.superadmin.id }), 'assignee_id', 'ASSIGNEE_INVALID'],
  ])('refuses %s, writing nothing (log included)', async (_what, overrides, field, code) => {
    const before = await c.snapshot();
    const response = await c.call(c.org.users.admin, 'POST', '/api/tasks/', c.body(overrides()));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ field, ...(code ? { code } : {}) });
    expect(await c.snapshot()).toEqual(before);
  });

  it('lets only the admin create', async () => {
    for (const who of [c.org.users.supervisor, c.org.users.employee]) {
      expect((await c.call(who, 'POST', '/api/tasks/', c.body())).statusCode).toBe(403);
    }
  });

  it("hides another firm's Project and an employee's colleague's Project (404)", async () => {
    const id = await c.create({ assignee_id: c.org.employee2.id });
    expect((await c.call(c.other.users.admin, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await c.call(c.org.users.employee, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await c.call(c.org.employee2, 'GET', `/api/tasks/${id}`)).statusCode).toBe(200);
    expect((await c.call(c.org.users.supervisor, 'GET', `/api/tasks/${id}`)).statusCode).toBe(200);
    expect((await c.call(c.org.users.admin, 'GET', '/api/tasks/0x10')).statusCode).toBe(404);
  });

  it('adds a comment with its log row, by any role on a Project it sees', async () => {
    const id = await c.create();
    const response = await c.call(c.org.users.employee, 'POST', `/api/tasks/${id}/comments`, { comment_text: '  Documents received  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      user_name: 'Vikram Rao',
      comment_text: 'Documents received',
      attached_files: [],
      created_at: '2026-11-21T10:00:00.000Z',
    });
    const { data } = (await c.call(c.org.users.supervisor, 'GET', `/api/tasks/${id}`)).json();
    expect(data.comments).toHaveLength(1);
    expect(data.running_log.at(-1)).toMatchObject({ event_type: 'comment', description: 'Comment added', user_name: 'Vikram Rao' });
  });

  it("refuses a blank comment and a comment on a colleague's Project, writing nothing", async () => {
    const id = await c.create();
    const before = await c.snapshot();
    expect((await c.call(c.org.users.admin, 'POST', `/api/tasks/${id}/comments`, { comment_text: '   ' })).statusCode).toBe(400);
    expect((await c.call(c.org.employee2, 'POST', `/api/tasks/${id}/comments`, { comment_text: 'Mine?' })).statusCode).toBe(404);
    expect((await c.call(c.other.users.admin, 'POST', `/api/tasks/${id}/comments`, { comment_text: 'Hello' })).statusCode).toBe(404);
    expect(await c.snapshot()).toEqual(before);
  });
});
