import { eq } from 'drizzle-orm';
import { clientContacts, clients } from '../../db/schema';
import { seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { signInTestContext } from './sign-in.test-support';

const EXPIRED = 'This sign-in has expired. Please request a new code.';
const UNAVAILABLE = 'This account is no longer available. Please sign in again.';

describe.each(testDrivers())('choosing among the client accounts of one address (%s)', (driver) => {
  const c = signInTestContext(driver);
  let org: SeededOrganization;
  let otherFirm: SeededOrganization;
  let email: string;
  let ownContactId: number;
  let otherContactId: number;

  beforeEach(async () => {
    org = c.org;
    otherFirm = await seedOrganization(c.t.app.db, { name: 'Other Firm' });
    // An accountant who is the contact of a company at each firm.
    email = `accountant-${org.organization.id}@ledger.test`;
    const [own] = await c.t.app.db
      .insert(clientContacts)
      .values({ organizationId: org.organization.id, clientId: org.client.id, name: 'Lata Kulkarni', email })
      .returning();
    const [other] = await c.t.app.db
      .insert(clientContacts)
      .values({ organizationId: otherFirm.organization.id, clientId: otherFirm.client.id, name: 'Lata Kulkarni', email })
      .returning();
    ownContactId = own!.id;
    otherContactId = other!.id;
  });

  async function verified() {
    return c.verifyOtp(email, await c.sentCode(email, 'client'), 'client');
  }
  const select = (selection_token: unknown, account_id: unknown) => c.post('/api/auth/select-account', { selection_token, account_id });

  it('lists the accounts after the code is verified, and opens no session yet', async () => {
    const res = await verified();
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Choose an account',
      data: { selection_token: expect.stringMatching(/^[\w-]{43}$/), accounts: expect.any(Array) },
    });
    expect(body.data).not.toHaveProperty('access_token');
    expect(body.data.accounts).toEqual(
      expect.arrayContaining([
        {
          account_id: ownContactId,
          name: 'Lata Kulkarni',
          role: 'client',
          user_type: 'client',
          client_name: org.client.clientName,
          firm_name: 'Test Firm',
        },
        {
          account_id: otherContactId,
          name: 'Lata Kulkarni',
          role: 'client',
          user_type: 'client',
          client_name: otherFirm.client.clientName,
          firm_name: 'Other Firm',
        },
      ]),
    );
    expect(body.data.accounts).toHaveLength(2);
  });

  it('signs the person in to the account they pick, in that account’s firm', async () => {
    const token = (await verified()).json().data.selection_token;
    const res = await select(token, otherContactId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: otherContactId,
      client_id: otherFirm.client.id,
      organization_id: otherFirm.organization.id,
    });
    expect(String(res.headers['set-cookie'])).toMatch(/^refresh_token=[\w-]{43};/);
    const profile = await c.t.app.inject({
      url: `/api/v1/users/users/${otherContactId}`,
      headers: { authorization: `Bearer ${res.json().data.access_token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('uses a selection once', async () => {
    const token = (await verified()).json().data.selection_token;
    expect((await select(token, ownContactId)).statusCode).toBe(200);
    const again = await select(token, otherContactId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: EXPIRED, code: 'ACCOUNT_CHOICE_EXPIRED' });
  });

  it('refuses an account the address does not have, whatever id the browser sends', async () => {
    const token = (await verified()).json().data.selection_token;
    // A real contact of the same firm, but of another person.
    const res = await select(token, org.contacts[0].id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: UNAVAILABLE, code: 'ACCOUNT_UNAVAILABLE' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a selection older than five minutes, and one never issued', async () => {
    const token = (await verified()).json().data.selection_token;
    c.clock.advance(5 * 60 * 1000 + 1);
    expect((await select(token, ownContactId)).statusCode).toBe(400);
    expect((await select('A'.repeat(43), ownContactId)).json()).toEqual({
      success: false,
      message: EXPIRED,
      code: 'ACCOUNT_CHOICE_EXPIRED',
    });
  });

  it('refuses an account deactivated between the code and the choice', async () => {
    const token = (await verified()).json().data.selection_token;
    await c.t.app.db.update(clients).set({ isActive: false }).where(eq(clients.id, otherFirm.client.id));
    expect((await select(token, otherContactId)).statusCode).toBe(404);
  });

  it('signs straight in when only one of the accounts is active', async () => {
    await c.t.app.db.update(clientContacts).set({ isActive: false }).where(eq(clientContacts.id, otherContactId));
    const res = await verified();
    expect(res.json().data.user).toMatchObject({ id: ownContactId, client_id: org.client.id });
    expect(res.json().data.access_token).toEqual(expect.any(String));
  });

  it('answers a malformed choice with the documented 400 and 422 shapes', async () => {
    const bad = await select('short', ownContactId);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors: [{ field: 'selection_token', message: EXPIRED }] });
    const wrongType = await select('A'.repeat(43), 'abc');
    expect(wrongType.statusCode).toBe(422);
    expect((await select('A'.repeat(43), 2 ** 40)).statusCode).toBe(400);
  });
});
