import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema-invoices';
import { countersMatchRows } from './invoices.test-support';
import { testDrivers } from '../../../test/test-database';
import { tasksTestContext, type Firm } from '../../tasks/tasks.test-support';
import { seedBillingOffice } from './invoices.test-support';

// The admin's Invoices page (spec 02 §2.2, §4): filters, tabs, sorting, paging and the summary
// are the server's. Today in India is 2026-11-21; invoices are issued that day and due on 2026-11-26.

type Row = { invoice_id: number; task_name: string; admin_status: string; amount_due_paise: number; total_paise: number };

describe.each(testDrivers())('the admin invoice list (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const ids: Record<string, number> = {};
  let foreignId: number;
  const list = async (query = '', firm: Firm = c.org) => {
    const res = await c.call(firm.users.admin, 'GET', `/api/invoices${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { invoices: Row[] }; pagination: Record<string, number>; summary: Record<string, number | string> };
  };
  const names = async (query: string) => (await list(query)).data.invoices.map((r) => r.task_name);

  /** A closed Project of `firm` invoiced through the route, its amount in paise before GST (18 %). */
  const issue = async (firm: Firm, name: string, amount: number) => {
    const taskId = await c.create(
      {
        task_name: name,
        invoice_amount_paise: amount,
        client_id: firm.client.id,
        sac_code_id: firm.sacCodeId,
        service_category_id: firm.serviceCategoryId,
        assignee_id: firm.users.employee.id,
      },
      firm.users.admin,
    );
    expect((await c.call(firm.users.admin, 'PUT', `/api/tasks/${taskId}`, { workflow_status: 'closed' })).statusCode).toBe(200);
    const res = await c.call(firm.users.admin, 'POST', '/api/invoice/generate', { task_id: taskId });
    expect(res.statusCode).toBe(201);
    c.clock.advance(60_000);
    return res.json().data.invoice_id as number;
  };
  const set = (id: number, values: Partial<typeof invoices.$inferInsert>) =>
    c.t.app.db.update(invoices).set(values).where(eq(invoices.id, id));

  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
    await seedBillingOffice(c.t.app.db, c.other.organization.id);
    // Totals: 1,180.00, 2,360.00, 3,540.00, 4,720.00, 5,900.00 and 7,080.00 rupees.
    ids.alpha = await issue(c.org, 'Alpha audit', 1_000_00);
    ids.beta = await issue(c.org, 'Beta GST returns', 2_000_00);
    ids.gamma = await issue(c.org, 'Gamma ROC filing', 3_000_00);
    ids.delta = await issue(c.org, 'Delta TDS returns', 4_000_00);
    ids.epsilon = await issue(c.org, 'Epsilon 50% advance', 5_000_00);
    ids.zeta = await issue(c.org, 'Zeta GST audit', 6_000_00);
    foreignId = await issue(c.other, 'Alpha audit elsewhere', 1_000_00);
    await set(ids.beta!, { paidPaise: 500_00 }); // partial
    await set(ids.gamma!, { dueDate: '2026-11-10' }); // overdue
    await set(ids.delta!, { paidPaise: 4_720_00 }); // paid
    await set(ids.epsilon!, { paidPaise: 900_00, creditedPaise: 5_000_00, recipientName: 'Zenith Exports LLP' }); // paid
    await set(ids.zeta!, { paidPaise: 80_00, dueDate: '2026-11-20', recipientName: 'Zenith Exports LLP' }); // overdue, partly paid
  });

  it('lists the firm’s invoices newest first with their admin status, amount due and the summary of everything', async () => {
    const answer = await list('?page=1');
    expect(answer.data.invoices.map((r) => r.invoice_id)).toEqual([ids.zeta, ids.epsilon, ids.delta, ids.gamma, ids.beta, ids.alpha]);
    expect(answer.pagination).toEqual({ page: 1, limit: 10, total: 6, pages: 1 });
    // Without page and limit (spec 02 §7 reads the whole list): all of it, up to the cap, saying whether the cap cut it.
    expect((await list()).pagination).toEqual({ page: 1, limit: 1000, total: 6, pages: 1, has_more: false });
    const byName = Object.fromEntries(answer.data.invoices.map((r) => [r.task_name, r]));
    expect(byName['Alpha audit']).toMatchObject({
      admin_status: 'unpaid',
      amount_due_paise: 1_180_00,
      status: 'unpaid',
      customer: expect.any(String),
    });
    expect(byName['Beta GST returns']).toMatchObject({ admin_status: 'partial', amount_due_paise: 1_860_00, status: 'partially_paid' });
    expect(byName['Gamma ROC filing']).toMatchObject({ admin_status: 'overdue', amount_due_paise: 3_540_00 });
    expect(byName['Delta TDS returns']).toMatchObject({ admin_status: 'paid', amount_due_paise: 0 });
    expect(byName['Epsilon 50% advance']).toMatchObject({ admin_status: 'paid', amount_due_paise: 0, credited_paise: 5_000_00 });
    expect(byName['Zeta GST audit']).toMatchObject({
      admin_status: 'overdue',
      // Spec 02 §4: past due and not paid says overdue in status; what was received stays in payment_status.
      status: 'overdue',
      payment_status: 'partially_paid',
      amount_due_paise: 7_000_00,
      invoice_url: `/api/invoices/${ids.zeta}/pdf`,
    });
    expect(answer.summary).toEqual({
      current: 4,
      history: 2,
      // Nothing received beyond a total here.
      refund_due: 0,
      excess_paise: 0,
      total_paise: 24_780_00,
      paid_paise: 500_00 + 4_720_00 + 900_00 + 80_00,
      credited_paise: 5_000_00,
      amount_due_paise: 1_180_00 + 1_860_00 + 3_540_00 + 7_000_00,
      today: '2026-11-21',
      // The spec's names in rupees, beside ours, wherever ours appear (platform/spec-names.table.ts).
      invoice_amount: 24_780,
      credit_note: 5_000,
      amount_due: 13_580,
    });
  });

  it('splits Current and History, counting both tabs under the other filters', async () => {
    const current = await list('?tab=current');
    expect(current.data.invoices.map((r) => r.task_name)).toEqual([
      'Zeta GST audit',
      'Gamma ROC filing',
      'Beta GST returns',
      'Alpha audit',
    ]);
    expect(current.pagination.total).toBe(4);
    const history = await list('?tab=history');
    expect(history.data.invoices.map((r) => r.task_name)).toEqual(['Epsilon 50% advance', 'Delta TDS returns']);
    expect(history.pagination.total).toBe(2);
    // The money is the filtered invoices' (both tabs), whatever the tab.
    expect(history.summary).toEqual(current.summary);
    const zenith = await list('?tab=history&company=zenith');
    expect(zenith.summary).toMatchObject({ current: 1, history: 1, total_paise: 5_900_00 + 7_080_00, credited_paise: 5_000_00 });
    expect(zenith.data.invoices.map((r) => r.task_name)).toEqual(['Epsilon 50% advance']);
  });

  it.each([
    ['unpaid', ['Alpha audit']],
    ['partial', ['Beta GST returns']],
    ['overdue', ['Zeta GST audit', 'Gamma ROC filing']],
    ['paid', ['Epsilon 50% advance', 'Delta TDS returns']],
  ])('filters by the admin status %s on India’s day', async (status, expected) => {
    const answer = await list(`?status=${status}`);
    expect(answer.data.invoices.map((r) => r.task_name)).toEqual(expected);
    expect(answer.data.invoices.every((r) => r.admin_status === status)).toBe(true);
    expect(Number(answer.summary.current) + Number(answer.summary.history)).toBe(expected.length);
  });

  it('turns an unpaid invoice overdue when India’s day passes its due day', async () => {
    expect(await names('?status=overdue')).not.toContain('Alpha audit');
    c.clock.set(new Date('2026-11-26T18:29:00Z')); // 23:59 on the due day in India: still due today
    expect(await names('?status=overdue')).not.toContain('Alpha audit');
    c.clock.set(new Date('2026-11-26T18:31:00Z')); // 00:01 on 27 November in India
    expect(await names('?status=overdue')).toContain('Alpha audit');
    expect((await list()).summary.today).toBe('2026-11-27');
    c.clock.set(new Date('2026-11-21T12:00:00Z'));
  });

  it('searches the project name, the customer and the invoice number, wildcards taken literally', async () => {
    expect(await names('?search=gst')).toEqual(['Zeta GST audit', 'Beta GST returns']);
    expect(await names('?search=50%25')).toEqual(['Epsilon 50% advance']);
    expect(await names('?search=_')).toEqual([]);
    expect(await names('?company=ZENITH')).toEqual(['Zeta GST audit', 'Epsilon 50% advance']);
    const alpha = (await list()).data.invoices.find((r) => r.invoice_id === ids.alpha) as unknown as { invoice_number: string };
    const tail = alpha.invoice_number.slice(-4);
    expect(await names(`?invoice_number=${tail}`)).toEqual(['Alpha audit']);
    expect(await names(`?invoice_number=${encodeURIComponent('INV/2026-27')}&status=paid`)).toEqual([
      'Epsilon 50% advance',
      'Delta TDS returns',
    ]);
    expect(await names(`?client_id=${c.org.client.id}&search=alpha`)).toEqual(['Alpha audit']);
    expect(await names(`?client_id=${c.other.client.id}`)).toEqual([]);
  });

  it.each([
    ['amount', 'asc', ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta']],
    ['amount', 'desc', ['Zeta', 'Epsilon', 'Delta', 'Gamma', 'Beta', 'Alpha']],
    ['due_amount', 'desc', ['Zeta', 'Gamma', 'Beta', 'Alpha', 'Epsilon', 'Delta']],
    ['credit', 'desc', ['Epsilon', 'Zeta', 'Delta', 'Gamma', 'Beta', 'Alpha']],
    ['status', 'asc', ['Gamma', 'Zeta', 'Alpha', 'Beta', 'Delta', 'Epsilon']],
    ['due', 'asc', ['Gamma', 'Zeta', 'Alpha', 'Beta', 'Delta', 'Epsilon']],
    ['project', 'desc', ['Zeta', 'Gamma', 'Epsilon', 'Delta', 'Beta', 'Alpha']],
    ['number', 'asc', ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta']],
    ['created', 'asc', ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta']],
  ])('sorts by %s %s', async (sort, order, expected) => {
    expect((await names(`?sort=${sort}&order=${order}`)).map((n) => n.split(' ')[0])).toEqual(expected);
  });

  it.each([
    ['?sort=status&order=desc', ['Epsilon', 'Delta', 'Beta', 'Alpha', 'Zeta', 'Gamma']],
    ['?sort=status&limit=2&page=2&order=asc', ['Alpha', 'Beta']],
    ['?sort=status&limit=4&page=2&order=asc', ['Delta', 'Epsilon']],
    ['?sort=status&limit=5&order=asc', ['Gamma', 'Zeta', 'Alpha', 'Beta', 'Delta']],
    ['?sort=status&order=desc&limit=3&page=1', ['Epsilon', 'Delta', 'Beta']],
    ['?sort=status&order=desc&limit=4&page=2', ['Zeta', 'Gamma']],
    ['?sort=status&tab=current&order=desc', ['Beta', 'Alpha', 'Zeta', 'Gamma']],
    ['?sort=status&tab=history&order=asc', ['Delta', 'Epsilon']],
    ['?sort=status&search=ta&limit=2&order=asc', ['Zeta', 'Beta']],
    ['?sort=status&search=ta&limit=2&page=2&order=asc', ['Delta']],
    ['?sort=status&status=overdue&order=asc', ['Gamma', 'Zeta']],
    ['?sort=status&limit=2&page=4', []],
  ])('pages the status order across open and paid invoices: %s', async (query, expected) => {
    expect((await names(query)).map((n) => n.split(' ')[0])).toEqual(expected);
  });

  it('sorts by customer, equal names in a stable order', async () => {
    const rows = (await list('?sort=customer&order=asc')).data.invoices as unknown as { customer: string; invoice_id: number }[];
    const customers = rows.map((r) => r.customer);
    expect(customers).toEqual([...customers].sort());
    expect(customers.slice(-2)).toEqual(['Zenith Exports LLP', 'Zenith Exports LLP']);
    expect(rows.at(-2)!.invoice_id).toBeLessThan(rows.at(-1)!.invoice_id);
  });

  it('pages through the filtered invoices', async () => {
    const second = await list('?limit=2&page=2&sort=amount&order=asc');
    expect(second.data.invoices.map((r) => r.task_name.split(' ')[0])).toEqual(['Gamma', 'Delta']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 6, pages: 3 });
    const beyond = await list('?limit=2&page=9&tab=current');
    expect(beyond.data.invoices).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 2, total: 4, pages: 2 });
  });

  it('shows each firm only its own invoices', async () => {
    const other = await list('', c.other);
    expect(other.data.invoices.map((r) => r.invoice_id)).toEqual([foreignId]);
    expect(other.summary).toMatchObject({ current: 1, history: 0, total_paise: 1_180_00 });
    expect(await names('?search=elsewhere')).toEqual([]);
  });

  it.each([
    ['?limit=101'],
    ['?page=0'],
    ['?sort=total'],
    ['?order=up'],
    ['?status=overdue&status=paid'],
    ['?status=closed'],
    ['?tab=all'],
    ['?search=a%00b'],
    ['?company=a%00b'],
    ['?invoice_number=' + 'x'.repeat(201)],
    ['?client_id=abc'],
    ['?client_id=99999999999'],
    ['?client_id=1&client_id=2'],
  ])('refuses %s with a 400', async (query) => {
    const res = await c.call(c.org.users.admin, 'GET', `/api/invoices${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('keeps the trigger-kept totals equal to the invoices after every write, and reads the same summary from them', async () => {
    await countersMatchRows(c.t.app.db);
    // The same figures whether the counters (no text filter) or the rows (a filter matching everything) answer.
    const counted = await list(`?client_id=${c.org.client.id}`);
    const scanned = await list(`?client_id=${c.org.client.id}&invoice_number=INV`);
    expect(counted.summary).toEqual(scanned.summary);
    expect(counted.pagination).toEqual(scanned.pagination);
    expect((await list('?status=paid')).summary).toEqual((await list('?status=paid&invoice_number=INV')).summary);
    // Overdue: the open counters less the open invoices not yet due, the same as summing the overdue rows.
    const overdue = await list('?status=overdue');
    expect(overdue.summary).toMatchObject({ current: 2, history: 0, total_paise: 3_540_00 + 7_080_00, paid_paise: 80_00 });
    expect(overdue.summary).toEqual((await list('?status=overdue&invoice_number=INV')).summary);
    expect((await list(`?status=overdue&client_id=${c.org.client.id}`)).summary).toEqual(overdue.summary);
    await set(ids.alpha!, { paidPaise: 1_180_00 });
    await countersMatchRows(c.t.app.db);
    expect((await list()).summary).toMatchObject({ current: 3, history: 3 });
    await set(ids.alpha!, { paidPaise: 0 });
    await countersMatchRows(c.t.app.db);
  });

  it('is the admin’s alone', async () => {
    for (const who of [c.org.users.supervisor, c.org.users.employee]) {
      expect((await c.call(who, 'GET', '/api/invoices')).statusCode).toBe(403);
    }
    expect((await c.t.app.inject({ url: '/api/invoices' })).statusCode).toBe(401);
  });
});
