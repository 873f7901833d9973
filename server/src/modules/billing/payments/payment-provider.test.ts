import { checkoutPayload, hmacHex, PaymentProviderError, signatureMatches } from './payment-provider';
import { paymentProviderOf } from './provider-of';
import { razorpayProvider } from './razorpay-provider';
import { sandboxProvider } from './sandbox-provider';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.test-support';

// Both providers honour the same contract: orders in paise and INR, checkout signatures over
// order_id|payment_id with the key secret, webhook signatures over the raw body; a tampered, foreign or
// malformed signature is refused.

const KEY_ID = 'rzp_test_portal';
const KEY_SECRET = 'test-key-secret-0123456789';
const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

describe('signatureMatches', () => {
  const expected = hmacHex(KEY_SECRET, 'order_1|pay_1');
  it.each([
    ['the same signature', expected, true],
    ['the same in capitals', expected.toUpperCase(), true],
    ['one digit changed', `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`, false],
    ['another secret', hmacHex('another', 'order_1|pay_1'), false],
    ['another order', hmacHex(KEY_SECRET, 'order_2|pay_1'), false],
    ['too short', expected.slice(0, 10), false],
    ['not hex', 'z'.repeat(64), false],
    ['empty', '', false],
    ['a number', 12, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_, given, valid) => {
    expect(signatureMatches(expected, given)).toBe(valid);
  });
});

describe('razorpayProvider against a fake Razorpay on loopback', () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  });
  afterAll(() => fake.close());
  const provider = () => razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });

  it('creates an order in paise and INR with the receipt and notes, authenticated with the key', async () => {
    const order = await provider().createOrder({
      amountPaise: 1_18_000_00,
      receipt: 'INV/2026-27/0001',
      notes: { invoice_id: '7', client_id: '3' },
    });
    expect(order).toMatchObject({
      amountPaise: 1_18_000_00,
      currency: 'INR',
      receipt: 'INV/2026-27/0001',
      notes: { invoice_id: '7', client_id: '3' },
    });
    expect(fake.orders.get(order.id)).toMatchObject({ amount: 1_18_000_00, currency: 'INR' });
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: '/v1/orders', authorized: true });
  });

  it('fetches a payment with its status, amount and order', async () => {
    const order = await provider().createOrder({ amountPaise: 50_000, receipt: 'INV/2026-27/0002', notes: {} });
    const paid = fake.pay(order.id);
    await expect(provider().fetchPayment(paid.id)).resolves.toEqual({
      id: paid.id,
      orderId: order.id,
      amountPaise: 50_000,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
    });
  });

  it("turns Razorpay's refusals and a wrong key into a PaymentProviderError with the status", async () => {
    await expect(provider().fetchPayment('pay_doesnotexist')).rejects.toMatchObject({ name: 'PaymentProviderError', status: 400 });
    const wrongKey = razorpayProvider({ keyId: KEY_ID, keySecret: 'wrong', apiUrl: fake.url });
    await expect(wrongKey.createOrder({ amountPaise: 50_000, receipt: 'x', notes: {} })).rejects.toMatchObject({ status: 401 });
    await expect(provider().createOrder({ amountPaise: 50, receipt: 'x', notes: {} })).rejects.toThrow(/atleast INR 1.00/);
  });

  it('reports an unreachable Razorpay as a provider error, not a crash', async () => {
    const down = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(down.createOrder({ amountPaise: 50_000, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('checks checkout and webhook signatures with the key secret and the webhook secret', () => {
    const p = provider();
    expect(p.checkoutSignatureValid('order_A', 'pay_B', hmacHex(KEY_SECRET, checkoutPayload('order_A', 'pay_B')))).toBe(true);
    expect(p.checkoutSignatureValid('order_A', 'pay_C', hmacHex(KEY_SECRET, checkoutPayload('order_A', 'pay_B')))).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(p.webhookSignatureValid(body, hmacHex(WEBHOOK_SECRET, body))).toBe(true);
    expect(p.webhookSignatureValid(body, hmacHex(KEY_SECRET, body))).toBe(false);
    expect(p.webhookSignatureValid(Buffer.from('{"event":"payment.captured" }'), hmacHex(WEBHOOK_SECRET, body))).toBe(false);
    const noWebhookSecret = razorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: fake.url });
    expect(noWebhookSecret.webhookSignatureValid(body, hmacHex(WEBHOOK_SECRET, body))).toBe(false);
  });
});

describe('sandboxProvider', () => {
  it('pays an order as Razorpay checkout would: a captured payment and a signature the provider accepts', async () => {
    const sandbox = sandboxProvider();
    const order = await sandbox.createOrder({ amountPaise: 2_360_00, receipt: 'INV/2026-27/0003', notes: {} });
    const result = sandbox.checkout(order.id, 'pay');
    if (result.outcome !== 'paid') throw new Error('expected a paid checkout');
    expect(sandbox.checkoutSignatureValid(result.razorpay_order_id, result.razorpay_payment_id, result.razorpay_signature)).toBe(true);
    expect(sandbox.checkoutSignatureValid(order.id, 'pay_SBXother', result.razorpay_signature)).toBe(false);
    await expect(sandbox.fetchPayment(result.razorpay_payment_id)).resolves.toMatchObject({
      status: 'captured',
      amountPaise: 2_360_00,
      orderId: order.id,
    });
    const webhook = sandbox.webhookFor(result.razorpay_payment_id);
    expect(sandbox.webhookSignatureValid(Buffer.from(webhook.body), webhook.signature)).toBe(true);
    expect(JSON.parse(webhook.body)).toMatchObject({
      event: 'payment.captured',
      payload: { payment: { entity: { order_id: order.id, amount: 2_360_00 } } },
    });
  });

  it('fails a payment without a signature; another sandbox (another secret) accepts none of its signatures', async () => {
    const sandbox = sandboxProvider();
    const order = await sandbox.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} });
    const failed = sandbox.checkout(order.id, 'fail');
    expect(failed).toMatchObject({ outcome: 'failed', razorpay_order_id: order.id });
    await expect(sandbox.fetchPayment(failed.razorpay_payment_id)).resolves.toMatchObject({ status: 'failed' });
    expect(JSON.parse(sandbox.webhookFor(failed.razorpay_payment_id).body)).toMatchObject({ event: 'payment.failed' });
    const paid = sandbox.checkout(order.id, 'pay');
    if (paid.outcome !== 'paid') throw new Error('expected a paid checkout');
    expect(sandboxProvider().checkoutSignatureValid(order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(false);
    expect(() => sandbox.checkout('order_SBXnone', 'pay')).toThrow(PaymentProviderError);
  });
});

describe('paymentProviderOf', () => {
  it('is Razorpay with both keys and the sandbox without', () => {
    for (const env of ['development', 'test'] as const) {
      expect(paymentProviderOf({ env, razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET } })?.kind).toBe('razorpay');
      expect(paymentProviderOf({ env, razorpay: { keyId: KEY_ID } })?.kind).toBe('sandbox');
      expect(paymentProviderOf({ env, razorpay: {} })?.kind).toBe('sandbox');
    }
  });

  it('is never the sandbox in production: Razorpay with its keys, none (online payment off) without', () => {
    expect(paymentProviderOf({ env: 'production', razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET } })?.kind).toBe('razorpay');
    expect(paymentProviderOf({ env: 'production', razorpay: {} })).toBeNull();
  });
});
