import { eq, sql } from 'drizzle-orm';
import { invoices } from '../../../db/schema-invoices';
import { invoiceRefunds } from '../../../db/schema-payments';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext, type Invoiced } from '../credit-notes/credit-notes.test-support';
import type { Who } from '../../tasks/tasks.test-support';
import { adminDetail, expectBalanced, paidAtCheckout } from '../payments/excess.test-support';

// The excess an invoice holds is cleared by recording its refund (amount, day,
// reference, who). Admin only, validated, recorded once however often it is submitted, and another
// firm's invoice is as absent as a missing one.

describe.each(testDrivers())('recording the refund of an excess (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const admin = () => c.org.users.admin;
  const refund = (invoiceId: number | string, body: object, who: Who = admin()) =>
    c.call(who, 'POST', `/api/invoices/${typeof invoiceId === 'string' ? encodeURIComponent(invoiceId) : invoiceId}/refunds`, body);
  const refundsOf = (invoiceId: number) => c.t.app.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoiceId, invoiceId));

  /** An invoice paid online after a credit note of ₹500 (with tax): it holds that credit as excess. */
  async function withExcess(): Promise<Invoiced & { excess: number }> {
    const invoice = await c.invoice();
    const checkout = await paidAtCheckout(c, invoice);
    const credit = await c.credit({ invoice_id: invoice.invoice_id, credit_note_amount_paise: 500_00, reason: 'Discount agreed' });
    expect(credit.statusCode).toBe(201);
    const verified = await c.call(c.org.contacts[0], 'POST', '/api/payments/verify-payment', checkout);
    expect(verified.statusCode).toBe(200);
    return { ...invoice, excess: credit.json().data.total_paise as number };
  }

  it('clears the excess in parts, says who refunded what, and keeps the balance', async () => {
    const invoice = await withExcess();
    const part = await refund(invoice.invoice_id, { amount_paise: 100_00, refund_date: '2026-11-20', reference: 'NEFT/UTR/0001' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      success: true,
      message: 'Refund of ₹100.00 recorded',
      data: { excess_paise: invoice.excess - 100_00, refunded_paise: 100_00, outstanding_paise: 0, status: 'paid' },
    });
    expect(part.json().data.refunds).toEqual([
      expect.objectContaining({
        amount_paise: 100_00,
        refund_date: '2026-11-20',
        reference: 'NEFT/UTR/0001',
        recorded_by_name: `${admin().firstName} ${admin().lastName}`,
      }),
    ]);
    expectBalanced(part.json().data);
    // By number too; the rest clears it and the invoice leaves the Refund due tab.
    const rest = await refund(invoice.invoice_number, {
      amount_paise: invoice.excess - 100_00,
      refund_date: '2026-11-21',
      reference: 'NEFT/UTR/0002',
    });
    expect(rest.statusCode).toBe(201);
    const detail = await adminDetail(c, invoice.invoice_id);
    expect(detail).toMatchObject({ excess_paise: 0, refunded_paise: invoice.excess, paid_paise: invoice.total_paise - invoice.excess });
    expectBalanced(detail);
    const list = await c.call(admin(), 'GET', '/api/invoices?tab=refund_due&limit=100');
    expect(list.json().data.invoices.map((i: { invoice_id: number }) => i.invoice_id)).not.toContain(invoice.invoice_id);
    const mine = await c.call(c.org.contacts[0], 'GET', '/api/client-portal/invoices?limit=50');
    const shown = mine.json().data.invoices.find((i: { invoice_id: number }) => i.invoice_id === invoice.invoice_id);
    expect(shown).toMatchObject({ excess_paise: 0, refunded_paise: invoice.excess, status: 'paid' });
    // Nothing left to refund.
    const more = await refund(invoice.invoice_id, { amount_paise: 1, refund_date: '2026-11-21', reference: 'NEFT/UTR/0003' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'INVOICE_NOTHING_TO_REFUND', message: 'This invoice has no excess received to refund' });
  });

  it('records a double submit once', async () => {
    const invoice = await withExcess();
    const body = { amount_paise: invoice.excess, refund_date: '2026-11-21', reference: 'IMPS 77812' };
    const answers = await Promise.all([
      refund(invoice.invoice_id, body),
      refund(invoice.invoice_id, body),
      refund(invoice.invoice_id, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    for (const a of answers) expect(a.json().data).toMatchObject({ excess_paise: 0, refunded_paise: invoice.excess });
    expect(await refundsOf(invoice.invoice_id)).toHaveLength(1);
    // The same reference for another amount is another refund's: refused.
    const reused = await refund(invoice.invoice_id, { ...body, amount_paise: 1 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'REFUND_REFERENCE_REUSED' });
  });

  it('refuses what is not a refund of the excess, writing nothing', async () => {
    const invoice = await withExcess();
    const good = { amount_paise: 1_00, refund_date: '2026-11-21', reference: 'NEFT 1' };
    const [before] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    const refusals: [object, number, string][] = [
      [{ ...good, amount_paise: 0 }, 400, 'VALIDATION'],
      [{ ...good, amount_paise: -5 }, 400, 'VALIDATION'],
      [{ ...good, amount_paise: 1.5 }, 400, 'VALIDATION'],
      [{ ...good, amount_paise: invoice.excess + 1 }, 400, 'REFUND_EXCEEDS_EXCESS'],
      [{ ...good, refund_date: '2026-11-22' }, 400, 'REFUND_DATE_IN_FUTURE'],
      [{ ...good, refund_date: '2026-02-30' }, 400, 'VALIDATION'],
      [{ ...good, refund_date: 'yesterday' }, 400, 'VALIDATION'],
      [{ ...good, reference: '   ' }, 400, 'VALIDATION'],
      // No reference at all: the body's shape is wrong (the house's 422).
      [{ amount_paise: 1_00, refund_date: '2026-11-21' }, 422, 'INVALID_REQUEST'],
      [{ ...good, reference: 'x'.repeat(101) }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await refund(invoice.invoice_id, body);
      expect([res.statusCode, res.json().code, JSON.stringify(body)]).toEqual([status, code, JSON.stringify(body)]);
    }
    const tooMuch = await refund(invoice.invoice_id, { ...good, amount_paise: invoice.excess + 1 });
    expect(tooMuch.json().message).toMatch(/^The refund cannot be more than the excess received \(₹[\d,.]+\)$/);
    // An invoice with nothing received beyond its total.
    const plain = await c.invoice();
    expect((await refund(plain.invoice_id, good)).json()).toMatchObject({ code: 'INVOICE_NOTHING_TO_REFUND' });
    const [after] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    expect(after).toEqual(before);
    expect(await refundsOf(invoice.invoice_id)).toEqual([]);
  });

  it('is the admin’s alone, and another firm’s invoice is not found', async () => {
    const invoice = await withExcess();
    const body = { amount_paise: 1_00, refund_date: '2026-11-21', reference: 'NEFT 2' };
    for (const who of [c.org.users.supervisor, c.org.users.employee, c.org.contacts[0]]) {
      expect((await refund(invoice.invoice_id, body, who)).statusCode).toBe(403);
    }
    expect((await refund(invoice.invoice_id, body, c.other.users.admin)).statusCode).toBe(404);
    expect((await refund(invoice.invoice_number, body, c.other.users.admin)).statusCode).toBe(404);
    expect((await refund(999_999, body)).statusCode).toBe(404);
    const count = await c.t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoiceRefunds)
      .where(eq(invoiceRefunds.invoiceId, invoice.invoice_id));
    expect(count[0]!.n).toBe(0);
  });
});
