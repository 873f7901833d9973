import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { clientContacts, users } from '../../db/schema';
import { manualClock } from '../../platform/clock';
import { listOutbox } from '../../platform/mail';
import { bearer, latestCodeFor, requestSignInCode, type ContactRow, type UserRow } from '../../test/fixtures';
import { twoFirms } from '../../test/two-firms';
import { testDrivers } from '../../test/test-database';

describe.each(testDrivers())('changing one’s own e-mail waits for the code sent to the new address (%s)', (driver) => {
  const clock = manualClock();
  const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'firm-email-change-')) };
  const { t, org, other } = twoFirms(driver, { seed: 'each', app: { clock, env } });
  beforeEach(() => clock.advance(10 * 60 * 1000));

  const profileBody = (who: UserRow | ContactRow, email: string) =>
    'firstName' in who
      ? { first_name: who.firstName, last_name: who.lastName, phone: who.phone, email, is_active: true }
      : { first_name: who.name.split(' ')[0], last_name: who.name.split(' ').slice(1).join(' '), phone: who.phone, email, is_active: true };
  const save = (who: UserRow | ContactRow, email: string) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/users/users/${who.id}`, headers: bearer(t.app, who), payload: profileBody(who, email) });
  const confirm = (who: UserRow | ContactRow, otp: string, id = who.id) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/users/${id}/email-change/verify`, headers: bearer(t.app, who), payload: { otp } });
  const resend = (who: UserRow | ContactRow) =>
    t.app.inject({ method: 'POST', url: `/api/v1/users/users/${who.id}/email-change/resend`, headers: bearer(t.app, who), payload: {} });
  const storedEmailOf = async (contact: ContactRow) =>
    (await t.app.db.select().from(clientContacts).where(eq(clientContacts.id, contact.id)))[0]!.email;

  it('keeps a contact’s old address until the code from the new one is entered, then switches', async () => {
    const me = org.contacts[0];
    const next = `meera.new-${org.organization.id}@sahyadri.test`;
    const saved = await save(me, next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ pending_email: next, data: { email: me.email } });
    expect(await storedEmailOf(me)).toBe(me.email);
    await t.app.mailer.idle();
    const [mail] = (await listOutbox(t.app.db, 50_000)).filter((m) => m.to === next);
    expect(mail!.subject).toBe('Confirm your new e-mail address for Kapoor Iyer & Co.');

    const res = await confirm(me, await latestCodeFor(t.app, next));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Email address updated successfully', data: { id: me.id, email: next } });
    expect(await storedEmailOf(me)).toBe(next);
  });

  it('does not let a contact take another person’s address by typing it in: without that inbox’s code nothing changes', async () => {
    const me = org.contacts[0];
    const victim = other.contacts[1].email!;
    expect((await save(me, victim)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await confirm(me, String(100000 + i))).statusCode).toBe(400);
    const burnt = await confirm(me, await latestCodeFor(t.app, victim));
    expect(burnt.statusCode).toBe(400);
    expect(burnt.json().message).toBe('This code is no longer valid. Please request a new one.');
    expect(await storedEmailOf(me)).toBe(me.email);
    const signIn = await requestSignInCode(t.app, victim, 'client', '10.7.0.1');
    expect(signIn.statusCode).toBe(200);
  });

  it('applies the same step to a staff member’s own address, and the new address signs in afterwards', async () => {
    const me = org.users.employee;
    const next = `vikram-${org.organization.id}@newmail.test`;
    await save(me, next);
    const before = await requestSignInCode(t.app, next, 'staff', '10.7.0.2');
    expect(before.statusCode).toBe(404);
    expect((await confirm(me, await latestCodeFor(t.app, next))).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.email).toBe(next);
    clock.advance(61 * 1000);
    const after = await requestSignInCode(t.app, next, 'staff', '10.7.0.3');
    expect(after.statusCode).toBe(200);
  });

  it('lets an admin change another user’s address at once, as before', async () => {
    const next = `kavya-${org.organization.id}@firm.test`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/users/${org.users.supervisor.id}`,
      headers: bearer(t.app, org.users.admin),
      payload: profileBody(org.users.supervisor, next),
    });
    expect(res.json()).toMatchObject({ message: 'User updated successfully', data: { email: next } });
    expect(res.json()).not.toHaveProperty('pending_email');
  });

  it('refuses a wrong code with the tries left, and an expired one', async () => {
    const me = org.contacts[1];
    const next = `sunil-${org.organization.id}@new.test`;
    await save(me, next);
    const wrong = await confirm(me, '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errors: [{ field: 'otp', message: expect.stringMatching(/attempts left/) }] });
    const code = await latestCodeFor(t.app, next);
    clock.advance(10 * 60 * 1000 + 1);
    expect((await confirm(me, code)).json().message).toBe('This code has expired. Please request a new one.');
  });

  it('sends a fresh code on resend after the cooldown, and the old one stops working', async () => {
    const me = org.contacts[0];
    const next = `meera.resend-${org.organization.id}@sahyadri.test`;
    await save(me, next);
    const first = await latestCodeFor(t.app, next);
    expect((await resend(me)).statusCode).toBe(429);
    clock.advance(61 * 1000);
    const again = await resend(me);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: `A new code has been sent to ${next}.`, pending_email: next });
    const second = await latestCodeFor(t.app, next);
    if (second !== first) expect((await confirm(me, first)).statusCode).toBe(400);
    expect((await confirm(me, second)).statusCode).toBe(200);
  });

  it('refuses a confirmation when the address was taken while the code was in the inbox', async () => {
    const [me, colleague] = org.contacts;
    const next = `shared-${org.organization.id}@sahyadri.test`;
    await save(me, next);
    await t.app.db.update(clientContacts).set({ email: next }).where(eq(clientContacts.id, colleague.id));
    const res = await confirm(me, await latestCodeFor(t.app, next));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/already used by another contact of this client/);
    expect(await storedEmailOf(me)).toBe(me.email);
  });

  it('answers only the person themselves, and asks for a change first', async () => {
    const me = org.contacts[0];
    expect((await confirm(me, '123456', org.contacts[1].id)).statusCode).toBe(404);
    expect((await confirm(me, '123456')).json().message).toBe('This code is no longer valid. Please request a new one.');
    expect((await resend(me)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/users/${me.id}/email-change/verify`,
      payload: { otp: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
