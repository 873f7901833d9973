import { sql } from 'drizzle-orm';
import { TASK_STATUSES } from '@firm/shared/domain/project';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext, type Who } from './tasks.test-support';

type Row = { workflow_status: string; assignee_id: number | null; due_date: string | null };
const TODAY = '2026-11-21';

// The header counts and the filtered totals come from counters the database keeps (migration 0013);
// here they are checked against the caller's own rows, listed whole, after every kind of write.
describe.each(testDrivers())('the Projects counts (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const callers = (): Who[] => [
    c.org.users.admin,
    c.org.users.supervisor,
    c.org.users.employee,
    c.org.employee2,
    c.other.users.admin,
    c.other.users.employee,
  ];
  const list = async (who: Who, query = '') => {
    const response = await c.call(who, 'GET', `/api/tasks/?limit=100&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: { tasks: Row[] }; pagination: { total: number }; summary: Record<string, number> };
  };

  /** Every caller's summary and filtered totals equal what its rows say. */
  async function expectCountsMatchTheRows() {
    for (const who of callers()) {
      const { data, pagination, summary } = await list(who);
      const rows = data.tasks;
      const open = rows.filter((r) => r.workflow_status !== 'closed');
      const overdue = open.filter((r) => r.due_date !== null && r.due_date < TODAY);
      expect({ who: who.email, ...summary }).toEqual({
        who: who.email,
        total: rows.length,
        ongoing: open.length,
        completed: rows.length - open.length,
        assigned: rows.filter((r) => r.assignee_id !== null).length,
        unassigned: rows.filter((r) => r.assignee_id === null).length,
        overdue: overdue.length,
        in_progress: rows.filter((r) => r.workflow_status === 'in_progress').length,
        pending_review: rows.filter((r) => r.workflow_status === 'pending_review').length,
      });
      expect(pagination.total).toBe(rows.length);
      expect((await list(who, 'due=overdue')).pagination.total).toBe(overdue.length);
      for (const status of TASK_STATUSES) {
        const count = rows.filter((r) => r.workflow_status === status).length;
        expect({ who: who.email, status, total: (await list(who, `status=${status}`)).pagination.total }).toEqual({
          who: who.email,
          status,
          total: count,
        });
      }
      const employee = c.org.users.employee.id;
      const theirs = rows.filter((r) => r.assignee_id === employee);
      expect((await list(who, `assignee_id=${employee}`)).pagination.total).toBe(theirs.length);
      const theirsInProgress = theirs.filter((r) => r.workflow_status === 'in_progress').length;
      expect((await list(who, `assignee_id=${employee}&status=in_progress`)).pagination.total).toBe(theirsInProgress);
    }
  }

  const put = async (id: number, body: Record<string, unknown>) =>
    expect((await c.call(c.org.users.admin, 'PUT', `/api/tasks/${id}`, body)).statusCode).toBe(200);

  it('stay equal to the rows of each role in both firms through create, status change, reassign, due date and delete', async () => {
    await expectCountsMatchTheRows();
    const overdue = await c.create({ task_name: 'Audit FY 2025-26', due_date: '2026-11-10' });
    const later = await c.create({ task_name: 'TDS return Q2', due_date: '2026-11-25', assignee_id: `user_${c.org.employee2.id}` });
    const undated = await c.create({ task_name: 'ITR for director', due_date: null });
    await c.call(c.other.users.admin, 'POST', '/api/tasks/', {
      ...c.body({ due_date: '2026-11-01', assignee_id: `user_${c.other.users.employee.id}` }),
      client_id: c.other.client.id,
      sac_code_id: c.other.sacCodeId,
      service_category_id: c.other.serviceCategoryId,
    });
    await expectCountsMatchTheRows();

    await put(overdue, { workflow_status: 'in_progress' });
    await put(later, { workflow_status: 'pending_review' });
    await expectCountsMatchTheRows();
    await put(overdue, { workflow_status: 'closed' });
    await expectCountsMatchTheRows();

    await put(later, { assignee_id: `user_${c.org.users.employee.id}` });
    await put(undated, { assignee_id: null });
    await expectCountsMatchTheRows();

    await put(later, { due_date: '2026-11-15' });
    await put(undated, { due_date: '2026-11-20', workflow_status: 'in_progress' });
    await expectCountsMatchTheRows();

    // No route deletes a Project; the counters follow a plain DELETE all the same.
    await c.t.app.db.execute(sql`delete from tasks where id = ${undated}`);
    await expectCountsMatchTheRows();
  });

  it('follow statements that change many Projects at once', async () => {
    const orgId = c.org.organization.id;
    await c.t.app.db.execute(
      sql`insert into tasks (organization_id, client_id, task_name, service_description, sac_code_id, service_category_id,
            assignee_id, due_date, invoice_amount_paise, workflow_status, created_by)
          select ${orgId}, ${c.org.client.id}, 'Bulk ' || g, 'Bulk', ${c.org.sacCodeId}, ${c.org.serviceCategoryId},
            case when g % 2 = 0 then ${c.org.users.employee.id}::integer end, date '2026-11-01' + g,
            100000, (array['open','in_progress','closed'])[1 + g % 3], ${c.org.users.admin.id}
          from generate_series(1, 40) g`,
    );
    await expectCountsMatchTheRows();
    await c.t.app.db.execute(sql`update tasks set workflow_status = 'pending_review', assignee_id = null
      where organization_id = ${orgId} and task_name like 'Bulk %' and workflow_status <> 'closed'`);
    await expectCountsMatchTheRows();
    await c.t.app.db.execute(sql`delete from tasks where organization_id = ${orgId} and task_name like 'Bulk %'`);
    await expectCountsMatchTheRows();
  });
});
