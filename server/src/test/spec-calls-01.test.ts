import { createTestApp, type TestApp } from './test-app';
import { testDrivers } from './test-database';
import { bearer, latestCodeFor, seedOrganization, type SeededOrganization, type UserRow } from './fixtures';
import { insertSacCode } from '../modules/sac-codes/sac-codes.repo';
import { insertServiceCategory } from '../modules/service-categories/service-categories.repo';
import { expectReads } from './spec-calls.test-support';

// Spec 01 §7, row by row: the documented payload as the documented role, the documented fields read.

describe.each(testDrivers())('the calls of spec 01 §7 (%s)', (driver) => {
  let t: TestApp;
  let org: SeededOrganization;
  let sacCodeId: number;
  let categoryId: number;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(driver);
    org = await seedOrganization(t.app.db, { name: 'Kapoor Iyer & Co.' });
    const now = t.app.clock.now();
    const values = { name: 'Tax Audit', description: 'Section 44AB', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 };
    categoryId = (await insertServiceCategory(t.app.db, org.organization.id, values, now)).id;
    sacCodeId = (await insertSacCode(t.app.db, org.organization.id, { code: '998222', description: 'Bookkeeping', isActive: true }, now))
      .id;
  });
  afterAll(() => t.close());

  const call = (who: UserRow, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(t.app, who), ...(payload ? { payload } : {}) });
  const person = () => ({ first_name: 'Anjali', last_name: 'Iyer', email: `anjali.${(n += 1)}@example.in`, phone: '9876543210' });

  it('POST /api/auth/request-otp and /api/auth/verify-otp (staff)', async () => {
    const email = org.users.admin.email;
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { email, user_type: 'staff' } });
    expectReads(asked, 200, ['success', 'message']);
    const otp = await latestCodeFor(t.app, email);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp, user_type: 'staff' } });
    // refresh_token is optional (spec 01 §3): ours travels in an httpOnly cookie, out of the page's reach.
    expect(String(verified.headers['set-cookie'])).toMatch(/refresh/i);
    expectReads(verified, 200, ['success', 'message', 'data.access_token', 'data.user.id', 'data.user.name', 'data.user.role']);
  });

  it('GET and PUT /api/v1/users/users/{id}: the profile, and the admin editing a user', async () => {
    const admin = org.users.admin;
    expectReads(await call(admin, 'GET', `/api/v1/users/users/${admin.id}`), 200, ['success', 'data.first_name', 'data.email']);
    const profile = { first_name: 'Rohan', last_name: 'Mehta', phone: '9820000001', email: admin.email, is_active: true };
    expectReads(await call(admin, 'PUT', `/api/v1/users/users/${admin.id}`, profile), 200, ['message', 'data.first_name']);
    const employee = org.users.employee;
    const edit = {
      first_name: 'Vikram',
      last_name: 'Rao',
      phone: '9820000003',
      designation: 'Article Assistant',
      email: employee.email,
      is_active: true,
    };
    expectReads(await call(admin, 'PUT', `/api/v1/users/users/${employee.id}`, edit), 200, ['message', 'data.designation']);
  });

  it('POST /api/auth/register/admin, /supervisor, /employee and POST /api/auth/toggle-user-status', async () => {
    const superadmin = org.users.superadmin;
    const admin = org.users.admin;
    const adminAnswer = [
      'id',
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'firmName',
      'isActive',
      'roleId',
      'roleName',
      'createdAt',
      'updatedAt',
    ];
    const body = { ...person(), creator_id: superadmin.id, firm_name: 'Default Firm Name', address: 'Default Address' };
    expectReads(
      await call(superadmin, 'POST', '/api/auth/register/admin', body),
      201,
      adminAnswer.map((f) => `data.${f}`),
    );
    for (const type of ['supervisor', 'employee']) {
      expectReads(await call(admin, 'POST', `/api/auth/register/${type}`, { ...person(), creator_id: admin.id }), 201, [
        'success',
        'data.id',
      ]);
    }
    const toggled = await call(admin, 'POST', '/api/auth/toggle-user-status', { user_id: org.users.employee.id, is_active: true });
    expectReads(toggled, 200, ['message', 'user.id', 'user.is_active']);
  });

  it.each([
    [
      'superadmin',
      '/api/v1/users/users/admins',
      ['data[].id', 'data[].first_name', 'data[].email', 'data[].designation', 'data[].role_id'],
    ],
    ['admin', '/api/v1/users/organization/users?role=USERS', ['data.admin', 'data.supervisor', 'data.employee']],
    ['admin', '/api/v1/users/users', ['data[].id', 'data[].first_name', 'data[].role_name', 'data[].is_active']],
    [
      'admin',
      '/api/clients/',
      [
        'success',
        ...['client_id', 'client_name', 'client_code', 'cin', 'is_active', 'client_type', 'phone', 'email'].map(
          (f) => `data.clients[].${f}`,
        ),
      ],
    ],
    [
      'admin',
      '/api/master/service-categories?include_inactive=true',
      [
        'success',
        'data.service_categories[].service_category_id',
        'data.service_categories[].cgst',
        'data.service_categories[].sgst',
        'data.service_categories[].igst',
      ],
    ],
    ['admin', '/api/master/sac-codes?include_inactive=true', ['success', 'data.sac_codes[].sac_code_id', 'data.sac_codes[].code']],
  ] as const)('GET as %s %s reads the documented fields', async (role, url, reads) => {
    expectReads(await call(org.users[role], 'GET', url), 200, [...reads]);
  });

  it('GET, POST and PUT /api/clients/ with the documented body', async () => {
    const admin = org.users.admin;
    expectReads(await call(admin, 'GET', `/api/clients/${org.client.id}`), 200, [
      'success',
      'data.client_name',
      'data.address.street',
      'data.address.pincode',
      'data.gst_number',
      'data.contacts[].id',
    ]);
    const body = {
      client_name: 'Deccan Agro Exports LLP',
      client_code: '',
      address: { street: '12 Market Yard', city: 'Pune', state: 'Maharashtra', pincode: '411037', country: 'India' },
      phone: '2024260000',
      email: 'accounts@deccanagro.in',
      gst_number: '27AAPFU0939F1ZV',
      cin: '',
      is_active: true,
      client_type: 'limited_liability_partnership',
      contacts: [
        { id: '1732550000000', name: 'Neha Kulkarni', role: 'Partner', email: 'neha@deccanagro.in', phone: '9890000001', is_active: true },
      ],
    };
    const created = expectReads(await call(admin, 'POST', '/api/clients/', body), 201, ['success', 'message']);
    const id = (created.data as { client_id: number }).client_id;
    const detail = (await call(admin, 'GET', `/api/clients/${id}`)).json().data;
    const update = { ...body, phone: '2024269999', contacts: detail.contacts };
    expectReads(await call(admin, 'PUT', `/api/clients/${id}`, update), 200, ['success', 'message', 'data']);
  });

  it('POST and PUT /api/master/service-categories, in percent', async () => {
    const admin = org.users.admin;
    const body = { name: 'ROC Filing', description: 'Annual returns', is_active: true, cgst: 9, sgst: 9, igst: 18 };
    expectReads(await call(admin, 'POST', '/api/master/service-categories', body), 201, ['success']);
    const updated = expectReads(
      await call(admin, 'PUT', `/api/master/service-categories/${categoryId}`, {
        ...body,
        name: 'Tax Audit',
        cgst: 2.5,
        sgst: 2.5,
        igst: 5,
      }),
      200,
      ['success', 'data'],
    );
    // The rates are one GST rate (5 %), CGST and SGST each half of it: an incoherent triple is refused.
    expect(updated.data).toMatchObject({ cgst: 2.5, sgst: 2.5, igst: 5 });
  });

  it('GET, POST and PUT /api/master/sac-codes', async () => {
    const admin = org.users.admin;
    expectReads(await call(admin, 'GET', `/api/master/sac-codes/${sacCodeId}`), 200, ['data.code', 'data.description', 'data.is_active']);
    expectReads(
      await call(admin, 'POST', '/api/master/sac-codes', { code: '998231', description: 'Tax consultancy', is_active: true }),
      201,
      ['success'],
    );
    const put = await call(admin, 'PUT', `/api/master/sac-codes/${sacCodeId}`, {
      code: '998222',
      description: 'Bookkeeping services',
      is_active: false,
    });
    expectReads(put, 200, ['data.code', 'data.description', 'data.is_active']);
  });
});
