import { sql } from 'drizzle-orm';
import { bearer } from '../../test/fixtures';
import { clients } from '../../db/schema';
import { testDrivers } from '../../test/test-database';
import { clientBody, clientsTestContext, type Body } from './clients.test-support';

describe.each(testDrivers())('creating a client (%s)', (driver) => {
  const c = clientsTestContext(driver);
  const { post, counts } = c;
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

  it('generates the next code of the firm’s sequence when none is given, and never reuses one', async () => {
    const first = await post(clientBody({ client_name: 'Code One', contacts: [{ name: 'A', phone: '9800000001' }] }));
    const second = await post(clientBody({ client_name: 'Code Two', contacts: [{ name: 'B', phone: '9800000002' }] }));
    expect(first.json().data.client_code).toBe('CLI_1001');
    expect(second.json().data.client_code).toBe('CLI_1002');
  });

  it('sends one_person_company on the wire and stores it as private_limited_opc', async () => {
    const response = await post(
      clientBody({ client_name: 'Solo OPC', client_type: 'one_person_company', contacts: [{ name: 'Solo', phone: '9800000003' }] }),
    );
    expect(response.json().data.client_type).toBe('one_person_company');
    const [row] = await c.t.app.db
      .select({ type: clients.clientType })
      .from(clients)
      .where(sql`${clients.id} = ${response.json().data.client_id}`);
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
    const response = await post(
      clientBody({ client_code: 'DUP-1', contacts: [{ name: 'C', phone: '9800000006' }] }),
      bearer(c.t.app, c.other.users.admin),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a missing company name', { client_name: '  ' }, 'client_name', 'Company name is required'],
    ['a missing street', { address: { street: '', state: 'Maharashtra' } }, 'address.street', 'Company address is required'],
    [
      'a six-digit PIN code',
      { address: { street: 'x', state: 'Maharashtra', pincode: '4110' } },
      'address.pincode',
      'PIN code must be exactly 6 digits',
    ],
    ['a GST number of the wrong shape', { gst_number: '27AAPFU0939' }, 'gst_number', 'GST number format is invalid'],
    [
      'a GST number with a wrong check character',
      { gst_number: '27AAPFU0939F1ZA' },
      'gst_number',
      "The GSTIN's check character is wrong: the last character should be V",
    ],
    [
      'a GST number of another state',
      { gst_number: '29AABCS1234K1ZC' },
      'gst_number',
      'GST number state code does not match the selected state',
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a short phone', { phone: '12345' }, 'phone', 'Phone number must be at least 10 digits'],
    [
      'a phone longer than the column',
      { phone: '+91 (20) 2445 6789 ext 1234' },
      'phone',
      'Phone number must be no more than 20 characters',
    ],
    [
      'a country other than India for a Regular client',
      { address: { street: 'x', state: 'Maharashtra', country: 'I'.repeat(101) } },
      'address.country',
      'A client in India has India as its country: choose Overseas for a client outside India',
    ],
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
    await c.t.app.db.execute(sql`alter table client_contacts add constraint test_no_boom check (name <> 'Boom')`);
    try {
      const before = await counts();
      const response = await post(
        clientBody({
          client_name: 'Half Written',
          contacts: [
            { name: 'Fine', phone: '9844444444' },
            { name: 'Boom', phone: '9855555555' },
          ],
        }),
      );
      expect(response.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await c.t.app.db.execute(sql`alter table client_contacts drop constraint test_no_boom`);
    }
  });

  it('answers 422 with a detail list when the body is not the shape of a client', async () => {
    const response = await post({ client_name: 'No address' });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: expect.arrayContaining(['body']) });
  });
});
