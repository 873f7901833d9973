import { eq } from 'drizzle-orm';
import { clientContacts, users } from '../../db/schema';
import { bearer } from '../../test/fixtures';
import { twoFirms } from '../../test/two-firms';
import { testDrivers } from '../../test/test-database';

const validBody = { first_name: 'Rohan', last_name: 'Mehta-Shah', phone: '98200 11223', email: 'rohan.mehta@example.in', is_active: true };

describe.each(testDrivers())('the profile page calls (%s)', (driver) => {
  const { t, org, other } = twoFirms(driver, { seed: 'each' });

  const get = (id: number, headers: Record<string, string>) => t.app.inject({ url: `/api/v1/users/users/${id}`, headers });
  const put = (id: number, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/users/${id}`, headers, payload });

  it('shows a signed-in user their own profile', async () => {
    const admin = org.users.admin;
    const res = await get(admin.id, bearer(t.app, admin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        id: admin.id,
        first_name: 'Rohan',
        last_name: 'Mehta',
        email: admin.email,
        phone: admin.phone,
        is_active: true,
        role_name: 'Admin',
        firm_name: 'Kapoor Iyer & Co.',
        designation: null,
        organization_id: org.organization.id,
        address: null,
      }),
    });
  });

  it('saves a user’s own changes, ignoring is_active false, and holds a new e-mail back for its code', async () => {
    const admin = org.users.admin;
    const res = await put(admin.id, bearer(t.app, admin), { ...validBody, email: ' Rohan.Mehta@Example.IN ', is_active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully. Enter the code sent to rohan.mehta@example.in to confirm your new email address.',
      data: { first_name: 'Rohan', last_name: 'Mehta-Shah', email: admin.email, phone: '98200 11223', is_active: true },
      pending_email: 'rohan.mehta@example.in',
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ email: admin.email, lastName: 'Mehta-Shah', isActive: true });
  });

  it('refuses another user of the same organisation with 403', async () => {
    const employee = org.users.employee;
    const read = await get(org.users.admin.id, bearer(t.app, employee));
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ success: false, message: 'Insufficient permissions to view this user', code: 'FORBIDDEN' });
    const write = await put(org.users.admin.id, bearer(t.app, employee), validBody);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ success: false, message: 'Insufficient permissions to update this user', code: 'FORBIDDEN' });
  });

  it('answers 404 for a user of another organisation, as for one that does not exist', async () => {
    const admin = org.users.superadmin;
    for (const id of [other.users.admin.id, 999999]) {
      expect((await get(id, bearer(t.app, admin))).json()).toEqual({ success: false, message: 'User not found', code: 'NOT_FOUND' });
      expect((await put(id, bearer(t.app, admin), validBody)).statusCode).toBe(404);
    }
  });

  it('refuses an X-Organization-ID naming another organisation', async () => {
    const admin = org.users.admin;
    const res = await get(admin.id, { ...bearer(t.app, admin), 'x-organization-id': String(other.organization.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json().success).toBe(false);
    expect((await get(admin.id, { ...bearer(t.app, admin), 'x-organization-id': String(org.organization.id) })).statusCode).toBe(200);
  });

  it('asks for a token', async () => {
    const res = await get(org.users.admin.id, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Authentication required. Please log in again.', code: 'AUTH_REQUIRED' });
    expect((await get(org.users.admin.id, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
  });

  it('explains each invalid field with the spec’s words', async () => {
    const admin = org.users.admin;
    const res = await put(admin.id, bearer(t.app, admin), { first_name: ' ', last_name: '', phone: '98200', email: 'rohan@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'first_name', message: 'First name is required' },
      { field: 'last_name', message: 'Last name is required' },
      { field: 'phone', message: 'Phone number must be at least 10 digits' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect((await put(admin.id, bearer(t.app, admin), { first_name: 'Rohan' })).statusCode).toBe(422);
  });

  it('refuses an e-mail another account already uses', async () => {
    const admin = org.users.admin;
    for (const taken of [org.users.employee.email, other.users.admin.email]) {
      const res = await put(admin.id, bearer(t.app, admin), { ...validBody, email: taken });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/already used by another account/);
    }
  });

  it('shows and saves a client contact’s own record, with the name split in two', async () => {
    const contact = org.contacts[0];
    const read = await get(contact.id, bearer(t.app, contact));
    expect(read.json().data).toMatchObject({
      id: contact.id,
      first_name: 'Meera',
      last_name: 'Joshi',
      role_name: 'Client',
      client_id: org.client.id,
      client_name: org.client.clientName,
      organization_id: org.organization.id,
    });
    const body = { first_name: 'Meera', last_name: 'Joshi Kulkarni', phone: '9822000099', email: contact.email!, is_active: true };
    const write = await put(contact.id, bearer(t.app, contact), body);
    expect(write.statusCode).toBe(200);
    expect(write.json()).toMatchObject({
      message: 'Profile updated successfully',
      data: { first_name: 'Meera', last_name: 'Joshi Kulkarni', email: contact.email },
    });
    expect(write.json()).not.toHaveProperty('pending_email');
    const [row] = await t.app.db.select().from(clientContacts).where(eq(clientContacts.id, contact.id));
    expect(row).toMatchObject({ name: 'Meera Joshi Kulkarni', phone: '9822000099' });
  });

  it('keeps a contact’s e-mail unique within its client and the contact to itself', async () => {
    const [me, colleague] = org.contacts;
    const clash = await put(me.id, bearer(t.app, me), { ...validBody, email: colleague.email! });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toMatch(/another contact of this client/);
    expect((await get(colleague.id, bearer(t.app, me))).statusCode).toBe(403);
    expect((await get(other.contacts[0].id, bearer(t.app, me))).statusCode).toBe(404);
    expect((await get(org.users.admin.id + 100000, bearer(t.app, me))).statusCode).toBe(404);
  });
});
