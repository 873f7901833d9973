import { bearer, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { testDrivers } from '../../test/test-database';
import { clientBody, clientsTestContext } from './clients.test-support';

describe.each(testDrivers())('reading clients (%s)', (driver) => {
  const c = clientsTestContext(driver);
  const { post, get } = c;
  let listOrg: SeededOrganization;
  beforeAll(async () => {
    listOrg = await seedOrganization(c.t.app.db, { name: 'List Firm' });
    const headers = bearer(c.t.app, listOrg.users.admin);
    const make = (name: string, type: string, isActive = true, n = 0) =>
      post(
        clientBody({ client_name: name, client_type: type, is_active: isActive, contacts: [{ name: 'C', phone: `97000000${n}0` }] }),
        headers,
      );
    await make('Zenith Traders', 'proprietorship', true, 1);
    await make('Alpha 100% Pure', 'one_person_company', true, 2);
    await make('Beta Partners', 'partnership_registered', false, 3);
  });
  const asListAdmin = () => bearer(c.t.app, listOrg.users.admin);

  it('lists the organisation clients by name with counts by type and the total', async () => {
    const response = await get('/api/clients/', asListAdmin());
    expect(response.statusCode).toBe(200);
    const { data, pagination, summary } = response.json();
    expect(data.clients.map((c: { client_name: string }) => c.client_name)).toEqual([
      'Alpha 100% Pure',
      'Beta Partners',
      'Sahyadri Test Foods Private Limited',
      'Zenith Traders',
    ]);
    expect(Object.keys(data.clients[0]).sort()).toEqual([
      'cin',
      'client_code',
      'client_id',
      'client_name',
      'client_type',
      'email',
      'gst_category',
      'is_active',
      'phone',
    ]);
    // Spec 01 §7 reads the whole list: no page or limit asked, all of it up to LIST_WHOLE_CAP.
    expect(pagination).toEqual({ page: 1, limit: 1000, total: 4, pages: 1, has_more: false });
    expect(summary.total).toBe(4);
    expect(summary.counts_by_type).toMatchObject({
      proprietorship: 1,
      one_person_company: 1,
      partnership_registered: 1,
      private_limited: 1,
      huf: 0,
    });
    expect(summary.counts_by_type.private_limited_opc).toBeUndefined();
  });

  it('filters by status, by type in either spelling and by a search that treats % literally', async () => {
    const names = async (query: string) =>
      (await get(`/api/clients/?${query}`, asListAdmin())).json().data.clients.map((c: { client_name: string }) => c.client_name);
    expect(await names('is_active=false')).toEqual(['Beta Partners']);
    expect(await names('client_type=one_person_company')).toEqual(['Alpha 100% Pure']);
    expect(await names('client_type=private_limited_opc')).toEqual(['Alpha 100% Pure']);
    expect(await names('search=zenith')).toEqual(['Zenith Traders']);
    expect(await names('search=100%25')).toEqual(['Alpha 100% Pure']);
    expect(await names('search=0%25 P')).toEqual(['Alpha 100% Pure']);
  });

  it('counts by type within the status filter', async () => {
    const { summary, pagination } = (await get('/api/clients/?is_active=true', asListAdmin())).json();
    expect(summary.counts_by_type.partnership_registered).toBe(0);
    expect(summary.total).toBe(3);
    expect(pagination.total).toBe(3);
  });

  it('keeps the counts and the total on a page without rows: past the last page, or a type the filters leave empty', async () => {
    const answer = async (query: string) => {
      const { data, pagination, summary } = (await get(`/api/clients/?${query}`, asListAdmin())).json();
      return {
        rows: data.clients.length,
        total: pagination.total,
        all: summary.total,
        proprietorship: summary.counts_by_type.proprietorship,
      };
    };
    for (let round = 0; round < 2; round++) {
      expect(await answer('limit=2&page=5')).toEqual({ rows: 0, total: 4, all: 4, proprietorship: 1 });
      expect(await answer('client_type=huf')).toEqual({ rows: 0, total: 0, all: 4, proprietorship: 1 });
      expect(await answer('search=zenith&client_type=huf')).toEqual({ rows: 0, total: 0, all: 1, proprietorship: 1 });
      expect(await answer('search=zenith&client_type=proprietorship')).toEqual({ rows: 1, total: 1, all: 1, proprietorship: 1 });
      expect(await answer('is_active=false&limit=1&page=2')).toEqual({ rows: 0, total: 1, all: 1, proprietorship: 0 });
    }
  });

  it('shows one client in detail with every contact, and another organisation client as not found', async () => {
    const own = await get(`/api/clients/${listOrg.client.id}`, asListAdmin());
    expect(own.statusCode).toBe(200);
    expect(own.json().data.contacts).toHaveLength(2);
    const foreign = await get(`/api/clients/${c.other.client.id}`, asListAdmin());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Client not found', code: 'NOT_FOUND' });
  });
});
