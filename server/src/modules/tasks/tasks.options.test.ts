import { clients } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext, type Who } from './tasks.test-support';

describe.each(testDrivers())('option lists of the Projects screens (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const options = async (who: Who) => {
    const response = await c.call(who, 'GET', '/api/tasks/options');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  beforeAll(async () => {
    await c.t.app.db.insert(clients).values({
      organizationId: c.org.organization.id,
      clientName: 'Dormant Traders',
      clientCode: 'CLI_DORMANT',
      clientType: 'partnership',
      isActive: false,
    } as typeof clients.$inferInsert);
  });

  it('gives active clients with their name and code only, of the caller’s firm', async () => {
    const { clients: rows } = await options(c.org.users.employee);
    expect(rows).toEqual([{ client_id: c.org.client.id, client_name: c.org.client.clientName, client_code: c.org.client.clientCode }]);
  });

  it('gives active supervisors, admins and supervisors as advisors, and whom each role may assign to', async () => {
    const { users: u, supervisor2, employee2 } = c.org;
    const admin = await options(u.admin);
    expect(ids(admin.supervisors)).toEqual(ids([u.supervisor, supervisor2]));
    expect(admin.supervisors[0]).toEqual({ id: expect.any(Number), first_name: expect.any(String), last_name: expect.any(String) });
    expect(ids(admin.advisors)).toEqual(ids([u.admin, u.supervisor, supervisor2]));
    expect(ids(admin.assignees)).toEqual(ids([u.admin, u.supervisor, u.employee, supervisor2, employee2]));
    expect(admin.assignees.find((p: { id: number }) => p.id === u.employee.id).role_name).toBe('employee');

    const supervisor = await options(u.supervisor);
    expect(ids(supervisor.assignees)).toEqual(ids([u.supervisor, u.employee, supervisor2, employee2]));
    expect((await options(u.employee)).assignees).toEqual([]);
    // The inactive employee of the firm is offered nowhere.
    expect(ids(admin.assignees)).not.toContain(c.org.inactiveEmployee.id);
  });

  it('lists active supervisors on GET /api/v1/users/users/supervisors for admins and supervisors only', async () => {
    const response = await c.call(c.org.users.supervisor, 'GET', '/api/v1/users/users/supervisors');
    expect(response.statusCode).toBe(200);
    expect(ids(response.json().data)).toEqual(ids([c.org.users.supervisor, c.org.supervisor2]));
    expect((await c.call(c.org.users.employee, 'GET', '/api/v1/users/users/supervisors')).statusCode).toBe(403);
  });
});
