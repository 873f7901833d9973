import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { runMigrations } from '../server/src/db/database';
import { loadConfig } from '../server/src/platform/config';
import { listOutbox } from '../server/src/platform/mail';
import { bearer, seedOrganization } from '../server/src/test/fixtures';
import { insertSacCode } from '../server/src/modules/sac-codes/sac-codes.repo';
import { insertServiceCategory } from '../server/src/modules/service-categories/service-categories.repo';
import { invoiceableTaskIds, seedBillingOffice } from '../server/src/modules/invoices/invoices.test-support';
import { onBenchDatabases, stats, type BenchDatabase } from './bench-db';
import { browserMissing, firstRow, signIn } from './bench-projects-browser';

// `npm run bench:invoices` (issue 10): on PGlite and on a scratch PostgreSQL database,
// 1. generation: BENCH_GENERATE closed Projects (default 10,000) invoiced through POST /api/invoice/generate
//    as the admin does it, each with its PDF rendered and stored and its client's contacts mailed: the
//    first half one at a time, the second half 8 at a time (p50/p95 per generation);
// 2. the Invoices list at BENCH_INVOICES invoices (default 100,000; the rest bulk-loaded with
//    INSERT ... SELECT): p50/p95 of page calls for the screen's views;
// 3. on PGlite, with Chromium and built bundles, the admin's Invoices screen: navigation → first row.
// Goals (issue 10): generation p95 < 150 ms with its PDF; list p95 < 50 ms. Prints figures; never fails on them.
const GENERATE = Number(process.env.BENCH_GENERATE ?? 10_000);
const INVOICES = Math.max(GENERATE, Number(process.env.BENCH_INVOICES ?? 100_000));
const CLIENTS = 1_000;
const PARALLEL = 8;
const CALLS = Number(process.env.BENCH_CALLS ?? 40);

async function seed({ database, exec }: BenchDatabase) {
  const { db } = database;
  const org = await seedOrganization(db, { name: 'Kapoor Iyer & Co.', emailDomain: 'bench.kapooriyer.in' });
  const orgId = org.organization.id;
  const now = new Date();
  await seedBillingOffice(db, orgId);
  const category = await insertServiceCategory(
    db,
    orgId,
    { name: 'GST Filing', description: 'Monthly returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
    now,
  );
  const sac = await insertSacCode(db, orgId, { code: '998231', description: 'Tax consultancy', isActive: true }, now);
  // Half the clients in the firm's state (CGST + SGST), half in Karnataka (IGST); each with one contact.
  await exec(`
    insert into clients (organization_id, client_code, client_name, client_type, street, city, state, pincode, country, is_active)
    select ${orgId}, 'BENCH_' || g, 'Bench Client ' || g, 'private_limited', g || ' MG Road',
      case when g % 2 = 0 then 'Mumbai' else 'Bengaluru' end,
      case when g % 2 = 0 then 'Maharashtra' else 'Karnataka' end,
      case when g % 2 = 0 then '400001' else '560001' end, 'India', true
    from generate_series(1, ${CLIENTS}) g`);
  await exec(`
    insert into client_contacts (organization_id, client_id, name, email, is_active)
    select ${orgId}, c.id, 'Accounts ' || c.id, 'accounts' || c.id || '@bench-client.in', true
    from clients c where c.organization_id = ${orgId} and c.client_code like 'BENCH_%'`);
  // Every Project closed and ready to invoice.
  await exec(`
    insert into tasks (organization_id, client_id, task_name, service_description, sac_code_id, service_category_id,
      due_date, invoice_amount_paise, workflow_status, created_by, created_at, updated_at)
    select ${orgId}, c.ids[1 + g % array_length(c.ids, 1)], 'Project ' || g, 'GST returns for period ' || g,
      ${sac.id}, ${category.id}, current_date - 30 + (g % 60), 1000000 + (g % 500) * 137, 'closed',
      ${org.users.admin.id}, now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${INVOICES}) g,
      (select array_agg(id order by id) ids from clients where organization_id = ${orgId} and client_code like 'BENCH_%') c`);
  return org;
}

/** The invoices beyond the generated ones, loaded in bulk: one shared stored PDF, amounts and payments varied. */
async function bulkInvoices({ exec }: BenchDatabase, orgId: number, adminId: number) {
  await exec(`
    insert into issued_documents (organization_id, file_name, content_type, content)
    values (${orgId}, 'bench.pdf', 'application/pdf', '\\x255044462d312e340a'::bytea)`);
  await exec(`
    with doc as (select max(id) id from issued_documents where organization_id = ${orgId}),
      office as (select id from offices where organization_id = ${orgId} limit 1),
      open_tasks as (
        select t.*, row_number() over (order by t.id) n from tasks t
        where t.organization_id = ${orgId} and t.invoice_id is null and t.workflow_status = 'closed')
    insert into invoices (organization_id, task_id, client_id, office_id, invoice_number, financial_year, invoice_date, due_date,
      supply_type, place_of_supply_code, place_of_supply_name, supplier_name, supplier_address, supplier_gstin,
      supplier_state_code, supplier_state_name, recipient_name, recipient_address, recipient_gstin, task_name,
      service_description, sac_code, sac_description, service_category_name, taxable_paise, cgst_bp, cgst_paise,
      state_tax_name, sgst_bp, sgst_paise, igst_bp, igst_paise, total_paise, paid_paise, credited_paise, document_id,
      created_by, created_at, updated_at)
    select ${orgId}, t.id, t.client_id, office.id, 'BLK/25-26/' || lpad(t.n::text, 6, '0'), 2025,
      (current_date - (t.n % 400)::int), (current_date - (t.n % 400)::int + 5), 'inter_state', '29', 'Karnataka',
      'Kapoor Iyer & Co.', 'Fort, Mumbai', '27AAHFK4108N1Z3', '27', 'Maharashtra', c.client_name, c.street, null, t.task_name,
      t.service_description, '998231', 'Tax consultancy', 'GST Filing', t.invoice_amount_paise, 0, 0, 'SGST', 0, 0, 1800,
      (t.invoice_amount_paise * 18 + 50) / 100, t.invoice_amount_paise + (t.invoice_amount_paise * 18 + 50) / 100,
      case t.n % 3 when 0 then t.invoice_amount_paise + (t.invoice_amount_paise * 18 + 50) / 100 when 1 then 500000 else 0 end,
      0, doc.id, ${adminId}, now() - (t.n || ' minutes')::interval, now()
    from open_tasks t join clients c on c.id = t.client_id, doc, office`);
  await exec(`
    update tasks t set invoice_id = i.id from invoices i
    where i.task_id = t.id and t.organization_id = ${orgId} and t.invoice_id is null`);
}

async function timeCalls(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
    const body = response.json() as { data: { invoices: unknown[] }; pagination: { total: number } };
    return { ms: performance.now() - started, rows: body.data.invoices.length, total: body.pagination.total };
  };
  for (let i = 0; i < 3; i++) await call();
  const runs = [];
  for (let i = 0; i < CALLS; i++) runs.push(await call());
  return { ...stats(runs.map((r) => r.ms)), rows: runs[0]!.rows, total: runs[0]!.total };
}

