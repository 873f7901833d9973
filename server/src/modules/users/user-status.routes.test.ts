import { and, eq } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { bearer, openTestSession, type SeededOrganization, type UserRow } from '../../test/fixtures';
import { twoFirms } from '../../test/two-firms';
import { refreshTokens, users } from '../../db/schema';
import { issueRefreshToken } from '../auth';

describe.each(testDrivers())('switching users on and off (%s)', (driver) => {
  const { t, org, other } = twoFirms(driver, { seed: 'each' });

  const toggle = (who: UserRow, userId: number, isActive: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/toggle-user-status',
      headers: bearer(t.app, who),
      payload: { user_id: userId, is_active: isActive },
    });

  async function addAdmin(firm: SeededOrganization, name: string) {
    const [row] = await t.app.db
      .insert(users)
      .values({
        organizationId: firm.organization.id,
        role: 'admin',
        firstName: name,
        lastName: 'Admin',
        email: `${name.toLowerCase()}@${firm.users.admin.email.split('@')[1]}`,
      })
      .returning();
    return row!;
  }

  it('lets an admin deactivate an employee, who is signed out at once everywhere', async () => {
    const employee = org.users.employee;
    const refresh = await issueRefreshToken(t.app.db, org.subjects.employee, t.app.clock.now());
    const headers = bearer(t.app, employee);
    expect((await t.app.inject({ url: '/api/master/sac-codes', headers })).statusCode).toBe(200);

    const response = await toggle(org.users.admin, employee.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'User deactivated successfully',
      user: { id: employee.id, is_active: false, role_name: 'Employee', role_id: 4, organization_id: org.organization.id },
    });
    expect((await t.app.inject({ url: '/api/master/sac-codes', headers })).statusCode).toBe(401);
    // A contact's id may equal the employee's: the subject is the pair.
    const ofEmployee = and(eq(refreshTokens.subjectType, 'user'), eq(refreshTokens.subjectId, employee.id));
    const [token] = await t.app.db.select().from(refreshTokens).where(ofEmployee);
    expect(token!.revokedAt).not.toBeNull();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: `refresh_token=${refresh}` },
      payload: {},
    });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email: employee.email, user_type: 'staff' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/^This staff account is inactive/);
  });

  it('lets an admin activate the employee again', async () => {
    await toggle(org.users.admin, org.users.employee.id, false);
    const response = await toggle(org.users.admin, org.users.employee.id, true);
    expect(response.json()).toMatchObject({ success: true, message: 'User activated successfully', user: { is_active: true } });
    // Deactivation ended their sessions; once active again they sign in anew.
    expect((await t.app.inject({ url: '/api/master/sac-codes', headers: bearer(t.app, org.users.employee) })).statusCode).toBe(401);
    await openTestSession(t.app.db, org.users.employee);
    expect((await t.app.inject({ url: '/api/master/sac-codes', headers: bearer(t.app, org.users.employee) })).statusCode).toBe(200);
  });

  it('refuses anyone changing their own status', async () => {
    const response = await toggle(org.users.admin, org.users.admin.id, false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'You cannot change your own status', code: 'OWN_STATUS' });
  });

  it('keeps the last active admin of a firm active, and lets the super admin deactivate one of two', async () => {
    const last = await toggle(org.users.superadmin, org.users.admin.id, false);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(
      'This is the last active admin of the organisation. Activate or add another admin before deactivating this one.',
    );
    const second = await addAdmin(org, 'Second');
    expect((await toggle(org.users.superadmin, org.users.admin.id, false)).statusCode).toBe(200);
    expect((await toggle(org.users.superadmin, second.id, false)).statusCode).toBe(400);
  });

  it('lets only one of two admins be switched off when both are switched off at the same moment', async () => {
    const second = await addAdmin(org, 'Twin');
    const answers = await Promise.all([
      toggle(org.users.superadmin, org.users.admin.id, false),
      toggle(org.users.superadmin, second.id, false),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const active = await t.app.db.select().from(users).where(eq(users.organizationId, org.organization.id));
    expect(active.filter((u) => u.role === 'admin' && u.isActive)).toHaveLength(1);
  });

  it('lets one admin deactivate another: the caller remains', async () => {
    const second = await addAdmin(org, 'Colleague');
    expect((await toggle(org.users.admin, second.id, false)).statusCode).toBe(200);
  });

  it('does not count an admin of another firm, nor an inactive admin, toward the last admin rule', async () => {
    const sleeping = await addAdmin(org, 'Sleeping');
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, sleeping.id));
    expect((await toggle(org.users.superadmin, org.users.admin.id, false)).statusCode).toBe(400);
  });

  it.each([
    ['the super admin', 'superadmin', 'employee'],
    ['the super admin', 'superadmin', 'supervisor'],
    ['an admin', 'admin', 'superadmin'],
    ['a supervisor', 'supervisor', 'employee'],
    ['an employee', 'employee', 'supervisor'],
  ] as const)('refuses %s switching a %s with 403', async (_who, actor, target) => {
    const response = await toggle(org.users[actor], org.users[target].id, false);
    expect(response.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, org.users[target].id));
    expect(row!.isActive).toBe(true);
  });

  it('answers 404 for a user of another firm and leaves them active', async () => {
    const response = await toggle(org.users.admin, other.users.employee.id, false);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'User not found', code: 'NOT_FOUND' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.users.employee.id));
    expect(row!.isActive).toBe(true);
  });

  it('needs a user id and a status', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/toggle-user-status',
      headers: bearer(t.app, org.users.admin),
      payload: { user_id: org.users.employee.id },
    });
    expect(response.statusCode).toBe(422);
  });
});
