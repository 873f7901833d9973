import { sql } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { bearer } from '../../test/fixtures';
import { countRows, takenAnswer, twoFirms } from '../../test/two-firms';
import { offices, users } from '../../db/schema';
import { listOutbox } from '../../platform/mail';

let counter = 0;
const body = (creatorId: number, overrides: Record<string, unknown> = {}) => ({
  first_name: "Anjali D'Souza",
  last_name: 'Iyer-Menon',
  email: `Anjali.${(counter += 1)}@Example.IN`,
  phone: '9876543210',
  creator_id: creatorId,
  ...overrides,
});

describe.each(testDrivers())('staff registration (%s)', (driver) => {
  const { t, org, other } = twoFirms(driver, { app: { env: { PUBLIC_URL: 'https://portal.kapooriyer.in/' } } });

  beforeAll(async () => {
    await t.app.db.insert(offices).values({
      organizationId: org.organization.id,
      kind: 'head_office',
      name: 'Head Office',
      city: 'Mumbai',
      address: '502, Meridian House, 14 Veer Nariman Road, Fort, Mumbai',
      state: 'Maharashtra',
      stateCode: '27',
      pincode: '400001',
    });
  });

  const register = (role: string, payload: object, who = org.users.superadmin) =>
    t.app.inject({ method: 'POST', url: `/api/auth/register/${role}`, headers: bearer(t.app, who), payload });
  const userCount = () => countRows(t.app.db, users);

  it('lets the super admin add an admin with the firm name and head office address in place of the placeholders', async () => {
    const payload = body(org.users.superadmin.id, { firm_name: 'Default Firm Name', address: 'Default Address' });
    const response = await register('admin', payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Admin registered successfully',
      data: {
        id: expect.any(Number),
        firstName: "Anjali D'Souza",
        lastName: 'Iyer-Menon',
        email: payload.email.toLowerCase(),
        phone: '9876543210',
        address: '502, Meridian House, 14 Veer Nariman Road, Fort, Mumbai, Maharashtra 400001',
        firmName: 'Kapoor Iyer & Co.',
        isActive: true,
        roleId: 2,
        roleName: 'Admin',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it('keeps a firm name and address the super admin typed', async () => {
    const response = await register('admin', body(org.users.superadmin.id, { firm_name: 'Kapoor Iyer Pune', address: 'FC Road, Pune' }));
    expect(response.json().data).toMatchObject({ firmName: 'Kapoor Iyer Pune', address: 'FC Road, Pune' });
  });

  it.each([
    ['supervisor', 3, 'Supervisor'],
    ['employee', 4, 'Employee'],
    ['admin', 2, 'Admin'],
  ])('lets an admin add someone with the role %s to their own firm', async (role, roleId, roleName) => {
    const response = await register(role, body(org.users.admin.id), org.users.admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ roleId, roleName, firmName: 'Kapoor Iyer & Co.', isActive: true });
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(sql`${users.id} = ${response.json().data.id}`);
    expect(row).toMatchObject({ organizationId: org.organization.id, role, createdBy: org.users.admin.id });
  });

  it('mails the new user how to sign in: the portal address, the Staff Login tab and a code by e-mail', async () => {
    const payload = body(org.users.admin.id);
    await register('employee', payload, org.users.admin);
    await t.app.mailer.idle();
    const mail = (await listOutbox(t.app.db, 50_000)).find((m) => m.to === payload.email.toLowerCase());
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Your Kapoor Iyer & Co. portal account');
    expect(mail!.text).toContain('https://portal.kapooriyer.in/auth/signin');
    expect(mail!.text).toContain('Staff Login');
    expect(mail!.text).toContain('6-digit code');
    expect(mail!.html).toContain('<a href="https://portal.kapooriyer.in/auth/signin">');
    expect(mail!.html).toContain('Anjali D&#39;Souza');
  });

  it('lets the new user ask for a sign-in code straight away', async () => {
    const payload = body(org.users.admin.id);
    await register('supervisor', payload, org.users.admin);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email: payload.email, user_type: 'staff' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a creator id that is not the caller's", async () => {
    const before = await userCount();
    const response = await register('admin', body(org.users.admin.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Invalid creator ID. Please log in again.',
      code: 'VALIDATION',
      errors: [{ field: 'creator_id', message: 'Invalid creator ID. Please log in again.' }],
    });
    expect(await userCount()).toBe(before);
  });

  it('asks for the creator id when it is missing, and refuses one that is not a positive number', async () => {
    const missing = await register('admin', { ...body(0), creator_id: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'creator_id'], msg: 'User authentication error. Please log in again.' });
    const negative = await register('admin', body(-3));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Invalid creator ID. Please log in again.');
  });

  it('refuses an admin e-mail already registered anywhere, whatever its case', async () => {
    const before = await userCount();
    const response = await register('admin', body(org.users.superadmin.id, { email: other.users.employee.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(takenAnswer('email', 'Validation error: Admin with this email may already exist', 'EMAIL_TAKEN'));
    expect(await userCount()).toBe(before);
  });

  it('refuses a supervisor or employee e-mail already registered', async () => {
    const response = await register('employee', body(org.users.admin.id, { email: org.users.supervisor.email }), org.users.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'email', message: 'User with this email already exists', code: 'EMAIL_TAKEN' }]);
  });

  it.each([
    ['an empty first name', 'first_name', '', 'First name is required'],
    ['a digit in the first name', 'first_name', 'Anjali2', 'First name can only contain letters, spaces, hyphens, and apostrophes'],
    ['a 51-character last name', 'last_name', 'x'.repeat(51), 'Last name must be no more than 50 characters'],
    ['an address without a domain', 'email', 'anjali@', 'Please enter a valid email address'],
    ['a 256-character e-mail', 'email', `${'a'.repeat(251)}@x.in`, 'Email must be less than 255 characters'],
    ['an empty phone', 'phone', '', 'Phone number is required'],
    ['a phone with a space', 'phone', '98765 43210', 'Phone number must be exactly 10 digits'],
  ])('refuses %s with the form message and adds no one', async (_case, field, value, message) => {
    const before = await userCount();
    const response = await register('admin', body(org.users.superadmin.id, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    expect(await userCount()).toBe(before);
  });

  it('answers an unknown user type with the spec words', async () => {
    const response = await register('manager', body(org.users.admin.id), org.users.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Unsupported user type: manager', code: 'UNSUPPORTED_USER_TYPE' });
  });
});
