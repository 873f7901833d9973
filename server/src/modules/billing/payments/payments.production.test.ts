import { sql } from 'drizzle-orm';
import { invoicePayments, paymentOrders } from '../../../db/schema-payments';
import { loadConfig } from '../../../platform/config';
import { testDrivers } from '../../../test/test-database';
import { creditNotesTestContext } from '../credit-notes/credit-notes.test-support';

// In production without Razorpay's keys the sandbox does not exist. Online payment is
// off: no Pay for the client, create-order and verify-payment refused with a clear message, no sandbox
// checkout route, nothing ordered or recorded. Half of the keys stop the start, naming the missing ones.

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  OTP_SECRET: 'o'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  REMINDER_JOB: 'false',
};

describe.each(testDrivers())('online payment in production without Razorpay keys (%s)', (driver) => {
  const c = creditNotesTestContext(driver, PRODUCTION);
  const contact = () => c.org.contacts[0];
  const count = async (table: typeof paymentOrders | typeof invoicePayments) =>
    Number((await c.t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n);

  it('offers no Pay, refuses create-order and verify-payment with a clear 503, and has no sandbox checkout', async () => {
    const invoice = await c.invoice();
    const list = await c.call(contact(), 'GET', '/api/client-portal/invoices');
    const shown = list.json().data.invoices.find((i: { invoice_id: number }) => i.invoice_id === invoice.invoice_id);
    expect(shown).toMatchObject({ status: 'unpaid', outstanding_paise: invoice.total_paise, can_pay: false });

    const order = await c.call(contact(), 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual({
      success: false,
      code: 'PAYMENT_NOT_AVAILABLE',
      message: 'Online payment is not available: please pay by bank transfer using the details on the invoice',
    });
    const verify = await c.call(contact(), 'POST', '/api/payments/verify-payment', {
      razorpay_order_id: 'order_SBXabcdef123456',
      razorpay_payment_id: 'pay_SBXabcdef123456',
      razorpay_signature: 'a'.repeat(64),
      invoice_number: invoice.invoice_number,
    });
    expect(verify.statusCode).toBe(503);
    expect(verify.json()).toMatchObject({ code: 'PAYMENT_NOT_AVAILABLE' });
    const checkout = await c.call(contact(), 'POST', '/api/payments/sandbox/checkout', {
      order_id: 'order_SBXabcdef123456',
      outcome: 'pay',
    });
    expect(checkout.statusCode).toBe(404);
    expect(c.t.app.printRoutes()).not.toContain('sandbox');
    expect(c.t.app.payments).toBeNull();
    // A webhook cannot be signed with a secret that is not there.
    const webhook = await c.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(401);
    expect(await count(paymentOrders)).toBe(0);
    expect(await count(invoicePayments)).toBe(0);
  });
});

describe("Razorpay's keys in production", () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_portal01', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
  const { REMINDER_JOB: _off, ...production } = PRODUCTION;

  it('stops the start with some keys only, naming the missing ones', () => {
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID })).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET must be set/,
    );
    expect(() => loadConfig({ ...production, RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: 'secret' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET must be set/,
    );
    expect(() => loadConfig({ ...production, RAZORPAY_WEBHOOK_SECRET: 'hook' })).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET must be set/,
    );
  });

  it('starts with all three or none, and outside production with any', () => {
    expect(loadConfig({ ...production, ...keys }).razorpay.keyId).toBe(keys.RAZORPAY_KEY_ID);
    expect(loadConfig(production).razorpay).toEqual({});
    expect(loadConfig({ NODE_ENV: 'development', RAZORPAY_KEY_ID: keys.RAZORPAY_KEY_ID }).razorpay.keyId).toBe(keys.RAZORPAY_KEY_ID);
  });
});
