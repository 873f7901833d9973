import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { closeServer, listenOnLoopback } from '../../../test/loopback';

// A fake Razorpay on loopback for tests: the parts of the Orders and Payments API the portal calls,
// with Razorpay's basic auth, status codes and error shape, so the real client code runs against it.

type Order = {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: string;
};
type Payment = { id: string; entity: 'payment'; order_id: string; amount: number; currency: string; status: string; method: string };

export type FakeRazorpay = {
  url: string;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  /** A payment for the order as checkout would make it (captured unless said otherwise). */
  pay: (orderId: string, status?: 'captured' | 'failed' | 'authorized', amount?: number) => Payment;
  /** Requests seen, for assertions. */
  requests: { method: string; path: string; authorized: boolean }[];
  close: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** The server's Razorpay settings that send it to `fake`, with these keys and webhook secret. */
export function razorpayEnvOf(fake: FakeRazorpay, keyId: string, keySecret: string, webhookSecret: string): Record<string, string> {
  return { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_URL: fake.url };
}

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const requests: FakeRazorpay['requests'] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const authorized = req.headers.authorization === expected;
      requests.push({ method: req.method ?? '', path, authorized });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const bad = (status: number, description: string) =>
        send(status, { error: { code: status === 401 ? 'BAD_REQUEST_ERROR' : 'BAD_REQUEST_ERROR', description } });
      if (!authorized) return bad(401, 'Authentication failed');
      if (req.method === 'POST' && path === '/v1/orders') {
        let body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          return bad(400, 'The request body is not JSON');
        }
        if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
          return bad(400, 'The amount must be atleast INR 1.00');
        }
        if (body.currency !== 'INR') return bad(400, 'The currency is invalid');
        if (typeof body.receipt !== 'string' || body.receipt.length > 40)
          return bad(400, 'The receipt may not be greater than 40 characters');
        const order: Order = {
          id: id('order'),
          entity: 'order',
          amount: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          notes: (body.notes ?? {}) as Record<string, string>,
          status: 'created',
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && paymentMatch) {
        const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
        return payment ? send(200, payment) : bad(400, 'The id provided does not exist');
      }
      return bad(404, 'The requested URL was not found on the server.');
    });
  });
  const port = await listenOnLoopback(server);

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    requests,
    pay(orderId, status = 'captured', amount) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: Payment = {
        id: id('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: amount ?? order.amount,
        currency: 'INR',
        status,
        method: 'upi',
      };
      payments.set(payment.id, payment);
      return payment;
    },
    close: () => closeServer(server),
  };
}
