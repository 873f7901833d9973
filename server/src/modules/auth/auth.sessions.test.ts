import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { clientContacts, users } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { latestCodeFor, requestSignInCode, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { revokeSessionsOf } from './refresh-tokens';

function refreshCookieOf(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const value = String(Array.isArray(raw) ? raw[0] : (raw ?? ''));
  return value.match(/^refresh_token=([^;]*)/)?.[1];
}

describe.each(testDrivers())('sessions: refresh, sign-out and deactivation (%s)', (driver) => {
  let t: TestApp;
  let org: SeededOrganization;
  const clock = manualClock();

  beforeAll(async () => {
    t = await createTestApp(driver, { clock, env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'firm-sessions-')) } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    org = await seedOrganization(t.app.db);
  });

  type UserType = 'staff' | 'client';
  const requestCode = (email: string, userType: UserType, remoteAddress: string) =>
    requestSignInCode(t.app, email, userType, remoteAddress);
  const verifyCode = (email: string, otp: string, userType: UserType, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp, user_type: userType }, remoteAddress });

  let signIns = 0;
  async function signIn(email: string, userType: UserType = 'staff') {
    // From a new address each time: these tests are about sessions, not the per-IP limit.
    signIns += 1;
    const remoteAddress = `10.1.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
    await requestCode(email, userType, remoteAddress);
    const res = await verifyCode(email, await latestCodeFor(t.app, email), userType, remoteAddress);
    const access = res.json().data.access_token as string;
    return { access, refresh: refreshCookieOf(res.headers)!, userId: res.json().data.user.id as number };
  }
  const refreshWithCookie = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `theme=dark; refresh_token=${token}` }, payload: {} });
  const profile = (access: string, id: number) =>
    t.app.inject({ url: `/api/v1/users/users/${id}`, headers: { authorization: `Bearer ${access}` } });

  it('swaps a refresh cookie for a new access token and a new cookie', async () => {
    const session = await signIn(org.users.admin.email);
    clock.advance(16 * 60 * 1000);
    expect((await profile(session.access, session.userId)).statusCode).toBe(401);

    const res = await refreshWithCookie(session.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { access_token: expect.any(String) } });
    const next = refreshCookieOf(res.headers);
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refresh);
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly; SameSite=Strict');
    expect((await profile(res.json().data.access_token, session.userId)).statusCode).toBe(200);
    expect((await refreshWithCookie(next!)).statusCode).toBe(200);
  });

  it('never puts the refresh token in a JSON body, and refuses one sent in a body', async () => {
    const email = org.users.employee.email;
    await requestCode(email, 'staff', '10.9.0.1');
    const verified = await verifyCode(email, await latestCodeFor(t.app, email), 'staff', '10.9.0.1');
    const token = refreshCookieOf(verified.headers)!;
    expect(verified.body).not.toContain(token);
    expect(verified.json().data).not.toHaveProperty('refresh_token');

    const inBody = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
    expect(inBody.statusCode).toBe(401);
    const rotated = await refreshWithCookie(token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.body).not.toContain(refreshCookieOf(rotated.headers)!);
  });

  it('revokes the whole chain when an already-rotated token comes back', async () => {
    const session = await signIn(org.users.admin.email);
    const first = await refreshWithCookie(session.refresh);
    const newest = refreshCookieOf(first.headers)!;
    clock.advance(31 * 1000);

    const newestAccess = first.json().data.access_token as string;
    const replay = await refreshWithCookie(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ success: false, message: 'Authentication required. Please log in again.', code: 'AUTH_REQUIRED' });
    expect(String(replay.headers['set-cookie'])).toMatch(/^refresh_token=; Max-Age=0/);
    // The holder of the newest token (perhaps the thief) is signed out as well, access token included.
    expect((await refreshWithCookie(newest)).statusCode).toBe(401);
    expect((await profile(newestAccess, session.userId)).statusCode).toBe(401);
  });

  it('lets a second tab that refreshes with the same cookie moments later through without a new cookie', async () => {
    const session = await signIn(org.users.admin.email);
    const first = await refreshWithCookie(session.refresh);
    const newest = refreshCookieOf(first.headers)!;
    clock.advance(2 * 1000);
    const second = await refreshWithCookie(session.refresh);
    expect(second.statusCode).toBe(200);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect((await refreshWithCookie(newest)).statusCode).toBe(200);
  });

  it('refuses a refresh without a token, with an unknown token, and after 30 days', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refreshWithCookie('x'.repeat(43))).statusCode).toBe(401);
    const session = await signIn(org.users.supervisor.email);
    clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await refreshWithCookie(session.refresh)).statusCode).toBe(401);
  });

  it('signs out: the refresh cookie is cleared and the access token is refused on the very next call', async () => {
    const session = await signIn(org.users.admin.email);
    expect((await profile(session.access, session.userId)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `refresh_token=${session.refresh}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    expect(String(res.headers['set-cookie'])).toMatch(/^refresh_token=; Max-Age=0; Path=\/api\/auth; HttpOnly; SameSite=Strict/);
    expect((await refreshWithCookie(session.refresh)).statusCode).toBe(401);
    expect((await profile(session.access, session.userId)).statusCode).toBe(401);
  });

  it('signs out a caller that has only its access token, even an expired one', async () => {
    const session = await signIn(org.users.supervisor.email);
    clock.advance(20 * 60 * 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.access}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await refreshWithCookie(session.refresh)).statusCode).toBe(401);
  });

  it('ends only the session that signs out: the same person on another device stays signed in', async () => {
    const laptop = await signIn(org.users.admin.email);
    clock.advance(61 * 1000);
    const phone = await signIn(org.users.admin.email);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `refresh_token=${laptop.refresh}` }, payload: {} });
    expect((await profile(laptop.access, laptop.userId)).statusCode).toBe(401);
    expect((await profile(phone.access, phone.userId)).statusCode).toBe(200);
    expect((await refreshWithCookie(phone.refresh)).statusCode).toBe(200);
  });

  it('refuses an access token that names no session, as tokens from before sessions did', async () => {
    const session = await signIn(org.users.admin.email);
    const { sid: _sid, iat: _iat, exp: _exp, ...claims } = t.app.jwt.decode<Record<string, unknown>>(session.access)!;
    const withoutSession = t.app.jwt.sign(claims as never, { clockTimestamp: clock.now().getTime() });
    expect((await profile(withoutSession, session.userId)).statusCode).toBe(401);
  });

  it('answers sign-in and signed-in calls with Cache-Control: no-store', async () => {
    const email = org.users.admin.email;
    const sent = await requestCode(email, 'staff', '10.9.0.2');
    expect(sent.headers['cache-control']).toBe('no-store');
    const verified = await verifyCode(email, await latestCodeFor(t.app, email), 'staff', '10.9.0.2');
    expect(verified.headers['cache-control']).toBe('no-store');
    const read = await profile(verified.json().data.access_token, org.users.admin.id);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect((await refreshWithCookie(refreshCookieOf(verified.headers)!)).headers['cache-control']).toBe('no-store');
    expect(
      (await t.app.inject({ url: '/api/clients/', headers: { authorization: `Bearer ${verified.json().data.access_token}` } })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
  });

  it('stops the tokens of a user who is deactivated', async () => {
    const session = await signIn(org.users.employee.email);
    expect((await profile(session.access, session.userId)).statusCode).toBe(200);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, org.users.employee.id));
    expect((await profile(session.access, session.userId)).statusCode).toBe(401);
    expect((await refreshWithCookie(session.refresh)).statusCode).toBe(401);
  });

  it('stops the tokens of a client contact who is deactivated', async () => {
    const contact = org.contacts[1];
    const session = await signIn(contact.email!, 'client');
    expect((await profile(session.access, contact.id)).statusCode).toBe(200);
    await t.app.db.update(clientContacts).set({ isActive: false }).where(eq(clientContacts.id, contact.id));
    expect((await profile(session.access, contact.id)).statusCode).toBe(401);
  });

  it('revokes every session of a subject through revokeSessionsOf', async () => {
    const laptop = await signIn(org.users.admin.email);
    clock.advance(61 * 1000);
    const phone = await signIn(org.users.admin.email);
    // Three: the two sign-ins here and the one the test fixture opened.
    expect(await revokeSessionsOf(t.app.db, 'user', org.users.admin.id, clock.now())).toBe(3);
    expect((await refreshWithCookie(laptop.refresh)).statusCode).toBe(401);
    expect((await refreshWithCookie(phone.refresh)).statusCode).toBe(401);
    expect((await profile(phone.access, phone.userId)).statusCode).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await signIn(org.users.admin.email);
    const rows = await t.app.db.query.refreshTokens.findMany();
    expect(rows.some((r) => r.tokenHash === session.refresh)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});
