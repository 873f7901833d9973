import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { clientContacts, clients, users } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { listOutbox } from '../../platform/mail';
import { latestCodeFor, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase, testDrivers } from '../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';

const STAFF_NOT_FOUND = 'Staff email not found. Please check if your email is registered in the system.';
const CLIENT_NOT_FOUND = 'Client email not found. Please check if your email is registered as a client contact.';
const TOO_MANY = 'Too many attempts. Please try again later';

describe.each(testDrivers())('signing in with a one-time code (%s)', (driver) => {
  let t: TestApp;
  let org: SeededOrganization;
  const clock = manualClock();
  let ipCounter = 0;
  // Each test calls from its own address, so the per-IP limit only bites where a test wants it to.
  let ip = '10.0.0.1';

  beforeAll(async () => {
    t = await createTestApp(driver, { clock, env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'firm-signin-')) } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ipCounter += 1;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    org = await seedOrganization(t.app.db);
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const requestOtp = (email: string, user_type = 'staff') => post('/api/auth/request-otp', { email, user_type });
  const verifyOtp = (email: string, otp: string, user_type = 'staff') => post('/api/auth/verify-otp', { email, otp, user_type });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

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
    expect(body.data.refresh_token).toEqual(expect.any(String));
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
    await requestOtp(org.users.employee.email);
    const code = await latestCodeFor(t.app, org.users.employee.email);
    const [message] = (await listOutbox(t.app.config)).filter((m) => m.to === org.users.employee.email);
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
    await requestOtp(contact.email!, 'client');
    const res = await verifyOtp(contact.email!, await latestCodeFor(t.app, contact.email!), 'client');
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

  it('picks the most recently updated client when one address is a contact of two clients', async () => {
    const email = `director@two-clients-${org.organization.id}.test`;
    const [second] = await t.app.db
      .insert(clients)
      .values({ organizationId: org.organization.id, clientCode: `CLI_2_${org.organization.id}`, clientName: 'Second Client LLP' })
      .returning();
    await t.app.db.insert(clientContacts).values([
      { organizationId: org.organization.id, clientId: org.client.id, name: 'Dual Role', email, updatedAt: new Date('2026-01-01T00:00:00Z') },
      { organizationId: org.organization.id, clientId: second!.id, name: 'Dual Role', email, updatedAt: new Date('2026-06-01T00:00:00Z') },
    ]);
    await requestOtp(email, 'client');
    const res = await verifyOtp(email, await latestCodeFor(t.app, email), 'client');
    expect(res.json().data.user).toMatchObject({ client_id: second!.id, client_name: 'Second Client LLP' });
  });

  it('answers 404 with the staff text for an address that is neither staff nor a client contact', async () => {
    const res = await requestOtp('nobody@nowhere.test', 'staff');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: STAFF_NOT_FOUND });
  });

  it('answers 404 with the client text for an unknown address on the client tab', async () => {
    const res = await requestOtp('nobody@nowhere.test', 'client');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: CLIENT_NOT_FOUND });
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

  it('refuses an inactive user as if unknown', async () => {
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, org.users.supervisor.id));
    const res = await requestOtp(org.users.supervisor.email);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(STAFF_NOT_FOUND);
  });

  it('refuses a contact of an inactive client, and an inactive contact', async () => {
    await t.app.db.update(clientContacts).set({ isActive: false }).where(eq(clientContacts.id, org.contacts[1].id));
    expect((await requestOtp(org.contacts[1].email!, 'client')).statusCode).toBe(404);
    await t.app.db.update(clients).set({ isActive: false }).where(eq(clients.id, org.client.id));
    const res = await requestOtp(org.contacts[0].email!, 'client');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CLIENT_NOT_FOUND);
  });

  it('refuses a code when the account was deactivated after it was sent', async () => {
    const email = org.users.employee.email;
    await requestOtp(email);
    const code = await latestCodeFor(t.app, email);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, org.users.employee.id));
    const res = await verifyOtp(email, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(STAFF_NOT_FOUND);
  });

  it('answers 422 with a detail list for a body of the wrong shape', async () => {
    const missing = await post('/api/auth/request-otp', { user_type: 'staff' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([{ loc: ['body', 'email'], msg: expect.any(String), type: 'invalid_type' }]);
    const numericCode = await post('/api/auth/verify-otp', { email: 'a@b.in', otp: 123456, user_type: 'staff' });
    expect(numericCode.statusCode).toBe(422);
    expect(numericCode.json().detail[0].loc).toEqual(['body', 'otp']);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/auth/request-otp', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().detail[0].msg).toBe('Request body must be valid JSON');
  });

  it('answers 400 with the rule message for a malformed address or code', async () => {
    const email = await requestOtp('not-an-email');
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    const otp = await verifyOtp(org.users.admin.email, '12a45');
    expect(otp.statusCode).toBe(400);
    expect(otp.json().message).toBe('Please enter a 6-digit verification code');
    const tab = await post('/api/auth/request-otp', { email: org.users.admin.email, user_type: 'partner' });
    expect(tab.statusCode).toBe(400);
    expect(tab.json().errors[0].field).toBe('user_type');
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    const code = await latestCodeFor(t.app, email);
    clock.advance(10 * 60 * 1000 + 1);
    const res = await verifyOtp(email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'This code has expired. Please request a new one.' });
  });

  it('accepts a code only once', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    const code = await latestCodeFor(t.app, email);
    expect((await verifyOtp(email, code)).statusCode).toBe(200);
    const again = await verifyOtp(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code is no longer valid. Please request a new one.');
  });

  it('burns a code after five wrong tries, so the right code on the sixth try is refused', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    const code = await latestCodeFor(t.app, email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await verifyOtp(email, wrong(code))).json().message);
    expect(answers[0]).toBe('The verification code is incorrect. 4 attempts left.');
    expect(answers[3]).toBe('The verification code is incorrect. 1 attempt left.');
    expect(answers[4]).toMatch(/no longer valid; please request a new one/);
    const sixth = await verifyOtp(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('This code is no longer valid. Please request a new one.');
  });

  it('replaces the old code when a new one is requested', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    const first = await latestCodeFor(t.app, email);
    clock.advance(61 * 1000);
    expect((await requestOtp(email)).statusCode).toBe(200);
    const second = await latestCodeFor(t.app, email);
    if (first !== second) expect((await verifyOtp(email, first)).statusCode).toBe(400);
    expect((await verifyOtp(email, second)).statusCode).toBe(200);
  });

  it('holds a resend for 60 seconds with Retry-After', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    clock.advance(20 * 1000);
    const early = await requestOtp(email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ success: false, message: TOO_MANY });
    expect(early.headers['retry-after']).toBe('40');
    clock.advance(40 * 1000);
    expect((await requestOtp(email)).statusCode).toBe(200);
  });

  it('sends at most five codes an hour to one address', async () => {
    const email = org.users.admin.email;
    for (let i = 0; i < 5; i += 1) {
      expect((await requestOtp(email)).statusCode).toBe(200);
      clock.advance(61 * 1000);
    }
    const sixth = await requestOtp(email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(TOO_MANY);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    clock.advance(60 * 60 * 1000);
  });

  it('answers 429 after twenty calls from one IP address in ten minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await requestOtp(`probe${i}@nowhere.test`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    const verifies = [];
    for (let i = 0; i < 21; i += 1) verifies.push((await verifyOtp(`probe${i}@nowhere.test`, '000000')).statusCode);
    expect(verifies[20]).toBe(429);
    clock.advance(10 * 60 * 1000);
    expect((await requestOtp('probe@nowhere.test')).statusCode).toBe(404);
  });

  it('stores only a keyed hash of the code', async () => {
    const email = org.users.admin.email;
    await requestOtp(email);
    const code = await latestCodeFor(t.app, email);
    const rows = await t.app.db.query.otpCodes.findMany();
    const row = rows.find((r) => r.email === email)!;
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });
});

describe('a failure inside the server', () => {
  it('answers 500 with the spec’s shape and no internals', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'false' }), database });
    // A stand-in for any handler that breaks (a lost database connection, a bug).
    app.post('/api/auth/test-explode', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/app/server/src/db/database.ts');
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/test-explode' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
      expect(res.body).not.toMatch(/ECONNREFUSED|database\.ts/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
