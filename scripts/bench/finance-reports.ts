import type { FastifyInstance } from 'fastify';
import { addDays, indianDay } from '@firm/shared/domain/calendar';
import { shiftMonth } from '@firm/shared/domain/report';
import { bearer, type SeededOrganization } from '../../server/src/test/fixtures';
import { seedBillingOffice } from '../../server/src/modules/billing/invoices/invoices.test-support';
import { rowsOf } from '../../server/src/db/rows';
import { stats, type BenchDatabase } from './db';
import { download } from './download';
import { bulkFinanceLedger } from './invoice-seed';

// The admin's money reports of `npm run bench:reports`, on the Projects bench's firm and clients:
// BENCH_INVOICES invoices (100,000) over ~18 months, registered and unregistered clients in and out of the
// firm's state and abroad, payments in full and in part (some reversed) and credit notes (bulkFinanceLedger).
// Then the p50/p95 of each report page (BENCH_CALLS each) with the rows it answered, and the exports of every
// row (XLSX, CSV) over the socket: time, size, peak heap and RSS. BENCH_SKIP_FINANCE leaves this part out.
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);

type Answer = Record<string, unknown>;

async function timeCalls(app: FastifyInstance, url: string, headers: Record<string, string>, rowsOf: (body: Answer) => string) {
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
    return { ms: performance.now() - started, body: response.json() as Answer };
  };
  for (let i = 0; i < 3; i++) await call();
  const runs = [];
  for (let i = 0; i < CALLS; i++) runs.push(await call());
  return { ...stats(runs.map((r) => r.ms)), rows: rowsOf(runs[0]!.body), body: runs[0]!.body };
}

type ReceivablesBody = { data: { clients: unknown[] }; pagination: { total: number } };
type CollectionsBody = { data: { months: unknown[] }; summary: { payments: number; reversals: number; credit_notes: number } };
type Gstr1Body = { data: Record<string, unknown[]>; summary: { invoices: { count: number }; credit_notes: { count: number } } };

const receivablesRows = (b: Answer) => {
  const body = b as ReceivablesBody;
  return `${body.data.clients.length} rows of ${body.pagination.total} clients`;
};
const collectionsRows = (b: Answer) => {
  const { data, summary } = b as CollectionsBody;
  return `${data.months.length} months, ${summary.payments} payments, ${summary.reversals} reversals, ${summary.credit_notes} credit notes`;
};
const gstr1Rows = (b: Answer) => {
  const { data, summary } = b as Gstr1Body;
  const sections = Object.entries(data)
    .map(([section, rows]) => `${section} ${rows.length}`)
    .join(', ');
  return `${summary.invoices.count} invoices, ${summary.credit_notes.count} notes: ${sections}`;
};

export async function benchFinanceReports(bench: BenchDatabase, app: FastifyInstance, org: SeededOrganization, base: string) {
  const { label, database } = bench;
  const orgId = org.organization.id;
  const t = performance.now();
  await seedBillingOffice(database.db, orgId);
  await bulkFinanceLedger(bench, orgId, org.users.admin.id, INVOICES);
  await bench.exec('analyze');
  const [counts] = rowsOf<{ invoices: number; payments: number; notes: number }>(
    await database.db.execute(`select (select count(*) from invoices where organization_id = ${orgId})::int as invoices,
      (select count(*) from invoice_payments where organization_id = ${orgId})::int as payments,
      (select count(*) from credit_notes where organization_id = ${orgId})::int as notes`),
  );
  console.log(
    `[${label}] Seeded ${counts!.invoices} invoices, ${counts!.payments} payment entries, ${counts!.notes} credit notes in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const [busiest] = rowsOf<{ month: string; n: number }>(
    await database.db.execute(`select to_char(invoice_date, 'YYYY-MM') as month, count(*)::int as n from invoices
      where organization_id = ${orgId} group by 1 order by 2 desc, 1 desc limit 1`),
  );
  const month = busiest!.month;
  const today = indianDay(new Date());
  const headers = bearer(app, org.users.admin);

  const report = (what: string, url: string, r: { p50: number; p95: number; rows: string }) =>
    console.log(`[${label}] ${what.padEnd(34)} GET ${url.padEnd(62)} p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.rows})`);
  const receivables = '/api/reports/receivables';
  const first = await timeCalls(app, receivables, headers, receivablesRows);
  report('receivables, default (by total)', receivables, first);
  const total = (first.body as ReceivablesBody).pagination.total;
  const views = [
    ['receivables, search', `${receivables}?search=client%2012`],
    ['receivables, by 90+ days', `${receivables}?sort=d90_plus&order=desc`],
    ['receivables, deep page', `${receivables}?page=${Math.max(1, Math.floor((total / 10) * 0.9))}`],
    ['receivables, as of 6 months ago', `${receivables}?as_of=${addDays(today, -182)}`],
  ] as const;
  for (const [what, url] of views) report(what, url, await timeCalls(app, url, headers, receivablesRows));
  const thisMonth = today.slice(0, 7);
  for (const [what, url] of [
    ['collections, last 12 months', '/api/reports/collections'],
    ['collections, 36 months', `/api/reports/collections?from=${shiftMonth(thisMonth, 35)}&to=${thisMonth}`],
  ] as const)
    report(what, url, await timeCalls(app, url, headers, collectionsRows));
  const gst = `/api/reports/gst-summary?month=${month}`;
  const gstr1 = await timeCalls(app, gst, headers, gstr1Rows);
  report(`GST summary, busiest month`, gst, gstr1);
  const empty = Object.entries((gstr1.body as Gstr1Body).data).filter(([, rows]) => rows.length === 0);
  if (empty.length) console.log(`[${label}] WARNING: GST summary sections without rows: ${empty.map(([s]) => s).join(', ')}`);

  if (process.env.BENCH_SKIP_EXPORTS) return;
  const b2b = (gstr1.body as Gstr1Body).data.b2b!.length;
  for (const [what, path] of [
    [`receivables XLSX (${total} clients)`, `${receivables}/export?format=xlsx`],
    [`receivables CSV (${total} clients)`, `${receivables}/export?format=csv`],
    [`GST XLSX, all sections (${month})`, `/api/reports/gst-summary/export?month=${month}&format=xlsx`],
    [`GST CSV, B2B (${b2b} invoices)`, `/api/reports/gst-summary/export?month=${month}&format=csv&section=b2b`],
  ] as const) {
    const timed = await download(base, path, headers, false);
    const r = { ...(await download(base, path, headers, true)), seconds: timed.seconds };
    console.log(`[${label}] export ${what.padEnd(36)} ${r.seconds} s, ${r.size} MB, live heap peak +${r.heap} MB, peak RSS +${r.rss} MB`);
  }
}
