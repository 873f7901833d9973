import { eq, sql } from 'drizzle-orm';
import { creditNotes, invoices } from '../../../db/schema-invoices';
import { invoicePayments } from '../../../db/schema-payments';
import { testDrivers } from '../../../test/test-database';
import { tasksTestContext } from '../../tasks/tasks.test-support';
import { countersMatchRows, seedBillingOffice } from './invoices.test-support';
import { statusHelpers } from './invoices.status.test-support';
import { rowsOf } from '../../../db/rows';

// Spec 02 §4 Status Management: the admin's hand-set status is written as payment entries
// (paid: the whole amount due; partially paid: the amount received; unpaid: a reversal of every entry
// recorded by hand), under the invoice's row lock, so total = paid + credited + outstanding stays true.

type Payment = { payment_id: number; amount_paise: number; method: string; reverses_id: number | null; reversed: boolean };

describe.each(testDrivers())('invoice status as payment entries (%s)', (driver) => {
  const c = tasksTestContext(driver);
  const { admin, put, issue, stored, snapshot } = statusHelpers(c);

  beforeAll(async () => {
    await seedBillingOffice(c.t.app.db, c.org.organization.id);
  });

  it('records Paid as one entry for the whole amount due, by the caller, with the note and reference', async () => {
    const { id } = await issue();
    const res = await put(id, { status: 'paid', note: 'NEFT received', reference: 'UTR123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Status Updated: Invoice status successfully changed to Paid');
    const detail = res.json().data;
    expect(detail).toMatchObject({ status: 'paid', admin_status: 'paid', paid_paise: 2_950_00, outstanding_paise: 0, today: '2026-11-21' });
    expect(detail.payments).toEqual([
      {
        payment_id: expect.any(Number),
        amount_paise: 2_950_00,
        method: 'manual',
        reference: 'UTR123',
        note: 'NEFT received',
        reverses_id: null,
        reversed: false,
        recorded_by_name: `${admin().firstName} ${admin().lastName}`,
        created_at: '2026-11-21T10:00:00.000Z',
      },
    ]);
    const { row, entries } = await stored(id);
    expect(row.paidPaise).toBe(2_950_00);
    expect(entries[0]!.recordedBy).toBe(admin().id);

    const again = await put(id, { status: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_ALREADY_PAID', message: 'This invoice is already paid' });
    expect((await put(id, { status: 'partially_paid', amount_paise: 1_00 })).json().code).toBe('INVOICE_ALREADY_PAID');
  });

  it('takes the invoice by its number sent URL-encoded, and records a part payment below the amount due', async () => {
    const { id, number } = await issue();
    const ref = encodeURIComponent(number);
    expect(ref).toContain('%2F');
    const res = await put(ref, { status: 'partially_paid', amount_paise: 1_000_00 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Status Updated: Invoice status successfully changed to Partial Paid');
    expect(res.json().data).toMatchObject({ invoice_id: id, status: 'partially_paid', paid_paise: 1_000_00, outstanding_paise: 1_950_00 });
    // The rest received: Paid records what was left.
    const paid = await put(id, { status: 'paid' });
    expect(paid.json().data.payments.map((p: Payment) => p.amount_paise)).toEqual([1_000_00, 1_950_00]);
    expect((await stored(id)).row.paidPaise).toBe(2_950_00);
  });

  it('refuses a part payment of no amount with a 400 naming the field to send, writing nothing', async () => {
    const { id } = await issue();
    const before = await snapshot(id);
    const res = await put(id, { status: 'partially_paid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'A part payment needs the amount received: send amount (in rupees) or amount_paise (in paise) with partially_paid',
      code: 'INVOICE_PARTIAL_AMOUNT',
    });
    expect(await snapshot(id)).toBe(before);
  });

  it('takes the amount received in rupees (amount) as exactly as in paise', async () => {
    const { id } = await issue();
    const res = await put(id, { status: 'partially_paid', amount: '1000.05' });
    expect(res.statusCode).toBe(200);
    expect((await stored(id)).row.paidPaise).toBe(1_000_05);
    const both = await put(id, { status: 'partially_paid', amount: 10, amount_paise: 999 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Send either amount or amount_paise, not both with different values');
    expect((await stored(id)).row.paidPaise).toBe(1_000_05);
  });

  it.each([
    ['zero', { status: 'partially_paid', amount_paise: 0 }],
    ['a negative amount', { status: 'partially_paid', amount_paise: -5 }],
    ['a fraction of a paisa', { status: 'partially_paid', amount_paise: 1.5 }],
    ['the whole amount due', { status: 'partially_paid', amount_paise: 2_950_00 }],
    ['more than the amount due', { status: 'partially_paid', amount_paise: 3_000_00 }],
    ['more than any amount', { status: 'partially_paid', amount_paise: 1e15 }],
  ])('refuses a part payment of %s with a 400, writing nothing', async (_name, body) => {
    const { id } = await issue();
    const before = await snapshot(id);
    const res = await put(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the amount received: more than ₹0 and less than the amount due');
    expect(await snapshot(id)).toBe(before);
  });

  it('reverses every entry recorded by hand on Unpaid, each with its own entry, and then has nothing to reverse', async () => {
    const { id, taskId } = await issue();
    await put(id, { status: 'partially_paid', amount_paise: 500_00 });
    await put(id, { status: 'paid' });
    const res = await put(id, { status: 'unpaid', note: 'Cheque bounced' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Status Updated: Invoice status successfully changed to Unpaid');
    const detail = res.json().data;
    expect(detail).toMatchObject({ status: 'unpaid', paid_paise: 0, outstanding_paise: 2_950_00 });
    const [first, second, ...reversals] = detail.payments as Payment[];
    expect([first!.reversed, second!.reversed]).toEqual([true, true]);
    expect(reversals).toEqual([
      expect.objectContaining({
        amount_paise: -500_00,
        method: 'reversal',
        reverses_id: first!.payment_id,
        reversed: false,
        note: 'Cheque bounced',
      }),
      expect.objectContaining({ amount_paise: -2_450_00, method: 'reversal', reverses_id: second!.payment_id, reversed: false }),
    ]);
    const { row, entries } = await stored(id);
    expect(row.paidPaise).toBe(entries.reduce((sum, e) => sum + e.amountPaise, 0));

    const nothing = await put(id, { status: 'unpaid' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      code: 'INVOICE_NOTHING_TO_REVERSE',
      message: 'This invoice has no payment recorded by hand to reverse',
    });

    // Paid again after the reversal: a new entry, and the Project's log tells each step.
    expect((await put(id, { status: 'paid' })).json().data.paid_paise).toBe(2_950_00);
    const log = (await c.call(admin(), 'GET', `/api/tasks/${taskId}`))
      .json()
      .data.running_log.filter((l: { event_type: string }) => l.event_type === 'invoice');
    expect(log.map((l: { to: string }) => l.to)).toEqual([
      'INV/2026-27/' + log[0].to.slice(-4),
      'partially_paid',
      'paid',
      'unpaid',
      'paid',
    ]);
    expect(log[3].description).toContain('2 payments of ₹2,950.00 reversed');
  });

  it('never reverses a payment received online', async () => {
    const { id } = await issue();
    await c.t.app.db.insert(invoicePayments).values({
      organizationId: c.org.organization.id,
      invoiceId: id,
      amountPaise: 1_000_00,
      method: 'razorpay',
      reference: 'pay_123',
    });
    await c.t.app.db.update(invoices).set({ paidPaise: 1_000_00 }).where(eq(invoices.id, id));
    const onlineOnly = await put(id, { status: 'unpaid' });
    expect(onlineOnly.statusCode).toBe(409);
    expect(onlineOnly.json()).toMatchObject({
      code: 'INVOICE_NOTHING_TO_REVERSE',
      message: 'Payments received online cannot be reversed here',
    });

    await put(id, { status: 'partially_paid', amount_paise: 200_00 });
    const res = await put(id, { status: 'unpaid' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Payments received online cannot be reversed here: the invoice keeps them/);
    expect(res.json().data).toMatchObject({ status: 'partially_paid', admin_status: 'partial', paid_paise: 1_000_00 });
    const online = (res.json().data.payments as Payment[]).find((p) => p.method === 'razorpay')!;
    expect(online.reversed).toBe(false);
  });

  it('records one payment when two admins mark the same invoice paid at once', async () => {
    const { id, number } = await issue();
    const answers = await Promise.all([put(id, { status: 'paid' }), put(encodeURIComponent(number), { status: 'paid' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { row, entries } = await stored(id);
    expect(entries).toHaveLength(1);
    expect(row.paidPaise).toBe(2_950_00);
  });

  it('keeps total = paid + credited + outstanding with a credit note, Paid recording only what is left', async () => {
    const { id } = await issue();
    const { row } = await stored(id);
    await c.t.app.db.insert(creditNotes).values({
      organizationId: row.organizationId,
      invoiceId: id,
      officeId: row.officeId,
      creditNoteNumber: `CN/2026-27/${String(id).padStart(4, '0')}`,
      financialYear: 2026,
      creditNoteDate: '2026-11-21',
      reason: 'Discount agreed',
      taxablePaise: 500_00,
      cgstPaise: 45_00,
      sgstPaise: 45_00,
      igstPaise: 0,
      totalPaise: 590_00,
      documentId: row.documentId,
      createdBy: admin().id,
    });
    await c.t.app.db.update(invoices).set({ creditedPaise: 590_00 }).where(eq(invoices.id, id));
    const res = await put(id, { status: 'paid' });
    const detail = res.json().data;
    expect(detail).toMatchObject({ paid_paise: 2_360_00, credited_paise: 590_00, outstanding_paise: 0, total_paise: 2_950_00 });
    expect(detail.credit_notes).toEqual([
      expect.objectContaining({
        credit_note_number: expect.stringMatching(/^CN\//),
        credit_note_date: '2026-11-21',
        total_paise: 590_00,
        status: 'issued',
      }),
    ]);
  });

  it('keeps every invoice’s paid amount equal to the sum of its entries, and the list’s totals equal to the invoices', async () => {
    const mismatched = await c.t.app.db.execute(
      sql`select i.id from ${invoices} i where i.paid_paise <> coalesce((select sum(p.amount_paise) from ${invoicePayments} p where p.invoice_id = i.id), 0)`,
    );
    expect(rowsOf(mismatched)).toHaveLength(0);
    await countersMatchRows(c.t.app.db);
  });
});
