import { testDrivers } from '../../../test/test-database';
import { tasksTestContext } from '../../tasks/tasks.test-support';
import { seedBillingOffice } from './invoices.test-support';
import { statusHelpers } from './invoices.status.test-support';

// Spec 02 §4: the invoice detail as issued, and the status calls' refusals (another firm, a
// reference that names no invoice, a malformed body), none of which writes anything.

describe.each(testDrivers())('invoice detail and status refusals (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const { admin, put, issue, snapshot } = statusHelpers(c);

  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
  });

  it('answers the detail with the supplier and recipient as issued and the admin’s status on India’s day', async () => {
    const { id } = await issue();
    const res = await c.call(admin(), 'GET', `/api/invoices/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      invoice_id: id,
      admin_status: 'unpaid',
      today: '2026-11-21',
      supplier_name: 'Kapoor Iyer & Co.',
      supplier_gstin: '27AAHFK4108N1Z3',
      supplier_state: 'Maharashtra (27)',
      recipient_address: expect.stringContaining('Pune'),
      client_gstin: null,
      service_description: 'GSTR-1 and GSTR-3B',
      payments: [],
      credit_notes: [],
    });
    c.clock.set(new Date('2026-11-27T10:00:00Z'));
    expect((await c.call(admin(), 'GET', `/api/invoices/${id}`)).json().data).toMatchObject({
      admin_status: 'overdue',
      today: '2026-11-27',
    });
    c.clock.set(new Date('2026-11-21T10:00:00Z'));
  });

  it('finds no invoice of another firm, by id or by number, and changes nothing there', async () => {
    const { id, number } = await issue();
    const before = await snapshot(id);
    const other = c.other.users.admin;
    expect((await put(id, { status: 'paid' }, other)).statusCode).toBe(404);
    expect((await put(encodeURIComponent(number), { status: 'paid' }, other)).statusCode).toBe(404);
    expect((await c.call(other, 'GET', `/api/invoices/${id}`)).statusCode).toBe(404);
    expect((await put(id, { status: 'paid' }, c.org.users.supervisor)).statusCode).toBe(403);
    expect(await snapshot(id)).toBe(before);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648', 'INV%2F..%2F0001', 'INV-2026-27-0001', '%00', 'x'.repeat(50)])(
    'answers 404 for the reference %s',
    async (ref) => {
      const res = await put(ref, { status: 'paid' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    },
  );

  it.each([
    ['an unknown status', { status: 'settled' }, 400],
    ['a status in an array', { status: ['paid'] }, 400],
    ['a NUL in the note', { status: 'paid', note: 'a\u0000b' }, 400],
    ['a note too long', { status: 'paid', note: 'n'.repeat(501) }, 400],
    ['a NUL in the reference', { status: 'paid', reference: 'a\u0000b' }, 400],
    ['an amount as text', { status: 'partially_paid', amount_paise: 'lots' }, 422],
    ['an amount in an array', { status: 'partially_paid', amount_paise: [100] }, 422],
    ['a note of the wrong type', { status: 'paid', note: 42 }, 422],
    ['no status', {}, 400],
    ['an array for a body', [{ status: 'paid' }], 422],
  ])('refuses %s without writing anything', async (_name, body, status) => {
    const { id } = await issue();
    const before = await snapshot(id);
    const res = await put(id, body);
    expect(res.statusCode).toBe(status);
    expect(await snapshot(id)).toBe(before);
  });
});
