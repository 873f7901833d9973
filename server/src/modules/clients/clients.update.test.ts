import { sql } from 'drizzle-orm';
import { testDrivers } from '../../test/test-database';
import { clientBody, clientsTestContext } from './clients.test-support';
import { takenAnswer } from '../../test/two-firms';

describe.each(testDrivers())('updating a client (%s)', (driver) => {
  const c = clientsTestContext(driver);
  const { post, put, get, counts } = c;
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
    expect(response.json()).toEqual(takenAnswer('contacts.1.phone', 'Contact phone already exists', 'CONTACT_PHONE_TAKEN'));
    expect(await counts()).toEqual(before);
    const detail = (await get(`/api/clients/${created.client_id}`)).json().data;
    expect(detail.client_name).toBe('Rollback Co');
    expect(detail.contacts.every((c: { is_active: boolean }) => c.is_active)).toBe(true);
  });

  it('keeps the client and its contacts as they were when a contact update fails in the database', async () => {
    const created = await fresh('Atomic Update Co', '97888888');
    const [keep, drop] = created.contacts;
    await c.t.app.db.execute(sql`alter table client_contacts add constraint test_no_boom check (name <> 'Boom')`);
    try {
      const response = await put(created.client_id, {
        ...clientBody({ client_name: 'Renamed Before Boom' }),
        contacts: [
          { ...keep, name: 'Renamed Contact' },
          { name: 'Boom', phone: '9788888899' },
        ],
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await c.t.app.db.execute(sql`alter table client_contacts drop constraint test_no_boom`);
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
    const stolen = await put(created.client_id, { ...clientBody(), contacts: [{ id: c.other.contacts[0].id, name: 'Stolen' }] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual([{ field: 'contacts.0.id', message: 'Contact not found', code: 'CONTACT_NOT_FOUND' }]);
    const foreign = await put(c.other.client.id, clientBody());
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses to take another client code', async () => {
    const a = await fresh('Code Holder', '97666666');
    const b = await fresh('Code Taker', '97777777');
    const response = await put(b.client_id, { ...clientBody({ client_code: a.client_code }), contacts: b.contacts });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'client_code', message: 'Client code already exists', code: 'CLIENT_CODE_TAKEN' }]);
  });
});
