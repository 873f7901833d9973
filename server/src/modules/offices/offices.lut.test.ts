import { offices } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { tasksTestContext } from '../tasks/tasks.test-support';
import { branchBody, headOfficeBody } from './offices.test-support';

// A registration's Letter of Undertaking: the admin records its ARN and year on an office, and every
// office of the state keeps the same, as they keep one series prefix.

describe.each(testDrivers())('an office’s LUT (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const admin = () => c.org.users.admin;
  const officeRows = async () => JSON.stringify(await c.t.app.db.select().from(offices).orderBy(offices.id));
  const lutOf = (o: { lut_arn: string | null; lut_financial_year: string | null }) => [o.lut_arn, o.lut_financial_year];
  let branchId = 0;

  it('records the LUT on a branch and keeps it alike on the other office of its state', async () => {
    expect((await c.call(admin(), 'POST', '/api/master/offices', headOfficeBody())).statusCode).toBe(201);
    branchId = (await c.call(admin(), 'POST', '/api/master/offices', branchBody())).json().data.office_id;
    const second = branchBody({ name: 'Mysuru Branch', city: 'Mysuru', pincode: '570001' });
    expect((await c.call(admin(), 'POST', '/api/master/offices', second)).statusCode).toBe(201);

    const lut = { lut_arn: 'ad290326001234x', lut_financial_year: '2026-27' };
    const res = await c.call(admin(), 'PUT', `/api/master/offices/${branchId}`, branchBody(lut));
    expect(res.statusCode).toBe(200);
    expect(lutOf(res.json().data)).toEqual(['AD290326001234X', '2026-27']);
    const list = (await c.call(c.org.users.employee, 'GET', '/api/master/offices')).json().data.offices;
    expect(list.map(lutOf)).toEqual([
      [null, null],
      ['AD290326001234X', '2026-27'],
      ['AD290326001234X', '2026-27'],
    ]);
  });

  const badArn = 'Enter the LUT’s ARN: 15 letters or digits starting with AD';
  it.each([
    ['an ARN not starting with AD', 'AB290326001234X', '2026-27', 'lut_arn', badArn],
    ['an ARN of 14 characters', 'AD290326001234', '2026-27', 'lut_arn', badArn],
    [
      'a year that is not one financial year',
      'AD290326001234X',
      '2026-28',
      'lut_financial_year',
      'Enter the financial year the LUT covers, such as 2026-27',
    ],
    ['an ARN without its year', 'AD290326001234X', '', 'lut_financial_year', 'Enter the financial year the LUT covers'],
    ['a year without an ARN', null, '2027-28', 'lut_arn', 'Enter the LUT’s ARN'],
  ])('refuses %s and writes nothing', async (_name, arn, year, field, message) => {
    const before = await officeRows();
    const res = await c.call(admin(), 'PUT', `/api/master/offices/${branchId}`, branchBody({ lut_arn: arn, lut_financial_year: year }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await officeRows()).toBe(before);
  });

  it('clears the LUT of the registration when the admin empties both fields', async () => {
    const res = await c.call(admin(), 'PUT', `/api/master/offices/${branchId}`, branchBody({ lut_arn: '', lut_financial_year: '' }));
    expect(lutOf(res.json().data)).toEqual([null, null]);
    const list = (await c.call(admin(), 'GET', '/api/master/offices')).json().data.offices;
    expect(list.map(lutOf)).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });
});
