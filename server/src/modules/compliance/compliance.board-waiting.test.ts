import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { complianceProjects, standardCatalogue, subscribe } from './compliance.test-support';

// A filed return waits on no one: the board's "Waiting on client" mark and filter leave a Project once its
// filing is recorded or it is closed, even when a requested document was never uploaded.

describe.each(testDrivers())('the board once a return is filed (%s)', (driver) => {
  const c = tasksTestContext(driver);

  it('drops "Waiting on client" from a filed Project, in both views and in the filter', async () => {
    c.clock.set(new Date('2026-11-21T06:00:00Z'));
    // The standard GSTR-1 checklist asks for required documents on every Project it opens.
    const gstr1 = await standardCatalogue(c, c.org);
    await subscribe(c, c.org, gstr1, { from_period: '2026-09' });
    await c.t.app.complianceCalendar.runOnce(c.org.organization.id);
    const [september, october] = await complianceProjects(c.t.app, c.org.organization.id, gstr1);
    const board = async (query = '') =>
      (await c.call(c.org.users.admin, 'GET', `/api/compliance/board?compliance_id=${gstr1}&from=2026-09&periods=2${query}`)).json();
    expect((await board()).data.rows[0].cells.map((cell: { waiting_on_client: boolean }) => cell.waiting_on_client)).toEqual([true, true]);

    const filed = await c.call(c.org.users.employee, 'POST', `/api/tasks/${september!.id}/filing`, {
      ack_number: 'AA270926001234X',
      filed_on: '2026-10-10',
    });
    expect(filed.statusCode).toBe(200);
    expect((await board()).data.rows[0].cells).toEqual([
      expect.objectContaining({ task_id: september!.id, state: 'filed_on_time', waiting_on_client: false }),
      expect.objectContaining({ task_id: october!.id, waiting_on_client: true }),
    ]);
    const month = async (key: string, query = '') =>
      (await c.call(c.org.users.admin, 'GET', `/api/compliance/period-board?month=${key}${query}`)).json();
    expect((await month('2026-09')).data.rows[0].cells[0]).toMatchObject({ task_id: september!.id, waiting_on_client: false });

    // September alone: nothing waits, so the client is among those not waiting.
    const septemberOnly = `/api/compliance/board?compliance_id=${gstr1}&from=2026-09&periods=1`;
    expect((await c.call(c.org.users.admin, 'GET', `${septemberOnly}&waiting_on_client=true`)).json().data.rows).toEqual([]);
    expect((await c.call(c.org.users.admin, 'GET', `${septemberOnly}&waiting_on_client=false`)).json().data.rows).toHaveLength(1);
    expect((await month('2026-09', '&waiting_on_client=true')).data.rows).toEqual([]);

    // Closed without a filing date counts as filed too.
    await c.call(c.org.users.employee, 'POST', `/api/tasks/${october!.id}/filing`, {
      ack_number: 'AA271026001234X',
      filed_on: '2026-11-10',
    });
    await c.call(c.org.users.admin, 'PUT', `/api/tasks/${october!.id}`, { workflow_status: 'closed' });
    expect((await board('&waiting_on_client=true')).data.rows).toEqual([]);
  });
});
