import { MAX_CONTACTS } from '@firm/shared/domain/client';
import { createTestApp, type TestApp } from './test-app';
import { testDrivers } from './test-database';
import { bearer, seedOrganization, type SeededOrganization } from './fixtures';
import { clientBody } from '../modules/clients/clients.test-support';
import { NUL_MESSAGE } from '../platform/nul-guard';

// Each class of input that once reached the database as a 500, on the routes where it did. The
// route fuzz test sends the same classes everywhere; these say what the caller sees instead.

describe.each(testDrivers())('bad input is refused before the database (%s)', (driver) => {
  let t: TestApp;
  let org: SeededOrganization;
  const asAdmin = () => bearer(t.app, org.users.admin);

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { AUTH_IP_LIMIT: '1000' } });
    org = await seedOrganization(t.app.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: asAdmin() });
  const postClient = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/clients/', headers: asAdmin(), payload: payload as object });

  describe('NUL characters', () => {
    it('refuses a NUL in a sign-in address with the e-mail message, not a 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-otp',
        payload: { email: `${org.users.employee.email}\u0000`, user_type: 'staff' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      });
    });

    it('refuses a NUL in a client field and names the field', async () => {
      const response = await postClient(clientBody({ client_code: 'A\u0000B' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'client_code', message: 'Client code format is invalid' }]);
    });

    it('refuses a NUL in a search query', async () => {
      const response = await get('/api/clients/?search=a%00b');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'search', message: 'Search format is invalid' }] });
    });

    it('refuses a NUL in a value no schema reads, before any handler runs', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register/auditor',
        headers: asAdmin(),
        payload: { note: 'a\u0000' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: NUL_MESSAGE,
        code: 'VALIDATION',
        errors: [{ field: 'note', message: NUL_MESSAGE }],
      });
    });
  });

  describe('ids', () => {
    it.each(['0x' + 'c', '1e1', '%2012', '+12', '-1', '0', '012', '2147483648', '99999999999999999999'])(
      'answers 404 for the path id %s',
      async (id) => {
        const response = await get(`/api/clients/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Resource not found', code: 'NOT_FOUND' });
      },
    );

    it('does not read a hexadecimal path id as the record it spells', async () => {
      const response = await get(`/api/v1/users/users/0x${org.users.employee.id.toString(16)}`);
      expect(response.statusCode).toBe(404);
      expect((await get(`/api/v1/users/users/${org.users.employee.id}`)).statusCode).toBe(200);
    });

    it('refuses a body id beyond the database integer range', async () => {
      const toggle = (user_id: unknown) =>
        t.app.inject({ method: 'POST', url: '/api/auth/toggle-user-status', headers: asAdmin(), payload: { user_id, is_active: true } });
      expect((await toggle(2147483648)).statusCode).toBe(400);
      expect((await toggle('2147483648')).statusCode).toBe(400);
      expect((await toggle('0xc')).statusCode).toBe(422);
      expect((await toggle(' 12')).statusCode).toBe(422);
      expect((await toggle(String(org.users.employee.id))).statusCode).toBe(200);
    });
  });

  describe('array entries of the wrong type', () => {
    it.each([
      ['a number', 5],
      ['null', null],
      ['a contact with a numeric name', { name: 123, phone: '9811111111' }],
      ['a list', ['Anil']],
    ])('answers 422 for a contact that is %s', async (_label, contact) => {
      const response = await postClient(clientBody({ contacts: [contact as Record<string, unknown>] }));
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].loc.slice(0, 3)).toEqual(['body', 'contacts', '0']);
    });
  });

  describe('collections', () => {
    it(`takes ${MAX_CONTACTS} contacts and refuses one more`, async () => {
      const contacts = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Contact ${i}` }));
      const full = await postClient(clientBody({ client_name: 'Many Contacts', contacts: contacts(MAX_CONTACTS) }));
      expect(full.statusCode).toBe(201);
      const over = await postClient(clientBody({ client_name: 'Too Many Contacts', contacts: contacts(MAX_CONTACTS + 1) }));
      expect(over.statusCode).toBe(400);
      expect(over.json().errors).toEqual([{ field: 'contacts', message: `A client can have at most ${MAX_CONTACTS} contacts` }]);
    });

    it('refuses 10,000 contacts, more bind parameters than one statement may carry, with a short answer', async () => {
      const response = await postClient(clientBody({ contacts: Array.from({ length: 10_000 }, (_, i) => ({ name: `C${i}` })) }));
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(1000);
    });

    it('lists at most 20 problems for a body with dozens of them', async () => {
      const response = await postClient(clientBody({ contacts: Array.from({ length: 40 }, () => 7) as never }));
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toHaveLength(20);
    });
  });

  describe('headers', () => {
    it.each(['abc', '0xc', '1e3', '-1', '99999999999999999999', ''])('refuses the organisation header %j with 403', async (value) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/clients/', headers: { ...asAdmin(), 'x-organization-id': value } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'Organization mismatch', code: 'ORGANIZATION_MISMATCH' });
    });
  });
});
