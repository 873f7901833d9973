import { testAppHooks } from './test-app';
import { testDrivers } from './test-database';
import { seedOrganization, tokenFor } from './fixtures';

describe.each(testDrivers())('test fixtures (%s)', (driver) => {
  const t = testAppHooks(driver);

  it('seeds two organisations side by side with one user per role and a client with two contacts', async () => {
    const first = await seedOrganization(t.app.db, { name: 'First Firm' });
    const second = await seedOrganization(t.app.db, { name: 'Second Firm' });
    expect(first.organization.id).not.toBe(second.organization.id);
    expect(Object.keys(first.users).sort()).toEqual(['admin', 'employee', 'superadmin', 'supervisor']);
    expect(first.contacts.map((c) => c.clientId)).toEqual([first.client.id, first.client.id]);
    expect(first.subjects.client).toMatchObject({ kind: 'contact', clientId: first.client.id });
  });

  it('signs tokens the bearer guard accepts', async () => {
    const org = await seedOrganization(t.app.db);
    const payload = t.app.jwt.verify<{ sub: string; role: string; org: number }>(tokenFor(t.app, org.users.admin));
    expect(payload).toMatchObject({ sub: String(org.users.admin.id), role: 'admin', org: org.organization.id });
  });
});
