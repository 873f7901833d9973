import { eq } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { seedOrganization } from '../../test/fixtures';
import { resourceCalls, takenAnswer, twoFirms } from '../../test/two-firms';
import { serviceCategories } from '../../db/schema';
import { insertServiceCategory } from './service-categories.repo';

const URL = '/api/master/service-categories';

describe.each(testDrivers())('service categories (%s)', (driver) => {
  const world = twoFirms(driver);
  const { t, org, other } = world;
  const { post, put, get, count } = resourceCalls(world, URL, serviceCategories);

  let n = 0;
  const category = (overrides: object = {}) => ({
    name: `GST Return Filing ${(n += 1)}`,
    description: 'Monthly GSTR-1 and GSTR-3B',
    ...overrides,
  });

  it('creates a category with the default rates 9, 9 and 18, stored in basis points', async () => {
    const response = await post(category({ name: 'Statutory Audit' }));
    expect(response.statusCode).toBe(201);
    const { data, message, success } = response.json();
    expect({ success, message }).toEqual({ success: true, message: 'Service category created successfully' });
    expect(data).toEqual({
      service_category_id: expect.any(Number),
      name: 'Statutory Audit',
      description: 'Monthly GSTR-1 and GSTR-3B',
      gst_tax_percentage: 18,
      gst_treatment: 'taxable',
      is_active: true,
      cgst: 9,
      sgst: 9,
      igst: 18,
      created_at: expect.any(String),
    });
    const [row] = await t.app.db.select().from(serviceCategories).where(eq(serviceCategories.id, data.service_category_id));
    expect(row).toMatchObject({ cgstBp: 900, sgstBp: 900, igstBp: 1800 });
  });

  it('keeps rates with two decimals exactly, sent as numbers or as form text', async () => {
    const response = await post(category({ cgst: 2.5, sgst: '2.5', igst: 5 }));
    expect(response.json().data).toMatchObject({ cgst: 2.5, sgst: 2.5, igst: 5 });
    const [row] = await t.app.db.select().from(serviceCategories).where(eq(serviceCategories.id, response.json().data.service_category_id));
    expect(row).toMatchObject({ cgstBp: 250, sgstBp: 250, igstBp: 500 });
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'Service name is required'],
    ['an empty description', { description: '' }, 'description', 'Description is required'],
    ['CGST over 100', { cgst: 100.5 }, 'cgst', 'CGST must be between 0 and 100'],
    ['a negative SGST', { sgst: -1 }, 'sgst', 'SGST must be between 0 and 100'],
    ['IGST with three decimals', { igst: 18.005 }, 'igst', 'IGST must be between 0 and 100'],
  ])('refuses %s with the form message and writes nothing', async (_case, overrides, field, message) => {
    const before = await count();
    const response = await post(category(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    expect(await count()).toBe(before);
  });

  it('refuses a second category of the same name in any case, but not in another firm', async () => {
    await post(category({ name: 'Company Incorporation' }));
    const again = await post(category({ name: 'company incorporation' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(takenAnswer('name', 'Service category already exists', 'SERVICE_CATEGORY_NAME_TAKEN'));
    expect((await post(category({ name: 'Company Incorporation' }), other.users.admin)).statusCode).toBe(201);
  });

  it('lists active categories by default, every one with include_inactive, and one status with is_active', async () => {
    const firm = await seedOrganization(t.app.db, { name: 'List Firm' });
    await post(category({ name: 'B Active' }), firm.users.admin);
    await post(category({ name: 'A Inactive', is_active: false }), firm.users.admin);
    const names = async (query: string) =>
      (await get(`${URL}${query}`, firm.users.employee)).json().data.service_categories.map((c: { name: string }) => c.name);
    expect(await names('')).toEqual(['B Active']);
    expect(await names('?include_inactive=true')).toEqual(['A Inactive', 'B Active']);
    expect(await names('?is_active=false')).toEqual(['A Inactive']);
    expect(await names('?include_inactive=true&is_active=true')).toEqual(['B Active']);
  });

  it('reads and updates one category, and treats another firm category as not found', async () => {
    const created = (await post(category())).json().data;
    expect((await get(`${URL}/${created.service_category_id}`, org.users.supervisor)).json().data).toEqual(created);
    const updated = await put(created.service_category_id, {
      ...category({ name: 'Renamed' }),
      is_active: false,
      cgst: 2.5,
      sgst: 2.5,
      igst: 5,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Service category updated successfully',
      data: { name: 'Renamed', is_active: false, cgst: 2.5, igst: 5 },
    });
    expect((await get(`${URL}/${created.service_category_id}`, other.users.admin)).statusCode).toBe(404);
    expect((await put(created.service_category_id, category(), other.users.admin)).statusCode).toBe(404);
  });

  it('lets a category keep its own name on update but not take another one', async () => {
    const a = (await post(category({ name: 'Payroll' }))).json().data;
    const b = (await post(category({ name: 'TDS Returns' }))).json().data;
    expect((await put(a.service_category_id, category({ name: 'PAYROLL' }))).statusCode).toBe(200);
    expect((await put(b.service_category_id, category({ name: 'payroll' }))).json().message).toBe('Service category already exists');
  });

  it('refuses a new rate that is no longer in force, yet lets a category kept at one be edited at it', async () => {
    const before = await count();
    const refused = await post(category({ cgst: 6, sgst: 6, igst: 12 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'GST_RATE_NOT_IN_FORCE', errors: [{ field: 'igst', code: 'GST_RATE_NOT_IN_FORCE' }] });
    expect(await count()).toBe(before);
    const values = { name: 'Works Contract', description: 'Kept at 12 %', isActive: true, cgstBp: 600, sgstBp: 600, igstBp: 1200 };
    const kept = await insertServiceCategory(t.app.db, org.organization.id, { ...values, gstTreatment: 'taxable' }, new Date());
    const edited = await put(kept.id, category({ name: 'Works Contract', cgst: 6, sgst: 6, igst: 12 }));
    expect(edited.statusCode).toBe(200);
    const raised = await put(kept.id, category({ name: 'Works Contract', cgst: 14, sgst: 14, igst: 28 }));
    expect(raised.json().code).toBe('GST_RATE_NOT_IN_FORCE');
  });
});
