import { eq } from 'drizzle-orm';
import { invoices } from '../../../db/schema-invoices';
import { invoicePayments, paymentOrders } from '../../../db/schema-payments';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext, type Invoiced } from '../credit-notes/credit-notes.test-support';
import { razorpayEnvOf, startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.test-support';
import { checkoutPayload, hmacHex } from './payment-provider';

// Online payment with Razorpay: the real client against a fake Razorpay on loopback (RAZORPAY_API_URL). The
// order carries the invoice's number as receipt; verify checks the signature and asks Razorpay for the
// payment; the webhook, signed with the webhook secret, records a payment whose browser never came back;
// a verify and a webhook for one payment record it once.

const KEY_ID = 'rzp_test_portal01';
const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';

describe.each(testDrivers())('paying an invoice through Razorpay (%s)', (driver) => {
  let fake: FakeRazorpay;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    Object.assign(env, razorpayEnvOf(fake, KEY_ID, KEY_SECRET, WEBHOOK_SECRET));
  });
  afterAll(() => fake.close());
  const c = creditNotesTestContext(driver, env);
  const contact = () => c.org.contacts[0];
  const order = async (invoice: Invoiced) => {
    const res = await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    expect(res.statusCode).toBe(200);
    return res.json().data as { order_id: string; amount: number; provider: string; key_id: string };
  };
  const webhook = (payload: object, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(payload);
    return c.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
      payload: body,
    });
  };
  const captured = (payment: { id: string; order_id: string; amount: number }) => ({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { ...payment, entity: 'payment', currency: 'INR', status: 'captured', method: 'upi' } } },
  });
  const entriesOf = (invoiceId: number) => c.t.app.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));

  it('makes a Razorpay order for the amount due with the invoice number as receipt, and reuses it while it is open', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    expect(placed).toMatchObject({ provider: 'razorpay', key_id: KEY_ID, amount: invoice.total_paise });
    expect(fake.orders.get(placed.order_id)).toMatchObject({
      amount: invoice.total_paise,
      currency: 'INR',
      receipt: invoice.invoice_number,
      notes: { invoice_number: invoice.invoice_number },
    });
    expect((await order(invoice)).order_id).toBe(placed.order_id);
    // No sandbox checkout with Razorpay.
    expect(
      (await c.call(contact(), 'POST', '/api/payments/sandbox/checkout', { order_id: placed.order_id, outcome: 'pay' })).statusCode,
    ).toBe(404);
  });

  it('verifies a captured payment once; the webhook for the same payment changes nothing', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const payment = fake.pay(placed.order_id);
    const body = {
      razorpay_order_id: placed.order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(KEY_SECRET, checkoutPayload(placed.order_id, payment.id)),
      invoice_number: invoice.invoice_number,
    };
    const [verified, hook] = await Promise.all([
      c.call(contact(), 'POST', '/api/payments/verify-payment', body),
      webhook(captured(payment)),
    ]);
    expect(verified.statusCode).toBe(200);
    expect(hook.statusCode).toBe(200);
    const replays = await Promise.all(Array.from({ length: 20 }, () => webhook(captured(payment))));
    expect(replays.map((r) => r.json().status)).toEqual(Array(20).fill('duplicate'));
    const entries = await entriesOf(invoice.invoice_id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: 'razorpay', reference: payment.id, amountPaise: invoice.total_paise });
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${payment.id}` && r.authorized)).toBe(true);
  });

  it('records a second capture of a paid order as money to refund, never as paid twice', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const first = fake.pay(placed.order_id);
    const second = fake.pay(placed.order_id);
    const hooks = await Promise.all([webhook(captured(first)), webhook(captured(second))]);
    expect(hooks.map((h) => h.json().status).sort()).toEqual(['recorded', 'recorded']);
    expect(await entriesOf(invoice.invoice_id)).toHaveLength(2);
    const detail = (await c.call(c.org.users.admin, 'GET', `/api/invoices/${invoice.invoice_id}`)).json().data;
    expect(detail).toMatchObject({
      status: 'paid',
      paid_paise: 2 * invoice.total_paise,
      outstanding_paise: 0,
      excess_paise: invoice.total_paise,
    });
  });

  it('records from the webhook alone when the browser never comes back', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const payment = fake.pay(placed.order_id);
    const hook = await webhook({ ...captured(payment), event: 'order.paid' });
    expect(hook.json()).toEqual({ success: true, status: 'recorded' });
    const [row] = await c.t.app.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    expect(row!.paidPaise).toBe(invoice.total_paise);
  });

  it('refuses what Razorpay does not confirm: not captured, another amount, a webhook signed with the key secret', async () => {
    const invoice = await c.invoice();
    const placed = await order(invoice);
    const sign = (paymentId: string) => hmacHex(KEY_SECRET, checkoutPayload(placed.order_id, paymentId));
    const verify = (paymentId: string) =>
      c.call(contact(), 'POST', '/api/payments/verify-payment', {
        razorpay_order_id: placed.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(paymentId),
        invoice_number: invoice.invoice_number,
      });
    const authorizedOnly = fake.pay(placed.order_id, 'authorized');
    expect((await verify(authorizedOnly.id)).statusCode).toBe(409);
    const short = fake.pay(placed.order_id, 'captured', 100);
    expect((await verify(short.id)).statusCode).toBe(400);
    expect((await verify('pay_unknown000000')).statusCode).toBe(400);
    const forged = await webhook(captured(fake.pay(placed.order_id)), KEY_SECRET);
    expect(forged.statusCode).toBe(401);
    expect(await entriesOf(invoice.invoice_id)).toEqual([]);
  });

  it('answers 502 with a plain message when Razorpay cannot be reached, and writes no order', async () => {
    const invoice = await c.invoice();
    // The last test: the app keeps pointing at the closed fake's port.
    await fake.close();
    try {
      const res = await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: 'The payment service could not be reached: please try again in a moment',
      });
      expect(await c.t.app.db.select().from(paymentOrders).where(eq(paymentOrders.invoiceId, invoice.invoice_id))).toEqual([]);
    } finally {
      fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    }
  });
});
