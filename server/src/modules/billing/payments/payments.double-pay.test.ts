import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema-invoices';
import { invoicePayments } from '../../../db/schema-payments';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext, type Invoiced } from '../credit-notes/credit-notes.test-support';
import type { SandboxProvider } from './sandbox-provider';

// A double click on the sandbox's Pay paid one order several times (five checkouts at
// once: five 200s, five captured payments, the invoice paid five times over, five receipts). One order is
// paid at most once: the checkout locks it, and the recorder refuses a second captured payment of a paid order.

describe.each(testDrivers())('one order is paid at most once (%s)', (driver) => {
  const c = creditNotesTestContext(driver);
  const contact = () => c.org.contacts[0];
  const order = async (invoice: Invoiced) => {
    const res = await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    expect(res.statusCode).toBe(200);
    return res.json().data as { order_id: string };
  };
  const entriesOf = (invoiceId: number) => c.t.app.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const invoiceRow = async (invoiceId: number) => (await c.t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;
  const verify = (invoice: Invoiced, paid: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
    c.call(contact(), 'POST', '/api/payments/verify-payment', {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
      invoice_number: invoice.invoice_number,
    });

  it('answers one of five checkouts at once and records one payment with one receipt', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        c.call(contact(), 'POST', '/api/payments/sandbox/checkout', { order_id: placed.order_id, outcome: 'pay' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_ALREADY_PAID', message: 'This invoice is already paid' });
    }
    const paid = answers.find((a) => a.statusCode === 200)!.json().data;
    expect((await verify(invoice, paid)).statusCode).toBe(200);
    await c.t.app.paymentWebhooksIdle();
    const entries = await entriesOf(invoice.invoice_id);
    expect(entries).toHaveLength(1);
    expect(entries.filter((e) => e.receiptNumber)).toHaveLength(1);
    const row = await invoiceRow(invoice.invoice_id);
    expect(row.paidPaise).toBe(invoice.total_paise);
  });

  it('refuses a second captured payment of an order already paid, recording nothing more', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    // Two captures of one order, as a checkout without its lock made them.
    const sandbox = c.t.app.payments as SandboxProvider;
    const first = sandbox.checkout(placed.order_id, 'pay');
    const second = sandbox.checkout(placed.order_id, 'pay');
    if (first.outcome !== 'paid' || second.outcome !== 'paid') throw new Error('expected paid checkouts');
    expect((await verify(invoice, first)).statusCode).toBe(200);
    const refused = await verify(invoice, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_ALREADY_PAID' });
    const hook = sandbox.webhookFor(second.razorpay_payment_id);
    const webhook = await c.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature },
      payload: hook.body,
    });
    expect(webhook.json()).toEqual({ success: true, status: 'duplicate' });
    expect(await entriesOf(invoice.invoice_id)).toHaveLength(1);
    expect((await invoiceRow(invoice.invoice_id)).paidPaise).toBe(invoice.total_paise);
  });
});