async function generateAll(app: FastifyInstance, headers: Record<string, string>, taskIds: number[], parallel: number) {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < taskIds.length) {
      const taskId = taskIds[next++]!;
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/invoice/generate', headers, payload: { task_id: taskId } });
      if (response.statusCode !== 201) throw new Error(`generate answered ${response.statusCode} ${response.body}`);
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, worker));
  return { ...stats(samples), perSecond: (taskIds.length / (performance.now() - started)) * 1000 };
}

async function run(bench: BenchDatabase) {
  const { label, database, dir } = bench;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED_DEMO_DATA: 'false',
  });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  try {
    let t = performance.now();
    const org = await seed(bench);
    await bench.exec('analyze');
    console.log(
      `[${label}] Seeded ${INVOICES} closed Projects over ${CLIENTS} clients in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    await app.ready();
    const admin = bearer(app, org.users.admin);
    const ids = await invoiceableTaskIds(database.db, org.organization.id, GENERATE);
    const half = Math.floor(ids.length / 2);
    const one = await generateAll(app, admin, ids.slice(0, half), 1);
    console.log(
      `[${label}] Generate one at a time (${half}): p50 ${one.p50.toFixed(1)} ms, p95 ${one.p95.toFixed(1)} ms per invoice with its PDF (${one.perSecond.toFixed(0)}/s)`,
    );
    const eight = await generateAll(app, admin, ids.slice(half), PARALLEL);
    console.log(
      `[${label}] Generate ${PARALLEL} at a time (${ids.length - half}): p50 ${eight.p50.toFixed(1)} ms, p95 ${eight.p95.toFixed(1)} ms per invoice (${eight.perSecond.toFixed(0)}/s)`,
    );
    await app.mailer.idle();
    t = performance.now();
    await bulkInvoices(bench, org.organization.id, org.users.admin.id);
    await bench.exec('analyze');
    console.log(`[${label}] Bulk-loaded invoices up to ${INVOICES} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const views = [
      ['Current tab (default)', '/api/invoices?tab=current'],
      ['History tab', '/api/invoices?tab=history'],
      ['overdue, by amount due', '/api/invoices?status=overdue&sort=due_amount&order=desc'],
      ['company search', '/api/invoices?tab=current&company=client%2042'],
      ['invoice number search', '/api/invoices?invoice_number=0042'],
      ['sorted by customer, page 200', '/api/invoices?sort=customer&page=200'],
    ] as const;
    for (const [what, url] of views) {
      const r = await timeCalls(app, url, admin);
      console.log(
        `[${label}] ${what.padEnd(30)} GET ${url.padEnd(56)} ${r.rows} rows of ${String(r.total).padStart(6)}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
      );
    }
    if (label !== 'PGlite' || process.env.BENCH_SKIP_BROWSER) return;
    const missing = browserMissing();
    if (missing) return console.log(`[${label}] Browser figures skipped: ${missing}.`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const email = org.users.admin.email;
    const session = await signIn(base, email, async () => {
      await app.mailer.idle();
      return (await listOutbox(config, 10)).find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    });
    await firstRow(base, session, '/dashboard/admin/invoices', 'inv', label);
  } finally {
    await app.close();
  }
}

onBenchDatabases('bench_invoices', run).catch((error) => {
  console.error(error);
  process.exit(1);
});
