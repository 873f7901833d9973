import { eq } from 'drizzle-orm';
import { clientContacts, clients, users } from '../../db/schema';
import { listOutbox } from '../../platform/mail';
import { latestCodeFor } from '../../test/fixtures';
import { openTestDatabase, testDrivers } from '../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { CLIENT_NOT_FOUND, signInTestContext, STAFF_NOT_FOUND } from './sign-in.test-support';

describe.each(testDrivers())('signing in with a one-time code (%s)', (driver) => {
  const { t, org, post, requestOtp, verifyOtp, sentCode } = signInTestContext(driver);

  it('mails a staff member a code and signs them in with it', async () => {
    const email = org.users.admin.email;
    const sent = await requestOtp(email.toUpperCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: expect.any(String) });

    const code = await latestCodeFor(t.app, email);
    const res = await verifyOtp(email, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.data.access_token).toEqual(expect.any(String));
    expect(body.data.user).toEqual({
      id: org.users.admin.id,
      name: 'Rohan Mehta',
      email,
      role: 'admin',
      is_active: true,
      phone: org.users.admin.phone,
      permissions: expect.arrayContaining(['clients', 'users']),
      client_id: null,
      client_name: null,
      user_type: 'staff',
      firm_name: 'Test Firm',
      organization_id: org.organization.id,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^refresh_token=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).not.toContain('Secure');
  });

  it('writes a sign-in mail that shows the code, its 10-minute life and what to do if unasked', async () => {
    const code = await sentCode(org.users.employee.email);
    const [message] = (await listOutbox(t.app.db, 50_000)).filter((m) => m.to === org.users.employee.email);
    expect(message!.subject).toBe('Your Kapoor Iyer & Co. sign-in code');
    expect(message!.subject).not.toContain(code);
    for (const part of [message!.text, message!.html]) {
      expect(part).toContain(code);
      expect(part).toContain('valid for 10 minutes');
      expect(part).toContain('If you did not ask for this code, ignore this e-mail');
    }
    expect(message!.html).not.toMatch(/<img|src=|url\(/i);
  });

  it('signs a client contact in as a client of their client', async () => {
    const contact = org.contacts[0];
    const res = await verifyOtp(contact.email!, await sentCode(contact.email!, 'client'), 'client');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: contact.id,
      name: 'Meera Joshi',
      role: 'client',
      client_id: org.client.id,
      client_name: org.client.clientName,
      user_type: 'client',
      organization_id: org.organization.id,
    });
  });

  it('answers 404 with the staff text for an address that is neither staff nor a client contact', async () => {
    const res = await requestOtp('nobody@nowhere.test', 'staff');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: STAFF_NOT_FOUND, code: 'ACCOUNT_NOT_FOUND' });
  });

  it('answers 404 with the client text for an unknown address on the client tab', async () => {
    const res = await requestOtp('nobody@nowhere.test', 'client');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: CLIENT_NOT_FOUND, code: 'ACCOUNT_NOT_FOUND' });
  });

  it('signs a client contact in from the staff tab as a client, so the page can send them to the Client Login tab', async () => {
    const email = org.contacts[0].email!;
    expect((await requestOtp(email, 'staff')).statusCode).toBe(200);
    const res = await verifyOtp(email, await latestCodeFor(t.app, email), 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'client', user_type: 'client', client_id: org.client.id });
  });

  it('signs a staff member in from the client tab with their staff role, which the page refuses', async () => {
    const email = org.users.admin.email;
    expect((await requestOtp(email, 'client')).statusCode).toBe(200);
    const res = await verifyOtp(email, await latestCodeFor(t.app, email), 'client');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ role: 'admin', user_type: 'staff', client_id: null });
  });

  it('tells an inactive staff member that the account is inactive and to ask their firm’s administrator', async () => {
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, org.users.supervisor.id));
    const res = await requestOtp(org.users.supervisor.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'This staff account is inactive. Please ask the administrator of Test Firm to reactivate it.',
      code: 'ACCOUNT_INACTIVE',
    });
    expect(res.json().message).not.toBe(STAFF_NOT_FOUND);
  });

  it('tells an inactive contact, or the contact of an inactive client, whom to ask', async () => {
    await t.app.db.update(clientContacts).set({ isActive: false }).where(eq(clientContacts.id, org.contacts[1].id));
    const contact = await requestOtp(org.contacts[1].email!, 'client');
    expect(contact.statusCode).toBe(403);
    expect(contact.json().message).toBe('This client account is inactive. Please ask Test Firm to reactivate it.');
    await t.app.db.update(clients).set({ isActive: false }).where(eq(clients.id, org.client.id));
    const client = await requestOtp(org.contacts[0].email!, 'client');
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe('This client account is inactive. Please ask Test Firm to reactivate it.');
  });

  it('refuses a code when the account was deactivated after it was sent, saying so', async () => {
    const email = org.users.employee.email;
    const code = await sentCode(email);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, org.users.employee.id));
    const res = await verifyOtp(email, code);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^This staff account is inactive/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 422 with a detail list for a body of the wrong shape', async () => {
    const missing = await post('/api/auth/request-otp', { user_type: 'staff' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([{ loc: ['body', 'email'], msg: expect.any(String), type: 'invalid_type' }]);
    const numericCode = await post('/api/auth/verify-otp', { email: 'a@b.in', otp: 123456, user_type: 'staff' });
    expect(numericCode.statusCode).toBe(422);
    expect(numericCode.json().detail[0].loc).toEqual(['body', 'otp']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().detail[0].msg).toBe('Request body must be valid JSON');
  });

  it('answers 400 with the rule message for a malformed address or code', async () => {
    const email = await requestOtp('not-an-email');
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      code: 'VALIDATION',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    const otp = await verifyOtp(org.users.admin.email, '12a45');
    expect(otp.statusCode).toBe(400);
    expect(otp.json().message).toBe('Please enter a 6-digit verification code');
    const tab = await post('/api/auth/request-otp', { email: org.users.admin.email, user_type: 'partner' });
    expect(tab.statusCode).toBe(400);
    expect(tab.json().errors[0].field).toBe('user_type');
  });
});

describe('a failure inside the server', () => {
  it('answers 500 with the spec’s shape and no internals', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'false' }), database });
    // A stand-in for any handler that breaks (a lost database connection, a bug).
    app.post('/api/auth/test-explode', { config: { access: 'public' } }, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/server/src/db/database.ts');
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/test-explode' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Internal server error', code: 'INTERNAL' });
      expect(res.body).not.toMatch(/ECONNREFUSED|database\.ts/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
