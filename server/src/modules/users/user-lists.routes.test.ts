import { eq } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { bearer, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { getCall, twoFirms } from '../../test/two-firms';
import { refreshTokens, users } from '../../db/schema';
import { issueRefreshToken } from '../auth';

describe.each(testDrivers())('staff lists and the admin edit of a user (%s)', (driver) => {
  const world = twoFirms(driver);
  const { t, org, other } = world;
  const get = getCall(world);
  const put = (id: number, payload: object, who = org.users.admin) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/users/${id}`, headers: bearer(t.app, who), payload });

  it("gives the super admin the firm's admins with the spec's fields and 'Admin' as the default designation", async () => {
    const response = await get('/api/v1/users/users/admins', org.users.superadmin);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data).toEqual([
      {
        id: org.users.admin.id,
        first_name: 'Rohan',
        last_name: 'Mehta',
        email: org.users.admin.email,
        phone: org.users.admin.phone,
        address: null,
        firm_name: 'Kapoor Iyer & Co.',
        is_active: true,
        designation: 'Admin',
        role_id: 2,
        role_name: 'Admin',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
  });

  it('groups the firm users under admin, supervisor and employee, leaving out the super admin and other firms', async () => {
    const response = await get('/api/v1/users/organization/users?role=USERS');
    const { data } = response.json();
    expect(Object.keys(data)).toEqual(['admin', 'supervisor', 'employee']);
    expect(data.admin.map((u: { id: number }) => u.id)).toEqual([org.users.admin.id]);
    expect(data.supervisor.map((u: { id: number }) => u.id)).toEqual([org.users.supervisor.id]);
    expect(data.employee).toEqual([
      expect.objectContaining({
        id: org.users.employee.id,
        role_name: 'Employee',
        role_id: 4,
        organization_id: org.organization.id,
        is_active: true,
      }),
    ]);
  });

  it('narrows the groups to one role when asked, and lets a supervisor read them for assignments', async () => {
    const { data } = (await get('/api/v1/users/organization/users?role=supervisor', org.users.supervisor)).json();
    expect(data).toEqual({ admin: [], supervisor: [expect.objectContaining({ id: org.users.supervisor.id })], employee: [] });
  });

  it('lists the firm users for the admin directory with the organisation user fields', async () => {
    const { data } = (await get('/api/v1/users/users')).json();
    expect(data.map((u: { role_name: string }) => u.role_name).sort()).toEqual(['Admin', 'Employee', 'Supervisor']);
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'address',
        'created_at',
        'designation',
        'email',
        'first_name',
        'firm_name',
        'id',
        'is_active',
        'last_name',
        'organization_id',
        'phone',
        'role_id',
        'role_name',
        'updated_at',
      ].sort(),
    );
  });

  describe('PUT /api/v1/users/users/:id by an admin or the super admin', () => {
    let firm: SeededOrganization;
    beforeEach(async () => {
      firm = await seedOrganization(t.app.db, { name: 'Edit Firm' });
    });
    const edit = (email: string, overrides: object = {}) => ({
      first_name: 'Vikram',
      last_name: 'Rao-Patil',
      phone: '9811122233',
      designation: 'Senior Associate',
      email,
      is_active: true,
      ...overrides,
    });

    it("lets an admin edit an employee's details and designation, and says the user was updated", async () => {
      const employee = firm.users.employee;
      const response = await put(employee.id, edit(employee.email), firm.users.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe('User updated successfully');
      expect(response.json().data).toMatchObject({
        id: employee.id,
        last_name: 'Rao-Patil',
        designation: 'Senior Associate',
        phone: '9811122233',
      });
    });

    it('lets an admin deactivate an employee through the edit, which signs the employee out', async () => {
      const employee = firm.users.employee;
      await issueRefreshToken(t.app.db, firm.subjects.employee, t.app.clock.now());
      const response = await put(employee.id, edit(employee.email, { is_active: false }), firm.users.admin);
      expect(response.json().data.is_active).toBe(false);
      const [token] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.subjectId, employee.id));
      expect(token!.revokedAt).not.toBeNull();
    });

    it("lets the super admin edit an admin, leaving the status to the switch that guards the firm's last admin", async () => {
      const admin = firm.users.admin;
      const response = await put(admin.id, edit(admin.email, { is_active: false }), firm.users.superadmin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'User updated successfully', data: { last_name: 'Rao-Patil', is_active: true } });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
      expect(row!.isActive).toBe(true);
    });

    it('refuses the super admin editing an employee and a supervisor editing anyone', async () => {
      expect((await put(firm.users.employee.id, edit(firm.users.employee.email), firm.users.superadmin)).statusCode).toBe(403);
      expect((await put(firm.users.employee.id, edit(firm.users.employee.email), firm.users.supervisor)).statusCode).toBe(403);
      expect((await put(firm.users.superadmin.id, edit(firm.users.superadmin.email), firm.users.admin)).statusCode).toBe(403);
    });

    it("answers 404 for another firm's user", async () => {
      expect((await put(other.users.employee.id, edit(other.users.employee.email), firm.users.admin)).statusCode).toBe(404);
    });

    it('lets an admin open a user of the firm for the User Details dialog', async () => {
      const response = await get(`/api/v1/users/users/${firm.users.supervisor.id}`, firm.users.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: firm.users.supervisor.id, role_name: 'Supervisor' });
    });
  });
});
