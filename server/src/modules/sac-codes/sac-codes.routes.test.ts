import { testDrivers } from '../../test/test-database';
import { seedOrganization } from '../../test/fixtures';
import { resourceCalls, takenAnswer, twoFirms } from '../../test/two-firms';
import { sacCodes } from '../../db/schema';

const URL = '/api/master/sac-codes';

describe.each(testDrivers())('SAC codes (%s)', (driver) => {
  const world = twoFirms(driver);
  const { t, org, other } = world;
  const { post, put, get, count } = resourceCalls(world, URL, sacCodes);

  it('adds a SAC code and answers with the record', async () => {
    const response = await post({ code: ' 998221 ', description: 'Financial auditing services', is_active: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'SAC code created successfully',
      data: {
        sac_code_id: expect.any(Number),
        code: '998221',
        description: 'Financial auditing services',
        is_active: true,
        created_at: expect.any(String),
      },
    });
  });

  it.each([
    ['an empty code', { code: '' }, 'code', 'SAC code is required'],
    ['five digits', { code: '99822' }, 'code', 'SAC code must be exactly 6 digits'],
    ['letters', { code: '99822A' }, 'code', 'SAC code must be exactly 6 digits'],
    ['an empty description', { description: '  ' }, 'description', 'Description is required'],
  ])('refuses %s with the form message and writes nothing', async (_case, overrides, field, message) => {
    const before = await count();
    const response = await post({ code: '998231', description: 'Tax consultancy', is_active: true, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    expect(await count()).toBe(before);
  });

  it('refuses a code the firm already has, naming the field, while another firm may have it', async () => {
    await post({ code: '998222', description: 'Accounting and bookkeeping', is_active: true });
    const before = await count();
    const again = await post({ code: '998222', description: 'Twice', is_active: true });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(takenAnswer('code', 'SAC code already exists', 'SAC_CODE_TAKEN'));
    expect(await count()).toBe(before);
    expect((await post({ code: '998222', description: 'Theirs', is_active: true }, other.users.admin)).statusCode).toBe(201);
  });

  it('lists by code, active only unless include_inactive or is_active says otherwise', async () => {
    const firm = await seedOrganization(t.app.db, { name: 'List Firm' });
    await post({ code: '998312', description: 'Management consulting', is_active: true }, firm.users.admin);
    await post({ code: '998232', description: 'Tax preparation', is_active: false }, firm.users.admin);
    const codes = async (query: string) =>
      (await get(`${URL}${query}`, firm.users.supervisor)).json().data.sac_codes.map((c: { code: string }) => c.code);
    expect(await codes('')).toEqual(['998312']);
    expect(await codes('?include_inactive=true')).toEqual(['998232', '998312']);
    expect(await codes('?is_active=false')).toEqual(['998232']);
  });

  it('gives the total beside every page, past the last page too, with each firm its own rows and count', async () => {
    const firm = await seedOrganization(t.app.db, { name: 'Paging Firm' });
    const second = await seedOrganization(t.app.db, { name: 'Second Paging Firm' });
    for (const code of ['998411', '998412', '998413'])
      await post({ code, description: `Service ${code}`, is_active: true }, firm.users.admin);
    await post({ code: '998414', description: 'Retired service', is_active: false }, firm.users.admin);
    await post({ code: '998511', description: 'Only here', is_active: true }, second.users.admin);
    const page = async (query: string, who = firm.users.admin) => {
      const body = (await get(`${URL}?${query}`, who)).json();
      return {
        codes: body.data.sac_codes.map((c: { code: string }) => c.code),
        total: body.pagination.total,
        pages: body.pagination.pages,
      };
    };
    // The same statements answer both firms (the organisation is a parameter, never part of the statement).
    for (let round = 0; round < 2; round++) {
      expect(await page('limit=2&page=1')).toEqual({ codes: ['998411', '998412'], total: 3, pages: 2 });
      expect(await page('limit=2&page=2')).toEqual({ codes: ['998413'], total: 3, pages: 2 });
      expect(await page('limit=2&page=9')).toEqual({ codes: [], total: 3, pages: 2 });
      expect(await page('limit=2&page=1', second.users.admin)).toEqual({ codes: ['998511'], total: 1, pages: 1 });
      expect(await page('limit=2&page=1&include_inactive=true&sort=code&order=desc')).toEqual({
        codes: ['998414', '998413'],
        total: 4,
        pages: 2,
      });
      expect(await page('limit=2&page=1&search=retired&include_inactive=true')).toEqual({ codes: ['998414'], total: 1, pages: 1 });
      expect(await page('limit=2&page=3&search=service&include_inactive=true')).toEqual({ codes: [], total: 4, pages: 2 });
      expect(await page('limit=2&page=1&search=nothing-matches')).toEqual({ codes: [], total: 0, pages: 0 });
    }
  });

  it('reads and updates one code, keeps codes unique on update, and hides another firm record', async () => {
    const mine = (await post({ code: '998311', description: 'Consulting', is_active: true })).json().data;
    await post({ code: '998313', description: 'IT consulting', is_active: true });
    expect((await get(`${URL}/${mine.sac_code_id}`, org.users.employee)).json()).toEqual({ success: true, data: mine });
    const updated = await put(mine.sac_code_id, { code: '998311', description: 'Business consulting', is_active: false });
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'SAC code updated successfully',
      data: { description: 'Business consulting', is_active: false },
    });
    expect((await put(mine.sac_code_id, { code: '998313', description: 'x', is_active: true })).json().message).toBe(
      'SAC code already exists',
    );
    expect((await get(`${URL}/${mine.sac_code_id}`, other.users.admin)).statusCode).toBe(404);
    expect((await put(mine.sac_code_id, { code: '998311', description: 'x', is_active: true }, other.users.admin)).statusCode).toBe(404);
  });
});
