import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createPostgresTestDatabase, testDrivers } from '../test/test-database';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { creditNotesTestContext, type Invoiced } from '../modules/billing/credit-notes/credit-notes.test-support';
import { razorpayEnvOf, startFakeRazorpay, type FakeRazorpay } from '../modules/billing/payments/fake-razorpay.test-support';
import { checkoutPayload, hmacHex } from '../modules/billing/payments';
import { invoices, issuedDocuments } from './schema-invoices';
import { invoicePayments, paymentOrders } from './schema-payments';
import { openDatabase } from './database';
import { DATABASE_UNAVAILABLE } from '../platform/errors';

// A PostgreSQL connection that drops while a request holds it (a payment's
// transaction) costs that request a 503 and writes nothing; the process lives on and the next call
// works. The database is reached through a relay that can spring a trap on a statement: either the
// server terminates the session (pg_terminate_backend, as a restart or failover does) or the network
// cuts the connection, just before the statement reaches the server.

const onPostgres = testDrivers().includes('postgres') ? describe : describe.skip;
const KEY_ID = 'rzp_test_faults01';
const KEY_SECRET = 'razorpay-key-secret-for-fault-tests';

onPostgres('a payment whose PostgreSQL connection drops mid-transaction', () => {
  let fake: FakeRazorpay;
  let proxy: TcpProxy;
  let admin: Client;
  let dbName = '';
  let drop: () => Promise<void> = async () => undefined;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    Object.assign(env, razorpayEnvOf(fake, KEY_ID, KEY_SECRET, 'razorpay-webhook-secret-for-fault-tests'));
    admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  const c = creditNotesTestContext('postgres', env, {
    database: async () => {
      const created = await createPostgresTestDatabase();
      ({ drop, name: dbName } = created);
      const direct = new URL(created.url);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(created.url);
      viaProxy.port = String(proxy.port);
      return openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 4, timeouts: { connectMs: 1_000, statementMs: 2_000 } });
    },
  });
  afterAll(async () => {
    await proxy.close();
    await admin.end();
    await fake.close();
    await drop();
  });

  /** The server ends the session of the transaction waiting on this statement, and it is gone before the statement arrives. */
  const terminate = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'",
      [dbName],
    );
    expect(rows).toHaveLength(1);
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [rows[0]!.pid])).rowCount) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const ways = { 'the server terminates the session': terminate, 'the network cuts the connection': (cut: () => void) => cut() };

  async function checkout(invoice: Invoiced) {
    const res = await c.call(c.org.contacts[0]!, 'POST', '/api/payments/create-order', { invoice_number: invoice.invoice_number });
    expect(res.statusCode).toBe(200);
    const orderId = (res.json().data as { order_id: string }).order_id;
    const payment = fake.pay(orderId);
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmacHex(KEY_SECRET, checkoutPayload(orderId, payment.id)),
      invoice_number: invoice.invoice_number,
    };
  }
  const verify = (body: object) => c.call(c.org.contacts[0]!, 'POST', '/api/payments/verify-payment', body);

  async function stateOf(invoiceId: number) {
    const db = c.t.app.db;
    const [invoice] = await db.select({ paid: invoices.paidPaise }).from(invoices).where(eq(invoices.id, invoiceId));
    const entries = await db.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
    const orders = await db.select({ status: paymentOrders.status }).from(paymentOrders).where(eq(paymentOrders.invoiceId, invoiceId));
    const [documents] = await db.select({ n: sql<number>`count(*)::int` }).from(issuedDocuments);
    return { paid: invoice!.paid, entries: entries.length, orders: orders.map((o) => o.status), documents: documents!.n };
  }

  // The connection drops once the order row is locked, once the payment row is inserted (each time
  // between two statements, while the request holds the connection and no statement is running), and
  // when COMMIT is on its way (the server never gets it).
  const points: [string, RegExp, 'before' | 'after'][] = [
    ['holding the order row lock', /from "payment_orders"[^\0]*for update/, 'after'],
    ['after the payment insert', /insert into "invoice_payments"/, 'after'],
    ['at COMMIT', /[\0-\x1f]commit\0/, 'before'],
  ];
  const cases = points.flatMap(([point, pattern, moment]) =>
    Object.entries(ways).map(([way, action]) => ({ point, pattern, moment, way, action })),
  );

  it.each(cases)('$point when $way: 503, nothing written, and the next call records it once', async ({ pattern, moment, action }) => {
    const invoice = await c.invoice();
    const body = await checkout(invoice);
    const before = await stateOf(invoice.invoice_id);
    const sprung = proxy.trap(pattern, moment, action);

    const response = await verify(body);
    await sprung;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: DATABASE_UNAVAILABLE });
    expect(response.headers['retry-after']).toBe('5');
    expect(await stateOf(invoice.invoice_id)).toEqual(before);
    expect(before).toMatchObject({ paid: 0, entries: 0, orders: ['created'] });

    // The process is alive and the pool serves again: the client's retry records the payment once.
    const retried = await verify(body);
    expect(retried.statusCode).toBe(200);
    expect(await stateOf(invoice.invoice_id)).toEqual({
      paid: invoice.total_paise,
      entries: 1,
      orders: ['paid'],
      documents: before.documents + 1,
    });
  });

  it('pays as usual after every idle connection in the pool was terminated', async () => {
    const invoice = await c.invoice();
    const body = await checkout(invoice);
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    expect(rowCount).toBeGreaterThan(0);
    expect((await verify(body)).statusCode).toBe(200);
    expect(await stateOf(invoice.invoice_id)).toMatchObject({ paid: invoice.total_paise, entries: 1, orders: ['paid'] });
  });
});
