import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from './tasks.test-support';

describe.each(testDrivers())('changing Projects by role (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const put = (who: Parameters<typeof c.call>[0], id: number, body: unknown) => c.call(who, 'PUT', `/api/tasks/${id}`, body);
  const detail = async (id: number) => (await c.call(c.org.users.admin, 'GET', `/api/tasks/${id}`)).json().data;

  /** A refused call answers `status` (and `code`) and leaves every table as it was, log included. */
  async function refused(
    call: () => Promise<{ statusCode: number; json: () => { code?: string; errors?: { code?: string }[] } }>,
    status: number,
    code?: string,
  ) {
    const before = await c.snapshot();
    const response = await call();
    expect(response.statusCode).toBe(status);
    if (code) expect([response.json().code, ...(response.json().errors ?? []).map((e) => e.code)]).toContain(code);
    expect(await c.snapshot()).toEqual(before);
  }

  it('moves the status forward for the admin, one log row per change, and refuses a move back', async () => {
    const id = await c.create();
    const response = await put(c.org.users.admin, id, {
      workflow_status: 'pending_review',
      task_name: 'GST return (Oct)',
      invoice_amount_paise: 3_000_00,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      workflow_status: 'pending_review',
      task_name: 'GST return (Oct)',
      invoice_amount_paise: 3_000_00,
    });
    expect(
      response
        .json()
        .data.running_log.slice(2)
        .map((l: { description: string }) => l.description),
    ).toEqual([
      'Project name changed from GST return for October to GST return (Oct)',
      'Amount changed from ₹2,500.00 to ₹3,000.00',
      'Status changed from Open to Pending Review',
    ]);
    await refused(() => put(c.org.users.admin, id, { workflow_status: 'in_progress' }), 400, 'TASK_STATUS_NOT_ALLOWED');
    await refused(() => put(c.org.users.admin, id, { workflow_status: 'open', task_name: 'Also renamed' }), 400, 'TASK_STATUS_NOT_ALLOWED');
    expect((await put(c.org.users.admin, id, { workflow_status: 'closed' })).statusCode).toBe(200);
  });

  it('lets supervisors and employees pick any of the first four statuses, never closed', async () => {
    const id = await c.create();
    expect((await put(c.org.users.supervisor, id, { workflow_status: 'ready_for_close' })).statusCode).toBe(200);
    expect((await put(c.org.users.employee, id, { workflow_status: 'open' })).statusCode).toBe(200);
    expect((await put(c.org.users.employee, id, { workflow_status: 'in_progress' })).statusCode).toBe(200);
    await refused(() => put(c.org.users.supervisor, id, { workflow_status: 'closed' }), 403, 'TASK_STATUS_NOT_ALLOWED');
    await refused(() => put(c.org.users.employee, id, { workflow_status: 'closed' }), 403, 'TASK_STATUS_NOT_ALLOWED');
    const log = (await detail(id)).running_log.filter((l: { event_type: string }) => l.event_type === 'status');
    expect(log.map((l: { description: string; user_name: string }) => `${l.user_name}: ${l.description}`)).toEqual([
      'Kavya Nair: Status changed from Open to Ready for Close',
      'Vikram Rao: Status changed from Ready for Close to Open',
      'Vikram Rao: Status changed from Open to In Progress',
    ]);
  });

  it('hides a closed Project from supervisors and employees writing to it as from their reads: 404 both ways', async () => {
    const id = await c.create();
    await put(c.org.users.admin, id, { workflow_status: 'closed' });
    for (const who of [c.org.users.supervisor, c.org.users.employee]) {
      const read = await c.call(who, 'GET', `/api/tasks/${id}`);
      expect(read.statusCode).toBe(404);
      const writes = [
        () => put(who, id, { workflow_status: 'open' }),
        () => put(who, id, { require_clarification: false }),
        () => c.call(who, 'POST', `/api/tasks/${id}/comments`, { comment_text: 'Reopen?' }),
      ];
      for (const write of writes) {
        await refused(write, 404);
        // The same answer as the read: nothing tells that the Project exists and is closed.
        expect((await write()).json()).toEqual(read.json());
      }
    }
    // The admin still writes to it.
    expect((await c.call(c.org.users.admin, 'POST', `/api/tasks/${id}/comments`, { comment_text: 'Filed' })).statusCode).toBe(201);
  });

  it('lets an employee change only the status of its own Projects (fields sent unchanged are no change)', async () => {
    const id = await c.create();
    const current = await detail(id);
    expect(
      (await put(c.org.users.employee, id, { workflow_status: 'in_progress', task_name: current.task_name, require_clarification: false }))
        .statusCode,
    ).toBe(200);
    await refused(() => put(c.org.users.employee, id, { task_name: 'Renamed by employee' }), 403, 'TASK_FIELD_NOT_ALLOWED');
    await refused(() => put(c.org.users.employee, id, { assignee_id: c.org.employee2.id }), 403, 'TASK_FIELD_NOT_ALLOWED');
    await refused(
      () => put(c.org.users.employee, id, { require_clarification: true, clarification_to: c.org.users.admin.id }),
      403,
      'TASK_FIELD_NOT_ALLOWED',
    );
    await refused(() => put(c.org.employee2, id, { workflow_status: 'pending_review' }), 404);
  });

  it('lets a supervisor change status, assignee and clarification but not the amount or name', async () => {
    const id = await c.create();
    await refused(() => put(c.org.users.supervisor, id, { invoice_amount_paise: 1 }), 403, 'TASK_FIELD_NOT_ALLOWED');
    await refused(() => put(c.org.users.supervisor, id, { due_date: null }), 403, 'TASK_FIELD_NOT_ALLOWED');
    const response = await put(c.org.users.supervisor, id, { assignee_id: String(c.org.employee2.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.running_log.at(-1).description).toBe('Reassigned from Vikram Rao to Priya Staff');
  });

  it.each([
    ['the admin gives it to an inactive employee', 'admin', () => c.org.inactiveEmployee.id],
    ['the admin gives it to an employee of another firm', 'admin', () => c.other.users.employee.id],
    ['the admin gives it to the super admin', 'admin', () => c.org.users.superadmin.id],
    ['a supervisor gives it to an admin', 'supervisor', () => c.org.users.admin.id],
  ] as const)('refuses an assignment when %s, writing nothing', async (_what, role, assignee) => {
    const id = await c.create();
    await refused(() => put(c.org.users[role], id, { assignee_id: assignee(), workflow_status: 'in_progress' }), 400, 'ASSIGNEE_INVALID');
  });

  it('lets the admin assign an admin, and unassign', async () => {
    const id = await c.create();
    expect((await put(c.org.users.admin, id, { assignee_id: c.org.users.admin.id })).json().data.assignee_name).toBe('Rohan Mehta');
    const unassigned = (await put(c.org.users.admin, id, { assignee_id: null })).json().data;
    expect(unassigned).toMatchObject({ assignee_id: null, assignment_status: 'not_assigned' });
    expect(unassigned.running_log.at(-1).description).toBe('Unassigned from Rohan Mehta');
  });

  it('asks a clarification of an admin or supervisor, the caller being the requester, and clears it when turned off', async () => {
    const id = await c.create();
    await refused(() => put(c.org.users.supervisor, id, { require_clarification: true }), 400, 'ADVISOR_REQUIRED');
    const missing = await put(c.org.users.supervisor, id, { require_clarification: true, clarification_to: null });
    expect(missing.json().errors[0].message).toBe('Please select an advisor when clarification is required.');
    await refused(
      () => put(c.org.users.supervisor, id, { require_clarification: true, clarification_to: c.org.users.employee.id }),
      400,
      'ADVISOR_INVALID',
    );
    await refused(
      () => put(c.org.users.supervisor, id, { require_clarification: true, clarification_to: c.other.users.admin.id }),
      400,
      'ADVISOR_INVALID',
    );
    const asked = (await put(c.org.users.supervisor, id, { require_clarification: true, clarification_to: c.org.users.admin.id })).json()
      .data;
    expect(asked).toMatchObject({
      require_clarification: true,
      clarification_from: c.org.users.supervisor.id,
      clarification_from_name: 'Kavya Nair',
      clarification_to_name: 'Rohan Mehta',
    });
    const cleared = (await put(c.org.users.admin, id, { require_clarification: false, clarification_to: c.org.users.admin.id })).json()
      .data;
    expect(cleared).toMatchObject({ require_clarification: false, clarification_from: null, clarification_to: null });
    expect(
      cleared.running_log
        .filter((l: { event_type: string }) => l.event_type === 'clarification')
        .map((l: { description: string }) => l.description),
    ).toEqual(['Clarification requested from Rohan Mehta', 'Clarification cleared']);
  });

  it('answers a call that changes nothing without a log row', async () => {
    const id = await c.create();
    await refused(async () => put(c.org.users.admin, id, { workflow_status: 'open', due_date: '2026-11-30' }), 200);
  });

  it.each([
    ['an unknown status', { workflow_status: 'done' }, 400],
    ['an unknown field', { created_by: 1 }, 422],
    ['an assignee that is not a number', { assignee_id: 'user_x' }, 400],
    ['a due date that is not a date', { due_date: '30/11/2026' }, 400],
    ['an amount as text', { invoice_amount_paise: '100' }, 422],
  ])('refuses %s with a 4xx, writing nothing', async (_what, body, status) => {
    const id = await c.create();
    await refused(() => put(c.org.users.admin, id, body), status);
  });

  it("refuses another firm's Project (404)", async () => {
    const id = await c.create();
    await refused(() => put(c.other.users.admin, id, { workflow_status: 'in_progress' }), 404);
  });
});
