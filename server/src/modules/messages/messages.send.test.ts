import { messageTexts } from '@firm/shared/domain/message';
import { testDrivers } from '../../test/test-database';
import { messagesTestContext, seedClient, type SeededClient } from './messages.test-support';

// POST /api/client-portal/send-email: who the server sends to (spec 02 §2.4, §5), and what a
// refused send writes (nothing).

describe.each(testDrivers())('sending a message to clients (%s)', (driver) => {
  const c = messagesTestContext(driver);
  let huf: SeededClient;
  let hufTwin: SeededClient;
  let trust: SeededClient;
  let inactiveHuf: SeededClient;
  let othersHuf: SeededClient;

  beforeAll(async () => {
    const org = c.org.organization.id;
    huf = await seedClient(c.t.app.db, org, {
      name: 'Sharma Family HUF',
      type: 'huf',
      contacts: [
        { email: 'karta@sharma.test' },
        { email: 'former@sharma.test', active: false },
        { email: null, name: 'No address' },
        { email: 'shared@ca-office.test' },
      ],
    });
    // Another client of the same type with the same name, and one address both clients list.
    hufTwin = await seedClient(c.t.app.db, org, {
      name: 'sharma family huf',
      type: 'huf',
      contacts: [{ email: 'twin@sharma.test' }, { email: 'shared@ca-office.test' }],
    });
    trust = await seedClient(c.t.app.db, org, { name: 'Ganga Trust', type: 'trusts', contacts: [{ email: 'trustee@ganga.test' }] });
    inactiveHuf = await seedClient(c.t.app.db, org, {
      name: 'Closed HUF',
      type: 'huf',
      active: false,
      contacts: [{ email: 'closed@huf.test' }],
    });
    othersHuf = await seedClient(c.t.app.db, c.other.organization.id, {
      name: 'Sharma Family HUF',
      type: 'huf',
      contacts: [{ email: 'karta@other-firm.test' }],
    });
  });

  const body = (target: object, extra: object = {}) => ({ subject: 'Advance tax', body: 'Due on 15 December.', target, ...extra });
  const sent = async (target: object) => {
    const response = await c.send(body(target));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: messageTexts.sent });
    return response.json().data as { message_id: number; recipients: number };
  };
  const ownSeeded = (org: typeof c.org) => [org.contacts[0].email!, org.contacts[1].email!];

  it('sends to every active contact with an address of every active client of the firm, one mail per address', async () => {
    const data = await sent({ send_to_all: true });
    const expected = [...ownSeeded(c.org), 'karta@sharma.test', 'shared@ca-office.test', 'twin@sharma.test', 'trustee@ganga.test'].sort();
    expect(await c.emails(data.message_id)).toEqual(expected);
    expect(data.recipients).toBe(expected.length);
    // Not the inactive contact, the contact without an address, the inactive client or the other firm.
    expect(await c.emails(data.message_id)).not.toEqual(expect.arrayContaining(['former@sharma.test']));
  });

  it('sends to a whole client type when it is chosen with select-all or with no clients', async () => {
    const all = await sent({ client_types: [{ type: 'huf', select_all: true, clients: [] }] });
    expect(await c.emails(all.message_id)).toEqual(['karta@sharma.test', 'shared@ca-office.test', 'twin@sharma.test']);
    const none = await sent({ client_types: [{ type: 'trusts', select_all: true }] });
    expect(await c.emails(none.message_id)).toEqual(['trustee@ganga.test']);
  });

  it('sends to chosen clients named by id', async () => {
    const data = await sent({ client_types: [{ type: 'huf', select_all: false, clients: [hufTwin.id] }] });
    expect(await c.emails(data.message_id)).toEqual(['shared@ca-office.test', 'twin@sharma.test']);
  });

  it("sends to chosen clients named as the spec names them, matched in the sender's firm only, every client of that name", async () => {
    const data = await sent({ client_types: [{ type: 'huf', select_all: false, clients: ['  SHARMA family HUF '] }] });
    expect(await c.emails(data.message_id)).toEqual(['karta@sharma.test', 'shared@ca-office.test', 'twin@sharma.test']);
    const detail = (await c.get(`/api/messages/${data.message_id}`)).json().data;
    expect(detail.target.client_types[0].clients.map((x: { client_id: number }) => x.client_id).sort()).toEqual(
      [huf.id, hufTwin.id].sort(),
    );
  });

  it.each([
    ["another firm's client id", () => ({ type: 'huf', clients: [othersHuf.id] })],
    ['an inactive client', () => ({ type: 'huf', clients: [inactiveHuf.id] })],
    ['a client of another type than the one chosen', () => ({ type: 'huf', clients: [trust.id] })],
    ['a name no active client of the type has', () => ({ type: 'trusts', clients: ['Closed HUF'] })],
  ])('refuses %s (400 MESSAGE_CLIENT_UNKNOWN) and writes nothing', async (_name, entry) => {
    const before = (await c.get('/api/messages?limit=100')).json().pagination.total;
    const response = await c.send(body({ client_types: [entry()] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'MESSAGE_CLIENT_UNKNOWN' });
    expect((await c.get('/api/messages?limit=100')).json().pagination.total).toBe(before);
  });

  it('refuses a target that reaches no address (400 MESSAGE_NO_RECIPIENTS)', async () => {
    await seedClient(c.t.app.db, c.org.organization.id, { name: 'Silent Society', type: 'society', contacts: [{ email: null }] });
    const response = await c.send(body({ client_types: [{ type: 'society', select_all: true }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MESSAGE_NO_RECIPIENTS', message: messageTexts.noRecipients });
  });

  it.each([
    ['a blank subject', body({ send_to_all: true }, { subject: '  \n ' })],
    ['a blank body', body({ send_to_all: true }, { body: '\t' })],
    ['no recipients', body({ send_to_all: false, client_types: [] })],
    [
      'a client type with neither select-all nor a chosen client',
      body({ client_types: [{ type: 'huf', select_all: false, clients: [] }] }),
    ],
  ])('refuses %s with the words of §5 (400)', async (_name, payload) => {
    const response = await c.send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: messageTexts.required });
  });

  it.each([
    ['a body that is not an object', '"hello"'],
    ['a target that is a list', { subject: 's', body: 'b', target: [] }],
    ['clients that are booleans', { subject: 's', body: 'b', target: { client_types: [{ type: 'huf', clients: [true] }] } }],
    ['an unknown type', { subject: 's', body: 'b', target: { client_types: [{ type: 'martian', select_all: true }] } }],
    ['an id beyond the database', { subject: 's', body: 'b', target: { client_types: [{ type: 'huf', clients: [2 ** 40] }] } }],
    ['a NUL in the subject', { subject: 'a\u0000b', body: 'b', target: { send_to_all: true } }],
    ['a subject of 201 characters', { subject: 'x'.repeat(201), body: 'b', target: { send_to_all: true } }],
    ['5,001 chosen clients', { subject: 's', body: 'b', target: { client_types: [{ type: 'huf', clients: Array(5001).fill('x') }] } }],
  ])('answers %s with a 4xx, never a 5xx', async (_name, payload) => {
    const response = await c.send(payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(['supervisor', 'employee'] as const)('refuses the %s (admin only)', async (role) => {
    const response = await c.send(body({ send_to_all: true }), c.org.users[role]);
    expect(response.statusCode).toBe(403);
  });

  it("lists a firm's own messages only, newest first, with the sender and the target", async () => {
    c.clock.advance(60_000);
    const data = await sent({ client_types: [{ type: 'trusts', select_all: false, clients: ['Ganga Trust'] }] });
    const list = (await c.get('/api/messages')).json();
    expect(list.data.messages[0]).toMatchObject({
      message_id: data.message_id,
      subject: 'Advance tax',
      sender_name: 'Rohan Mehta',
      target_summary: 'Trusts: Ganga Trust',
      recipients: 1,
    });
    // Pages of the list contract, newest first, and a search in the subject.
    const all = (await c.get('/api/messages?limit=100')).json();
    const second = (await c.get('/api/messages?limit=1&page=2')).json();
    expect(second.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total });
    expect(second.data.messages[0].message_id).toBe(all.data.messages[1].message_id);
    expect(all.data.messages.map((m: { message_id: number }) => m.message_id)).toEqual(
      [...all.data.messages.map((m: { message_id: number }) => m.message_id)].sort((a, b) => b - a),
    );
    await sent({ send_to_all: true }).then(async ({ message_id }) => {
      expect((await c.get('/api/messages?search=advance')).json().pagination.total).toBe(all.pagination.total + 1);
      expect((await c.get('/api/messages?search=nothing-like-it')).json().pagination.total).toBe(0);
      expect((await c.get('/api/messages?limit=101')).statusCode).toBe(400);
      expect(message_id).toBeGreaterThan(data.message_id);
    });
    const others = (await c.get('/api/messages', c.other.users.admin)).json();
    expect(others.pagination.total).toBe(0);
    expect((await c.get(`/api/messages/${data.message_id}`, c.other.users.admin)).statusCode).toBe(404);
  });
});
