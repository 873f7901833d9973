import { eq } from 'drizzle-orm';
import { messageRecipientQuerySchema } from '@firm/shared/domain/message';
import { createTestApp, type TestApp } from './test-app';
import { testDrivers } from './test-database';
import { seedOrganization, type SeededOrganization } from './fixtures';
import { clientContacts, clients, users } from '../db/schema';
import { clearContactKeys, contactsOfClient, insertContacts, updateClientRow, updateContact } from '../modules/clients/clients.repo';
import { setUserActive } from '../modules/users/users.repo';
import { updateUser } from '../modules/users/profile.repo';
import { isContactEmailTaken, updateOwnContact } from '../modules/clients';
import { findMessage, recipientsPage } from '../modules/messages/messages.repo';
import { seedMessage } from '../modules/messages/messages.test-support';

// Repositories take the organisation and scope every query by it, writes too: an id of another
// organisation, however it reached the call, reads nothing and changes nothing.

describe.each(testDrivers())('repositories scope every query by organisation (%s)', (driver) => {
  let t: TestApp;
  let own: SeededOrganization;
  let other: SeededOrganization;
  const now = new Date('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(driver);
    own = await seedOrganization(t.app.db, { name: 'Own Firm' });
    other = await seedOrganization(t.app.db, { name: 'Other Firm' });
  });
  afterAll(() => t.close());

  const otherClient = async () => (await t.app.db.select().from(clients).where(eq(clients.id, other.client.id)))[0]!;
  const otherContacts = () =>
    t.app.db.select().from(clientContacts).where(eq(clientContacts.clientId, other.client.id)).orderBy(clientContacts.id);

  it("reads no message or recipient of another organisation, even by the other message's id", async () => {
    const theirs = await seedMessage(t.app.db, other, now);
    expect(await findMessage(t.app.db, own.organization.id, theirs)).toBeNull();
    const query = messageRecipientQuerySchema.parse({});
    expect(await recipientsPage(t.app.db, own.organization.id, theirs, query)).toEqual({ rows: [], total: 0 });
    expect((await recipientsPage(t.app.db, other.organization.id, theirs, query)).total).toBe(2);
  });

  it('updates no client of another organisation', async () => {
    const before = await otherClient();
    const updated = await t.app.db.transaction((tx) =>
      updateClientRow(tx, own.organization.id, other.client.id, { clientName: 'Taken Over', updatedAt: now }),
    );
    expect(updated).toBeUndefined();
    expect(await otherClient()).toEqual(before);
  });

  it('updates, clears and lists no contact of another organisation, even under its own client id', async () => {
    const before = await otherContacts();
    const ids = before.map((c) => c.id);
    await t.app.db.transaction(async (tx) => {
      await updateContact(tx, own.organization.id, other.client.id, ids[0]!, { name: 'Taken Over', updatedAt: now });
      await updateContact(tx, own.organization.id, own.client.id, ids[0]!, { name: 'Taken Over', updatedAt: now });
      await clearContactKeys(tx, own.organization.id, other.client.id, ids);
      await clearContactKeys(tx, own.organization.id, own.client.id, ids);
    });
    expect(await otherContacts()).toEqual(before);
    expect(await contactsOfClient(t.app.db, own.organization.id, other.client.id)).toEqual([]);
  });

  it('stamps inserted contacts with the organisation and client it is given', async () => {
    await t.app.db.transaction((tx) =>
      insertContacts(tx, own.organization.id, own.client.id, [
        // A value smuggled in through a loose object is overwritten, not stored.
        {
          name: 'New Contact',
          phone: '9800000077',
          email: null,
          createdAt: now,
          updatedAt: now,
          ...({ organizationId: other.organization.id } as object),
        },
      ]),
    );
    const stored = (await contactsOfClient(t.app.db, own.organization.id, own.client.id)).find((c) => c.name === 'New Contact');
    expect(stored).toMatchObject({ organizationId: own.organization.id, clientId: own.client.id });
  });

  it('switches no user of another organisation on or off', async () => {
    const target = other.users.employee;
    expect(await setUserActive(t.app.db, own.organization.id, target.id, false, now)).toBeUndefined();
    const [after] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(after!.isActive).toBe(true);
  });

  it('edits no profile of another organisation', async () => {
    expect(await updateUser(t.app.db, other.users.admin.id, own.organization.id, { firstName: 'Taken' }, now)).toBeNull();
    expect(await updateOwnContact(t.app.db, other.contacts[0].id, own.organization.id, { name: 'Taken' }, now)).toBeNull();
    const [user] = await t.app.db.select().from(users).where(eq(users.id, other.users.admin.id));
    expect(user!.firstName).toBe(other.users.admin.firstName);
  });

  it('finds no e-mail clash in another organisation', async () => {
    const email = other.contacts[1].email!;
    expect(await isContactEmailTaken(t.app.db, other.organization.id, other.client.id, email, other.contacts[0].id)).toBe(true);
    expect(await isContactEmailTaken(t.app.db, own.organization.id, other.client.id, email, other.contacts[0].id)).toBe(false);
  });
});
