import type { FastifyInstance } from 'fastify';
import { invoicePayments } from '../../server/src/db/schema-payments';
import { bearer, openTestSession } from '../../server/src/test/fixtures';
import { contactOfClient } from '../../server/src/modules/billing/invoices/invoices.test-support';
import type { SandboxProvider } from '../../server/src/modules/billing/payments';
import { bulkInvoices, seedInvoicingFirm } from './invoice-seed';
import { benchApp, onBenchDatabases, stats, type BenchDatabase } from './db';
import { browserMissing, firstRow } from './projects-browser';
import { exitOnFailure, listenOnLoopback, signInByOutbox, timed } from './steps';

// `npm run bench:payments`: one client with BENCH_CLIENT_INVOICES invoices (default 2,000,
// loaded in bulk, about a third paid, a third part paid); BENCH_PAYMENTS of its unpaid or part-paid
// invoices (default 1,000) paid through the sandbox, 8 at a time, as the portal does it: create-order,
// the sandbox checkout, verify-payment, then the verify replayed once and the webhook replayed once.
// Prints p50/p95 per step and the payments recorded (must equal BENCH_PAYMENTS); then, on PGlite with
// Chromium and built bundles, the client's My Invoices first row. Never fails on figures.
const CLIENT_INVOICES = Number(process.env.BENCH_CLIENT_INVOICES ?? 2_000);
const PAYMENTS = Math.min(Number(process.env.BENCH_PAYMENTS ?? 1_000), CLIENT_INVOICES);
const PARALLEL = 8;

type Step = 'order' | 'checkout' | 'verify' | 'replay' | 'webhook';

async function payAll(app: FastifyInstance, headers: Record<string, string>, numbers: string[]) {
  const samples: Record<Step, number[]> = { order: [], checkout: [], verify: [], replay: [], webhook: [] };
  const timed = async <T>(step: Step, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    samples[step].push(performance.now() - started);
    return result;
  };
  const post = async (url: string, payload: object, expected = 200) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== expected) throw new Error(`${url} answered ${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, string> };
  };
  const sandbox = app.payments as SandboxProvider;
  let next = 0;
  const worker = async () => {
    while (next < numbers.length) {
      const invoice_number = numbers[next++]!;
      const order = await timed('order', () => post('/api/payments/create-order', { invoice_number }));
      const paid = await timed('checkout', () => post('/api/payments/sandbox/checkout', { order_id: order.data.order_id, outcome: 'pay' }));
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.data;
      const body = { razorpay_order_id, razorpay_payment_id, razorpay_signature, invoice_number };
      await timed('verify', () => post('/api/payments/verify-payment', body));
      await timed('replay', () => post('/api/payments/verify-payment', body));
      const hook = sandbox.webhookFor(razorpay_payment_id!);
      await timed('webhook', async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature },
          payload: hook.body,
        });
        if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function run(bench: BenchDatabase) {
  const { label, database } = bench;
  const app = await benchApp(bench, { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' });
  try {
    const org = await timed(label, `Seeded one client with ${CLIENT_INVOICES} invoices`, async () => {
      const seeded = await seedInvoicingFirm(bench, CLIENT_INVOICES, 1);
      await bulkInvoices(bench, seeded.organization.id, seeded.users.admin.id);
      await bench.exec('analyze');
      return seeded;
    });
    await app.ready();
    const contact = (await contactOfClient(database.db, org.organization.id, 'BENCH_1'))!;
    await openTestSession(database.db, contact);
    const headers = bearer(app, contact);
    // The invoices with something due, oldest first, as the client's list pages them.
    const numbers: string[] = [];
    for (let page = 1; numbers.length < PAYMENTS; page++) {
      const res = await app.inject({ method: 'GET', url: `/api/client-portal/invoices?limit=100&page=${page}`, headers });
      const rows = (res.json() as { data: { invoices: { invoice_number: string; can_pay: boolean }[] } }).data.invoices;
      if (!rows.length) break;
      numbers.push(...rows.filter((r) => r.can_pay).map((r) => r.invoice_number));
    }
    const chosen = numbers.slice(0, PAYMENTS);
    const { samples, seconds } = await payAll(app, headers, chosen);
    await app.paymentWebhooksIdle();
    for (const [step, what] of [
      ['order', 'create-order'],
      ['checkout', 'sandbox checkout (pay)'],
      ['verify', 'verify-payment (records, receipt PDF)'],
      ['replay', 'verify-payment replayed'],
      ['webhook', 'webhook replayed'],
    ] as const) {
      const s = stats(samples[step]);
      console.log(`[${label}] ${what.padEnd(40)} p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${samples[step].length} calls)`);
    }
    const recorded = await app.inject({ method: 'GET', url: '/api/client-portal/invoices?limit=1', headers });
    const summary = (recorded.json() as { data: { summary: { paid: number } } }).data.summary;
    const payments = await database.db.$count(invoicePayments);
    console.log(
      `[${label}] ${chosen.length} invoices paid, 8 at a time, in ${seconds.toFixed(1)} s; payments recorded: ${payments} (must equal ${chosen.length}); paid invoices now ${summary.paid}`,
    );
    await app.mailer.idle();
    if (label !== 'PGlite' || process.env.BENCH_SKIP_BROWSER) return;
    const missing = browserMissing();
    if (missing) return console.log(`[${label}] Browser figures skipped: ${missing}.`);
    const base = await listenOnLoopback(app);
    const session = await signInByOutbox(app, base, contact.email!, 'client');
    // Every bench invoice is numbered BLK/25-26/NNNNNN (invoice-seed.ts).
    await firstRow(base, session, '/dashboard/client/invoices', 'BLK/25-26/', label);
  } finally {
    await app.close();
  }
}

exitOnFailure(onBenchDatabases('bench_payments', run));
