import { testDrivers } from './test-database';
import { getCall, twoFirms } from './two-firms';
import { and, eq } from 'drizzle-orm';
import { clients, sacCodes, serviceCategories, users } from '../db/schema';

// The list contract on every paged route: pages counted by the database, sorting by a
// whitelisted key only, search and filters in SQL, the organisation's rows only, and plain 400s.

describe.each(testDrivers())('lists driven by the server (%s)', (driver) => {
  const world = twoFirms(driver);
  const { t, org, other } = world;
  const get = getCall(world);

  beforeAll(async () => {
    const orgId = org.organization.id;
    await t.app.db.insert(sacCodes).values(
      Array.from({ length: 30 }, (_, i) => ({
        organizationId: orgId,
        code: String(998200 + i),
        description: i % 3 ? `Audit service ${i}` : `Tax 50% service ${i}`,
        isActive: i % 5 !== 0,
      })),
    );
    await t.app.db.insert(sacCodes).values({ organizationId: other.organization.id, code: '998299', description: 'Audit elsewhere' });
    await t.app.db.insert(serviceCategories).values(
      Array.from({ length: 12 }, (_, i) => ({
        organizationId: orgId,
        name: `Service ${String.fromCharCode(65 + i)}`,
        description: `Work ${i}`,
        cgstBp: 100 * i,
        isActive: i !== 3,
      })),
    );
    await t.app.db.insert(clients).values(
      Array.from({ length: 40 }, (_, i) => ({
        organizationId: orgId,
        clientCode: `CLI_${1000 + i}`,
        clientName: `Client ${String(i).padStart(2, '0')}`,
        clientType: i % 2 ? 'huf' : 'private_limited_opc',
        gstNumber: '27AAPFU0939F1ZV',
        isActive: i % 4 !== 0,
      })),
    );
    await t.app.db.insert(users).values(
      Array.from({ length: 8 }, (_, i) => ({
        organizationId: orgId,
        role: 'employee' as const,
        firstName: `Zed${i}`,
        lastName: 'Staff',
        email: `zed${i}@list.example.in`,
      })),
    );
  });

  it('pages SAC codes with the total and number of pages counted by the database', async () => {
    const first = (await get('/api/master/sac-codes?include_inactive=true&limit=10')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 30, pages: 3 });
    expect(first.data.sac_codes.map((s: { code: string }) => s.code)).toEqual(Array.from({ length: 10 }, (_, i) => String(998200 + i)));
    const last = (await get('/api/master/sac-codes?include_inactive=true&limit=10&page=3&sort=code&order=desc')).json();
    expect(last.data.sac_codes.map((s: { code: string }) => s.code)).toEqual(Array.from({ length: 10 }, (_, i) => String(998209 - i)));
    const beyond = (await get('/api/master/sac-codes?include_inactive=true&limit=10&page=9')).json();
    expect(beyond.data.sac_codes).toEqual([]);
    expect(beyond.pagination.total).toBe(30);
  });

  it('searches code and description with LIKE wildcards taken literally, within the status filter', async () => {
    const body = (await get('/api/master/sac-codes?is_active=true&search=50%25&limit=100')).json();
    // 10 descriptions say '50%'; every fifth code (0, 15) is inactive.
    expect(body.pagination.total).toBe(8);
    expect(
      body.data.sac_codes.every((s: { description: string; is_active: boolean }) => s.description.includes('50%') && s.is_active),
    ).toBe(true);
    expect((await get('/api/master/sac-codes?search=9982')).json().pagination.total).toBe(24);
  });

  it('keeps the bare master-data call a list of active records for pickers', async () => {
    const body = (await get('/api/master/service-categories?limit=100', org.users.employee)).json();
    expect(body.data.service_categories).toHaveLength(11);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 11, pages: 1 });
    const byRate = (await get('/api/master/service-categories?include_inactive=true&sort=cgst&order=desc&limit=2')).json();
    expect(byRate.data.service_categories.map((c: { cgst: number }) => c.cgst)).toEqual([11, 10]);
  });

  it('pages clients with counts by type for the same status and search', async () => {
    const body = (await get('/api/clients/?is_active=true&limit=5&page=2&sort=code&order=desc')).json();
    expect(body.pagination).toEqual({ page: 2, limit: 5, total: 31, pages: 7 });
    // The seeded client's code is CLI_ and random hex, which may sort anywhere among CLI_1000..: page 2 is
    // rows 6 to 10 of the whole list in the database's order.
    const all = (await get('/api/clients/?is_active=true&limit=100&sort=code&order=desc')).json();
    const codes = all.data.clients.map((c: { client_code: string }) => c.client_code);
    expect(codes).toHaveLength(31);
    expect(body.data.clients.map((c: { client_code: string }) => c.client_code)).toEqual(codes.slice(5, 10));
    expect(body.summary.counts_by_type).toMatchObject({ huf: 20, one_person_company: 10, private_limited: 1 });
    expect(body.summary.total).toBe(31);
    const ofType = (await get('/api/clients/?is_active=true&client_type=one_person_company&limit=100')).json();
    expect(ofType.pagination.total).toBe(10);
    expect(ofType.summary.total).toBe(31);
  });

  it('keeps the counts by type right through updates and deletes (the triggers of migration 0005)', async () => {
    const orgId = org.organization.id;
    const summary = async () => (await get('/api/clients/?limit=1')).json().summary;
    const before = await summary();
    await t.app.db
      .update(clients)
      .set({ clientType: 'trusts' })
      .where(and(eq(clients.organizationId, orgId), eq(clients.clientCode, 'CLI_1001')));
    await t.app.db.delete(clients).where(and(eq(clients.organizationId, orgId), eq(clients.clientCode, 'CLI_1003')));
    const after = await summary();
    expect(after.counts_by_type.huf).toBe(before.counts_by_type.huf - 2);
    expect(after.counts_by_type.trusts).toBe(1);
    expect(after.total).toBe(before.total - 1);
    // Another organisation's counts did not move.
    expect((await get('/api/clients/', other.users.admin)).json().summary.total).toBe(1);
  });

  it('pages the admin users with a role filter, and the super admin admins', async () => {
    const employees = (await get('/api/v1/users/users?role=employee&limit=3&sort=name&order=desc')).json();
    expect(employees.pagination).toEqual({ page: 1, limit: 3, total: 9, pages: 3 });
    expect(employees.data.map((u: { first_name: string }) => u.first_name)).toEqual(['Zed7', 'Zed6', 'Zed5']);
    expect((await get('/api/v1/users/users?search=zed3%40list')).json().data.map((u: { email: string }) => u.email)).toEqual([
      'zed3@list.example.in',
    ]);
    const admins = (await get('/api/v1/users/users/admins', org.users.superadmin)).json();
    expect(admins.pagination.total).toBe(1);
    expect(admins.data[0].id).toBe(org.users.admin.id);
  });

  it.each([
    ['/api/clients/?page=0', 'Page must be a whole number from 1 to 10,00,000'],
    ['/api/clients/?page=abc', 'Page must be a whole number from 1 to 10,00,000'],
    ['/api/clients/?limit=101', 'Limit must be a whole number from 1 to 100'],
    ['/api/clients/?sort=client_name;drop', 'Sort must be one of code, name, type, email, phone, status'],
    ['/api/clients/?order=up', 'Order must be asc or desc'],
    ['/api/clients/?search=a%00b', 'Search format is invalid'],
    ['/api/master/sac-codes?is_active=yes', 'Status must be true or false'],
    ['/api/v1/users/users?role=superadmin', 'Role must be one of admin, supervisor, employee'],
  ])('refuses %s in plain words', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('takes a repeated parameter as bad input, not as a server error', async () => {
    const response = await get('/api/clients/?page=1&page=2');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
