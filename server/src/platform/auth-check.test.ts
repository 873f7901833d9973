import { eq } from 'drizzle-orm';
import { authSessions, clientContacts, clients, users } from '../db/schema';
import { bearer, openTestSession, seedOrganization, tokenFor, type SeededOrganization } from '../test/fixtures';
import { testAppHooks } from '../test/test-app';
import { testDrivers } from '../test/test-database';

// The per-call check on the system clock (the one production runs): a prepared statement, already
// warm after the first call, still reads the session and the account on every call.

describe.each(testDrivers())('the per-call account check on the system clock (%s)', (driver) => {
  const t = testAppHooks(driver);
  let org: SeededOrganization;
  beforeEach(async () => {
    org = await seedOrganization(t.app.db);
  });

  const own = (headers: { authorization: string }, id: number) => t.app.inject({ url: `/api/v1/users/users/${id}`, headers });

  it('refuses a staff user deactivated since the previous call, and takes them back once reactivated', async () => {
    const headers = bearer(t.app, org.users.admin);
    expect((await own(headers, org.users.admin.id)).statusCode).toBe(200);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, org.users.admin.id));
    expect((await own(headers, org.users.admin.id)).statusCode).toBe(401);
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, org.users.admin.id));
    expect((await own(headers, org.users.admin.id)).statusCode).toBe(200);
  });

  it('refuses a session ended since the previous call', async () => {
    const headers = bearer(t.app, org.users.employee);
    expect((await own(headers, org.users.employee.id)).statusCode).toBe(200);
    await t.app.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.subjectId, org.users.employee.id));
    expect((await own(headers, org.users.employee.id)).statusCode).toBe(401);
  });

  it('refuses a session past its end', async () => {
    const headers = bearer(t.app, org.users.supervisor);
    expect((await own(headers, org.users.supervisor.id)).statusCode).toBe(200);
    await t.app.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.subjectId, org.users.supervisor.id));
    expect((await own(headers, org.users.supervisor.id)).statusCode).toBe(401);
  });

  it('refuses a client contact once the contact or the client is deactivated', async () => {
    const [contact, other] = org.contacts;
    const headers = bearer(t.app, contact);
    expect((await own(headers, contact.id)).statusCode).toBe(200);
    await t.app.db.update(clientContacts).set({ isActive: false }).where(eq(clientContacts.id, contact.id));
    expect((await own(headers, contact.id)).statusCode).toBe(401);

    await openTestSession(t.app.db, other);
    const otherHeaders = bearer(t.app, other);
    expect((await own(otherHeaders, other.id)).statusCode).toBe(200);
    await t.app.db.update(clients).set({ isActive: false }).where(eq(clients.id, other.clientId));
    expect((await own(otherHeaders, other.id)).statusCode).toBe(401);
  });

  it('refuses a token whose session belongs to someone else', async () => {
    const sessionOfAdmin = await openTestSession(t.app.db, org.users.admin);
    const forged = t.app.signAccessToken(
      { kind: 'user', id: org.users.employee.id, role: 'employee', organizationId: org.organization.id },
      sessionOfAdmin,
    );
    expect((await own({ authorization: `Bearer ${forged}` }, org.users.employee.id)).statusCode).toBe(401);
  });

  it('refuses a remembered token once it has expired', async () => {
    const headers = bearer(t.app, org.users.admin);
    expect((await own(headers, org.users.admin.id)).statusCode).toBe(200);
    const later = Date.now() + 16 * 60 * 1000;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expect((await own(headers, org.users.admin.id)).statusCode).toBe(401);
    } finally {
      now.mockRestore();
    }
  });

  it('refuses a token expired by the system clock and one with a wrong signature', async () => {
    const token = tokenFor(t.app, org.users.admin);
    const {
      iat: _iat,
      exp: _exp,
      ...claims
    } = t.app.jwt.decode<{ iat: number; exp: number } & Parameters<typeof t.app.jwt.sign>[0]>(token)!;
    const expired = t.app.jwt.sign(claims, { clockTimestamp: Date.now() - 16 * 60 * 1000 });
    expect((await own({ authorization: `Bearer ${expired}` }, org.users.admin.id)).statusCode).toBe(401);
    // The genuine token is verified (and remembered) first: a tampered copy is another token.
    expect((await own({ authorization: `Bearer ${token}` }, org.users.admin.id)).statusCode).toBe(200);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await own({ authorization: `Bearer ${tampered}` }, org.users.admin.id)).statusCode).toBe(401);
    expect((await own({ authorization: `Bearer ${token}` }, org.users.admin.id)).statusCode).toBe(200);
  });
});
