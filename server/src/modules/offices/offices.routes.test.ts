import { isNotNull } from 'drizzle-orm';
import { clients, offices } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { branchBody, headOfficeBody } from './offices.test-support';

// The admin keeps the firm's offices; each state has one GSTIN shared by its offices, and a
// registration other than the head office's has its own series prefix.

describe.each(testDrivers())('offices (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const post = (body: object, who = c.org.users.admin) => c.call(who, 'POST', '/api/master/offices', body);
  const officeRows = async () => JSON.stringify(await c.t.app.db.select().from(offices).orderBy(offices.id));
  let headId = 0;
  let branchId = 0;

  it('adds the head office and a branch in another state with its own GSTIN, prefix and quarterly filing', async () => {
    const head = await post(headOfficeBody());
    expect(head.statusCode).toBe(201);
    headId = head.json().data.office_id;
    expect(head.json().data).toMatchObject({ state_code: '27', series_prefix: null, filing_frequency: 'monthly' });
    const branch = await post(branchBody());
    expect(branch.statusCode).toBe(201);
    branchId = branch.json().data.office_id;
    expect(branch.json().data).toMatchObject({
      state: 'Karnataka',
      state_code: '29',
      gstin: '29AAHFK4108N1ZZ',
      series_prefix: 'KA',
      filing_frequency: 'quarterly',
    });
    const list = await c.call(c.org.users.employee, 'GET', '/api/master/offices');
    expect(list.json().data.offices.map((o: { name: string }) => o.name)).toEqual(['Head Office', 'Bengaluru Branch']);
  });

  it.each([
    ['a GSTIN of another state', { gstin: '27AAHFK4108N2Z2', state: 'Karnataka' }, 'OFFICE_GSTIN_STATE'],
    ['a second GSTIN for Karnataka', { name: 'Mysuru', gstin: '29AAHFK4108N2ZY' }, 'OFFICE_GSTIN_SHARED'],
    [
      'a branch in a new state without a prefix',
      { name: 'Delhi', state: 'Delhi', gstin: '07AAHFK4108N1Z5', series_prefix: null },
      'OFFICE_PREFIX_REQUIRED',
    ],
    [
      'a prefix another registration uses',
      { name: 'Delhi', state: 'Delhi', gstin: '07AAHFK4108N1Z5', series_prefix: 'KA' },
      'OFFICE_PREFIX_TAKEN',
    ],
    [
      'a second head office',
      { kind: 'head_office', name: 'Pune', state: 'Maharashtra', gstin: '27AAHFK4108N1Z3', series_prefix: null },
      'OFFICE_HEAD_OFFICE',
    ],
    ['a GSTIN with a wrong check character', { gstin: '29AAHFK4108N1ZY' }, 'VALIDATION'],
  ])('refuses %s and writes nothing', async (_name, over, code) => {
    const before = await officeRows();
    const res = await post(branchBody(over));
    expect(res.statusCode).toBe(400);
    if (code !== 'VALIDATION') expect(res.json().code).toBe(code);
    expect(await officeRows()).toBe(before);
  });

  it.each([
    ['a wrong check character', '29AAHFK4108N1ZY', "The GSTIN's check character is wrong: the last character should be Z"],
    ['an unknown state code', '41AAHFK4108N1ZZ', 'The GSTIN\'s state code "41" (its first two characters) is not a GST state code'],
    ['a 14th character other than Z', '29AAHFK4108N1YZ', 'The GSTIN\'s 14th character should be "Z"'],
    ['fewer than 15 characters', '29AAHFK4108N1Z', 'Enter a valid 15-character GSTIN'],
  ])('says which part of a GSTIN is wrong: %s', async (_name, gstin, message) => {
    const res = await post(branchBody({ gstin }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'gstin', message });
  });

  it.each(['/K', '-K'])('refuses the series prefix %j, which would start every number with it, and writes nothing', async (prefix) => {
    const before = await officeRows();
    const res = await post(branchBody({ name: 'Delhi', state: 'Delhi', gstin: '07AAHFK4108N1Z5', series_prefix: prefix }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'series_prefix',
      message: 'A GST document number starts with a letter or digit: the series prefix cannot start with / or -',
    });
    expect(await officeRows()).toBe(before);
  });

  it('lets a second office in Karnataka share its GSTIN, and keeps one prefix and frequency per registration', async () => {
    const second = await post(
      branchBody({ name: 'Mysuru Branch', city: 'Mysuru', pincode: '570001', series_prefix: 'BL', filing_frequency: 'monthly' }),
    );
    expect(second.statusCode).toBe(201);
    const list = (await c.call(c.org.users.admin, 'GET', '/api/master/offices')).json().data.offices as {
      state_code: string;
      series_prefix: string;
      filing_frequency: string;
    }[];
    expect(list.filter((o) => o.state_code === '29').map((o) => [o.series_prefix, o.filing_frequency])).toEqual([
      ['BL', 'monthly'],
      ['BL', 'monthly'],
    ]);
    const back = await c.call(c.org.users.admin, 'PUT', `/api/master/offices/${branchId}`, branchBody());
    expect(back.statusCode).toBe(200);
  });

  it('edits an office, and another firm’s or an unknown office is not found', async () => {
    const edited = await c.call(c.org.users.admin, 'PUT', `/api/master/offices/${headId}`, headOfficeBody({ upi_id: 'firm@okaxis' }));
    expect(edited.json().data.upi_id).toBe('firm@okaxis');
    for (const who of [c.other.users.admin])
      expect((await c.call(who, 'PUT', `/api/master/offices/${headId}`, headOfficeBody())).statusCode).toBe(404);
    expect((await c.call(c.org.users.admin, 'PUT', '/api/master/offices/999999', headOfficeBody())).statusCode).toBe(404);
    expect((await post(branchBody(), c.org.users.supervisor)).statusCode).toBe(403);
  });

  it('names a client’s and a Project’s billing office, refusing an office of another firm', async () => {
    const ok = await c.call(c.org.users.admin, 'PUT', `/api/clients/${c.org.client.id}/billing-office`, { office_id: branchId });
    expect(ok.json().data).toEqual({ office_id: branchId });
    const foreign = await c.call(c.other.users.admin, 'PUT', `/api/clients/${c.other.client.id}/billing-office`, { office_id: branchId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('BILLING_OFFICE_UNKNOWN');
    const assigned = await c.t.app.db.select({ id: clients.id }).from(clients).where(isNotNull(clients.billingOfficeId));
    expect(assigned).toEqual([{ id: c.org.client.id }]);
    const reset = await c.call(c.org.users.admin, 'PUT', `/api/clients/${c.org.client.id}/billing-office`, { office_id: null });
    expect(reset.statusCode).toBe(200);
  });
});
