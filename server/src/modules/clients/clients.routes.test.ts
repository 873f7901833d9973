import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDrivers } from '../../test/test-database';
import { bearer, seedOrganization, type SeededOrganization } from '../../test/fixtures';
import { manualClock } from '../../platform/clock';
import { clientContacts, clients } from '../../db/schema';

type Body = Record<string, unknown> & { contacts: Record<string, unknown>[]; address: Record<string, unknown> };

function clientBody(overrides: Partial<Body> = {}): Body {
  return {
    client_name: 'Deccan Spices Private Limited',
    client_code: '',
    address: { street: '14 Laxmi Road', city: 'Pune', state: 'Maharashtra', pincode: '411030', country: 'India' },
    phone: '2024456789',
    email: 'Office@DeccanSpices.in',
    gst_number: '27AAPFU0939F1ZV',
    cin: 'U15400MH2011PTC123456',
    is_active: true,
    client_type: 'private_limited',
    contacts: [
      { name: 'Anil Deshpande', role: 'Director', email: 'anil@deccanspices.in', phone: '9811111111', is_active: true },
      { name: 'Sneha Kulkarni', role: 'Accounts', email: 'sneha@deccanspices.in', phone: '9822222222', is_active: true },
    ],
    ...overrides,
  };
}

describe.each(testDrivers())('clients routes (%s)', (driver) => {
  let t: TestApp;
  let org: SeededOrganization;
  let other: SeededOrganization;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp(driver, { clock });
    org = await seedOrganization(t.app.db, { name: 'Kapoor Iyer & Co.' });
    other = await seedOrganization(t.app.db, { name: 'Other Firm' });
  });
  afterAll(() => t.close());

  const asAdmin = () => bearer(t.app, org.users.admin);
  const post = (payload: unknown, headers = asAdmin()) => t.app.inject({ method: 'POST', url: '/api/clients/', headers, payload: payload as object });
  const put = (id: number, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/clients/${id}`, headers: asAdmin(), payload: payload as object });
  const get = (url: string, headers = asAdmin()) => t.app.inject({ method: 'GET', url, headers });

  async function counts() {
    const [c] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(clients);
    const [k] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(clientContacts);
    return { clients: Number(c!.n), contacts: Number(k!.n) };
  }

  describe('creating a client', () => {
    it('creates the client with its contacts and answers with the detail', async () => {
      const response = await post(clientBody({ client_code: 'DSP-001' }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: 'Client created successfully' });
      expect(body.data).toMatchObject({
        client_name: 'Deccan Spices Private Limited',
        client_code: 'DSP-001',
        email: 'office@deccanspices.in',
        gst_number: '27AAPFU0939F1ZV',
        client_type: 'private_limited',
        is_active: true,
        address: { street: '14 Laxmi Road', city: 'Pune', state: 'Maharashtra', pincode: '411030', country: 'India' },
      });
      expect(body.data.contacts.map((c: { name: string }) => c.name)).toEqual(['Anil Deshpande', 'Sneha Kulkarni']);
      expect(typeof body.data.contacts[0].id).toBe('number');
    });

    it('generates CLI_ plus the time as the code when none is given, and never reuses one', async () => {
      const first = await post(clientBody({ client_name: 'Code One', contacts: [{ name: 'A', phone: '9800000001' }] }));
      const second = await post(clientBody({ client_name: 'Code Two', contacts: [{ name: 'B', phone: '9800000002' }] }));
      expect(first.json().data.client_code).toBe(`CLI_${clock.now().getTime()}`);
      expect(second.json().data.client_code).toBe(`CLI_${clock.now().getTime() + 1}`);
    });

    it('sends one_person_company on the wire and stores it as private_limited_opc', async () => {
      const response = await post(clientBody({ client_name: 'Solo OPC', client_type: 'one_person_company', contacts: [{ name: 'Solo', phone: '9800000003' }] }));
      expect(response.json().data.client_type).toBe('one_person_company');
      const [row] = await t.app.db.select({ type: clients.clientType }).from(clients).where(sql`${clients.id} = ${response.json().data.client_id}`);
      expect(row!.type).toBe('private_limited_opc');
    });

    it('refuses a client code the organisation already uses, naming the field', async () => {
      await post(clientBody({ client_code: 'DUP-1', client_name: 'Dup A', contacts: [{ name: 'A', phone: '9800000004' }] }));
      const before = await counts();
      const response = await post(clientBody({ client_code: 'DUP-1', client_name: 'Dup B', contacts: [{ name: 'B', phone: '9800000005' }] }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'client_code', message: 'Client code already exists' }] });
      expect(await counts()).toEqual(before);
    });

    it('lets another organisation use the same client code', async () => {
      const response = await post(clientBody({ client_code: 'DUP-1', contacts: [{ name: 'C', phone: '9800000006' }] }), bearer(t.app, other.users.admin));
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['a missing company name', { client_name: '  ' }, 'client_name', 'Company name is required'],
      ['a missing street', { address: { street: '', state: 'Maharashtra' } }, 'address.street', 'Company address is required'],
      ['a six-digit PIN code', { address: { street: 'x', state: 'Maharashtra', pincode: '4110' } }, 'address.pincode', 'PIN code must be exactly 6 digits'],
      ['a GST number of the wrong shape', { gst_number: '27AAPFU0939' }, 'gst_number', 'GST number format is invalid'],
      ['a GST number with a wrong check character', { gst_number: '27AAPFU0939F1ZA' }, 'gst_number', 'GST number check character is invalid'],
      ['a GST number of another state', { gst_number: '29AABCS1234K1ZC' }, 'gst_number', 'GST number state code does not match the selected state'],
      ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      ['a short phone', { phone: '12345' }, 'phone', 'Phone number must be at least 10 digits'],
      ['a phone longer than the column', { phone: '+91 (20) 2445 6789 ext 1234' }, 'phone', 'Phone number must be no more than 20 characters'],
      ['a country longer than the column', { address: { street: 'x', state: 'Maharashtra', country: 'I'.repeat(101) } }, 'address.country', 'Country must be no more than 100 characters'],
      ['no contacts', { contacts: [] }, 'contacts', 'At least one contact is required'],
      ['only blank contacts', { contacts: [{ name: '', email: '', phone: '' }] }, 'contacts', 'At least one contact is required'],
      ['an unknown client type', { client_type: 'cooperative' }, 'client_type', 'Client type format is invalid'],
    ])('refuses %s with the rule message and writes nothing', async (_name, overrides, field, message) => {
      const before = await counts();
      const response = await post(clientBody(overrides as Partial<Body>));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await counts()).toEqual(before);
    });

    it('refuses a client whose second contact repeats the first one phone or e-mail, writing nothing', async () => {
      const before = await counts();
      const contacts = [
        { name: 'First', phone: '9833333333', email: 'same@x.in' },
        { name: 'Second', phone: '98333 33333', email: 'SAME@x.in' },
      ];
      const response = await post(clientBody({ client_name: 'Twin Contacts', contacts }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'contacts.1.phone', message: 'Duplicate phone' },
          { field: 'contacts.1.email', message: 'Duplicate email' },
        ]),
      );
      expect(await counts()).toEqual(before);
    });

    it('writes neither the client nor its first contact when the second contact fails in the database', async () => {
      // A constraint only this test adds makes the second insert fail after the client row is written.
      await t.app.db.execute(sql`alter table client_contacts add constraint test_no_boom check (name <> 'Boom')`);
      try {
        const before = await counts();
        const response = await post(clientBody({ client_name: 'Half Written', contacts: [{ name: 'Fine', phone: '9844444444' }, { name: 'Boom', phone: '9855555555' }] }));
        expect(response.statusCode).toBe(500);
        expect(await counts()).toEqual(before);
      } finally {
        await t.app.db.execute(sql`alter table client_contacts drop constraint test_no_boom`);
      }
    });

    it('answers 422 with a detail list when the body is not the shape of a client', async () => {
      const response = await post({ client_name: 'No address' });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: expect.arrayContaining(['body']) });
    });
  });

  describe('reading clients', () => {
    let listOrg: SeededOrganization;
    beforeAll(async () => {
      listOrg = await seedOrganization(t.app.db, { name: 'List Firm' });
      const headers = bearer(t.app, listOrg.users.admin);
      const make = (name: string, type: string, isActive = true, n = 0) =>
        post(clientBody({ client_name: name, client_type: type, is_active: isActive, contacts: [{ name: 'C', phone: `97000000${n}0` }] }), headers);
      await make('Zenith Traders', 'proprietorship', true, 1);
      await make('Alpha 100% Pure', 'one_person_company', true, 2);
      await make('Beta Partners', 'partnership_registered', false, 3);
    });
    const asListAdmin = () => bearer(t.app, listOrg.users.admin);

    it('lists the organisation clients by name with counts by type and the total', async () => {
      const response = await get('/api/clients/', asListAdmin());
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.clients.map((c: { client_name: string }) => c.client_name)).toEqual([
        'Alpha 100% Pure',
        'Beta Partners',
        'Sahyadri Test Foods Private Limited',
        'Zenith Traders',
      ]);
      expect(Object.keys(data.clients[0]).sort()).toEqual(['cin', 'client_code', 'client_id', 'client_name', 'client_type', 'email', 'is_active', 'phone']);
      expect(data.total).toBe(4);
      expect(data.counts_by_type).toMatchObject({ proprietorship: 1, one_person_company: 1, partnership_registered: 1, private_limited: 1, huf: 0 });
      expect(data.counts_by_type.private_limited_opc).toBeUndefined();
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
      const { data } = (await get('/api/clients/?is_active=true', asListAdmin())).json();
      expect(data.counts_by_type.partnership_registered).toBe(0);
      expect(data.total).toBe(3);
    });

    it('shows one client in detail with every contact, and another organisation client as not found', async () => {
      const own = await get(`/api/clients/${listOrg.client.id}`, asListAdmin());
      expect(own.statusCode).toBe(200);
      expect(own.json().data.contacts).toHaveLength(2);
      const foreign = await get(`/api/clients/${other.client.id}`, asListAdmin());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ success: false, message: 'Client not found' });
    });
  });

  describe('updating a client', () => {
    async function fresh(name: string, phoneBase: string) {
      const contacts = [
        { name: 'Keep Me', email: `keep@${phoneBase}.in`, phone: `${phoneBase}01` },
        { name: 'Drop Me', email: `drop@${phoneBase}.in`, phone: `${phoneBase}02` },
      ];
      return (await post(clientBody({ client_name: name, contacts }))).json().data;
    }

    it('updates contacts with an id, adds those without and deactivates the ones left out', async () => {
      const created = await fresh('Update Co', '97111111');
      const [keep] = created.contacts;
      const response = await put(created.client_id, {
        ...clientBody({ client_name: 'Update Co Renamed', client_code: created.client_code }),
        contacts: [
          { id: keep.id, name: 'Kept And Renamed', email: keep.email, phone: keep.phone, is_active: true },
          { id: '1732189000000', name: 'Brand New', phone: '9711111199' },
        ],
      });
      expect(response.statusCode).toBe(200);
      const { data, message } = response.json();
      expect(message).toBe('Client updated successfully');
      expect(data.client_name).toBe('Update Co Renamed');
      expect(data.contacts).toEqual([
        expect.objectContaining({ id: keep.id, name: 'Kept And Renamed', is_active: true }),
        expect.objectContaining({ name: 'Drop Me', is_active: false }),
        expect.objectContaining({ name: 'Brand New', is_active: true }),
      ]);
    });

    it('lets two contacts swap phone numbers', async () => {
      const created = await fresh('Swap Co', '97222222');
      const [a, b] = created.contacts;
      const response = await put(created.client_id, {
        ...clientBody({ client_name: 'Swap Co' }),
        contacts: [
          { ...a, phone: b.phone },
          { ...b, phone: a.phone },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.contacts.map((c: { phone: string }) => c.phone)).toEqual([b.phone, a.phone]);
    });

    it('refuses a new contact that takes the phone of a contact left out, and rolls back the client change', async () => {
      const created = await fresh('Rollback Co', '97333333');
      const [keep, drop] = created.contacts;
      const before = await counts();
      const response = await put(created.client_id, {
        ...clientBody({ client_name: 'Should Not Stick' }),
        contacts: [keep, { name: 'Reuses Phone', phone: drop.phone }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'Contact phone already exists',
        errors: [{ field: 'contacts.1.phone', message: 'Contact phone already exists' }],
      });
      expect(await counts()).toEqual(before);
      const detail = (await get(`/api/clients/${created.client_id}`)).json().data;
      expect(detail.client_name).toBe('Rollback Co');
      expect(detail.contacts.every((c: { is_active: boolean }) => c.is_active)).toBe(true);
    });

    it('keeps the client and its contacts as they were when a contact update fails in the database', async () => {
      const created = await fresh('Atomic Update Co', '97888888');
      const [keep, drop] = created.contacts;
      await t.app.db.execute(sql`alter table client_contacts add constraint test_no_boom check (name <> 'Boom')`);
      try {
        const response = await put(created.client_id, {
          ...clientBody({ client_name: 'Renamed Before Boom' }),
          contacts: [{ ...keep, name: 'Renamed Contact' }, { name: 'Boom', phone: '9788888899' }],
        });
        expect(response.statusCode).toBe(500);
      } finally {
        await t.app.db.execute(sql`alter table client_contacts drop constraint test_no_boom`);
      }
      const detail = (await get(`/api/clients/${created.client_id}`)).json().data;
      expect(detail.client_name).toBe('Atomic Update Co');
      expect(detail.contacts).toEqual([
        expect.objectContaining({ id: keep.id, name: 'Keep Me', phone: keep.phone, is_active: true }),
        expect.objectContaining({ id: drop.id, name: 'Drop Me', is_active: true }),
      ]);
    });

    it('refuses a new contact that takes the e-mail of a contact left out', async () => {
      const created = await fresh('Email Clash Co', '97444444');
      const [keep, drop] = created.contacts;
      const response = await put(created.client_id, {
        ...clientBody({ client_name: 'Email Clash Co' }),
        contacts: [keep, { name: 'Reuses Email', email: drop.email.toUpperCase() }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Contact email already exists');
    });

    it('refuses a contact id of another client and another organisation client as not found', async () => {
      const created = await fresh('Foreign Contact Co', '97555555');
      const stolen = await put(created.client_id, { ...clientBody(), contacts: [{ id: other.contacts[0].id, name: 'Stolen' }] });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json().errors).toEqual([{ field: 'contacts.0.id', message: 'Contact not found' }]);
      const foreign = await put(other.client.id, clientBody());
      expect(foreign.statusCode).toBe(404);
    });

    it('refuses to take another client code', async () => {
      const a = await fresh('Code Holder', '97666666');
      const b = await fresh('Code Taker', '97777777');
      const response = await put(b.client_id, { ...clientBody({ client_code: a.client_code }), contacts: b.contacts });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'client_code', message: 'Client code already exists' }]);
    });
  });
});
