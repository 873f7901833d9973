import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { benchApp, onBenchDatabases, stats, type BenchDatabase } from './db';
import { users } from '../../server/src/db/schema';
import { bearer } from '../../server/src/test/fixtures';
import { generateProjects } from '../../server/src/modules/compliance';
import { boardInChromium } from './compliance-browser';
import { exitOnFailure } from './steps';
import { seedBenchFirm } from './firm-seed';
import { rowsOf } from '../../server/src/db/rows';

// `npm run bench:compliance`: BENCH_CLIENTS (5,000) clients each subscribed to 6 monthly
// compliances from April 2025, in a fresh embedded database and again in a scratch PostgreSQL database
// (`bench_compliance`, dropped after). Reports the generator's time to open one month's Projects (30,000)
// and a re-run that opens none; on PostgreSQL the next month opened by two processes racing
// (compliance-racer.ts), which together must open exactly one month and leave no duplicate. The other ten
// months are then loaded with SQL (360,000 Projects in the year) and the board of one compliance over 12
// periods is called through app.inject as the admin: p50 and p95 of page 1, a later page and a search,
// and the other view (the six compliances across for one month); then, where Chromium and built bundles
// exist, the admin's board in headless Chromium: navigation → first cells (compliance-browser.ts).
// Prints figures; never fails on them, except a duplicate or a wrong count, which is a defect.

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5_000);
const COMPLIANCES = 6;
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const run = promisify(execFile);
const load = () => os.loadavg()[0]!.toFixed(1);

async function seed({ database, exec }: BenchDatabase) {
  const { db } = database;
  const { org, orgId, category, sac } = await seedBenchFirm(db);
  await db.insert(users).values(
    Array.from({ length: 50 }, (_, i) => ({
      organizationId: orgId,
      role: 'employee' as const,
      firstName: `Staff${i}`,
      lastName: 'Bench',
      email: `staff${i}@bench.kapooriyer.in`,
    })),
  );
  await exec(`
    insert into clients (organization_id, client_code, client_name, client_type, state, is_active)
    select ${orgId}, 'BENCH_' || g, 'Bench Client ' || lpad(g::text, 5, '0'), (array['individual','partnership_registered','private_limited','huf'])[1 + g % 4],
      'Maharashtra', true
    from generate_series(1, ${CLIENTS}) g`);
  // Six monthly compliances due on the 11th to the 16th of the next month, opened 15 days before.
  await exec(`
    insert into compliances (organization_id, code, name, authority, frequency, rule, months_after, due_day, client_types,
      service_category_id, sac_code_id, ack_required, open_days_before, is_active, created_at, updated_at)
    select ${orgId}, 'BENCH' || g, 'Bench return ' || g, 'gst', 'monthly', 'standard', 1, 10 + g, '{}'::text[],
      ${category.id}, ${sac.id}, true, 15, true, now(), now()
    from generate_series(1, ${COMPLIANCES}) g`);
  await exec(`
    insert into compliance_subscriptions (organization_id, client_id, compliance_id, from_period, from_date, assignee_id,
      internal_offset_days, fee_paise, type_of_delivery, created_by, created_at, updated_at)
    select ${orgId}, c.id, k.id, '2025-04', '2025-04-01', s.ids[1 + c.id % array_length(s.ids, 1)], 3, 150000, 'domestic',
      ${org.users.admin.id}, now(), now()
    from clients c cross join compliances k,
      (select array_agg(id order by id) ids from users where organization_id = ${orgId} and role = 'employee') s
    where c.organization_id = ${orgId} and c.client_code like 'BENCH\\_%' and k.organization_id = ${orgId}`);
  return org;
}

/** The months after May 2025 up to March 2026, as the generator would have opened them, loaded with SQL. */
async function loadTheYear({ exec }: BenchDatabase, orgId: number) {
  await exec(`
    insert into tasks (organization_id, client_id, compliance_id, period_key, task_name, service_description, sac_code_id,
      service_category_id, assignee_id, due_date, statutory_due_date, invoice_amount_paise, type_of_delivery, workflow_status,
      ack_number, filed_on, created_by, created_at, updated_at)
    select s.organization_id, s.client_id, s.compliance_id, to_char(p.start, 'YYYY-MM'), k.name || ' ' || to_char(p.start, 'Mon YYYY'),
      k.name || ' for ' || to_char(p.start, 'Mon YYYY'), k.sac_code_id, k.service_category_id, s.assignee_id,
      p.due - 3, p.due, s.fee_paise, s.type_of_delivery,
      case when (s.client_id + m) % 7 = 0 then 'in_progress' else 'closed' end,
      case when (s.client_id + m) % 7 = 0 then null else 'AA27' || lpad((s.id * 100 + m)::text, 11, '0') end,
      case when (s.client_id + m) % 7 = 0 then null when (s.client_id + m) % 11 = 0 then p.due + 2 else p.due - 1 end,
      s.created_by, now(), now()
    from compliance_subscriptions s join compliances k on k.id = s.compliance_id,
      generate_series(2, 11) m,
      lateral (select (date '2025-04-01' + (m || ' months')::interval)::date as start,
        ((date '2025-04-01' + ((m + 1) || ' months')::interval)::date + (k.due_day - 1)) as due) p
    where s.organization_id = ${orgId}`);
}

async function countOf(bench: BenchDatabase, orgId: number) {
  const [row] = rowsOf<{ n: number; keys: number }>(
    await bench.database.db.execute(
      `select count(*)::int as n, count(distinct (client_id, compliance_id, period_key))::int as keys from tasks where organization_id = ${orgId}`,
    ),
  );
  return row!;
}

async function generatorRuns(bench: BenchDatabase, orgId: number) {
  const { label, database } = bench;
  const timed = async (what: string, at: string) => {
    const started = performance.now();
    const report = await generateProjects(database.db, new Date(at));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[${label}] generator, ${what.padEnd(34)} opened ${String(report.opened).padStart(6)} in ${seconds.toFixed(1)} s (load ${load()})`,
    );
    return report.opened;
  };
  // April 2025's six returns open from 26 April to 1 May: on 2 May every one of them, and nothing of May.
  await timed('April 2025 (one month)', '2025-05-02T06:00:00Z');
  await timed('re-run of the same day', '2025-05-02T06:00:00Z');
  if (label === 'PGlite') {
    await timed('May 2025 (one month)', '2025-06-02T06:00:00Z');
    return;
  }
  // PostgreSQL: two processes open May at once; together exactly one month, and no key twice.
  const url = Object.assign(new URL(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'), {
    pathname: '/bench_compliance',
  }).toString();
  const racer = () =>
    run('npx', ['tsx', path.join(__dirname, 'compliance-racer.ts')], {
      env: { ...process.env, RACE_URL: url, RACE_NOW: '2025-06-02T06:00:00Z' },
    }).then((r) => JSON.parse(r.stdout.trim().split('\n').pop()!) as { opened: number; ms: number });
  const [a, b] = await Promise.all([racer(), racer()]);
  const after = await countOf(bench, orgId);
  console.log(
    `[${label}] two processes racing on May 2025: opened ${a.opened} (${(a.ms / 1000).toFixed(1)} s) + ${b.opened} (${(b.ms / 1000).toFixed(1)} s) = ${a.opened + b.opened}; Projects ${after.n}, distinct keys ${after.keys}: ${after.n === after.keys ? 'no duplicate' : 'DUPLICATES'}`,
  );
  if (after.n !== after.keys || a.opened + b.opened !== CLIENTS * COMPLIANCES) process.exitCode = 1;
}

async function timeBoard(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
    const body = response.json() as { data: { rows: { cells: unknown[] }[] }; pagination: { total: number } };
    return {
      ms: performance.now() - started,
      rows: body.data.rows.length,
      cells: body.data.rows.flatMap((r) => r.cells).filter(Boolean).length,
    };
  };
  for (let i = 0; i < 3; i++) await call();
  const runs = [];
  for (let i = 0; i < CALLS; i++) runs.push(await call());
  return { ...stats(runs.map((r) => r.ms)), rows: runs[0]!.rows, cells: runs[0]!.cells };
}

async function bench(b: BenchDatabase) {
  const { label } = b;
  const app = await benchApp(b, { COMPLIANCE_JOB: 'false', REMINDER_JOB: 'false' });
  try {
    const started = performance.now();
    const org = await seed(b);
    const orgId = org.organization.id;
    await b.exec('analyze');
    console.log(
      `[${label}] Seeded ${CLIENTS} clients × ${COMPLIANCES} compliances (${CLIENTS * COMPLIANCES} subscriptions) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await generatorRuns(b, orgId);
    const filled = performance.now();
    await loadTheYear(b, orgId);
    await b.exec('analyze');
    const total = await countOf(b, orgId);
    console.log(
      `[${label}] the year loaded: ${total.n} Projects (${((performance.now() - filled) / 1000).toFixed(1)} s), distinct keys ${total.keys}`,
    );
    // The generator mailed each opened Project's assignee: 60,000 queued mails that the app's worker, started
    // when the app is ready, would go through first (ready never came within 20 minutes). Not measured here.
    await b.exec('delete from mail_outbox');
    await app.ready();
    const [first] = rowsOf<{ id: number }>(
      await b.database.db.execute(`select id from compliances where organization_id = ${orgId} order by id limit 1`),
    );
    // The screen's call: 25 clients a page.
    const base = `/api/compliance/board?compliance_id=${first!.id}&from=2025-04&periods=12&limit=25`;
    const middle = Math.max(1, Math.ceil(CLIENTS / 25 / 2));
    const headers = bearer(app, org.users.admin);
    for (const [what, url] of [
      ['page 1 (25 clients)', base],
      [`page ${middle}`, `${base}&page=${middle}`],
      ['search "Client 0012"', `${base}&search=Client%200012`],
      ['client type filter', `${base}&client_type=huf`],
    ] as const) {
      const r = await timeBoard(app, url, headers);
      console.log(
        `[${label}] board, 12 periods, ${what.padEnd(22)} ${r.rows} rows, ${r.cells} cells: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (load ${load()})`,
      );
    }
    // The other view: every compliance across for one month.
    const r = await timeBoard(app, '/api/compliance/period-board?month=2025-10&page=1&limit=25', headers);
    console.log(
      `[${label}] board, 6 compliances across for Oct 2025: ${r.rows} rows, ${r.cells} cells: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (load ${load()})`,
    );
    await boardInChromium(b, org.users.admin.email);
  } finally {
    await app.close();
  }
}

exitOnFailure(onBenchDatabases('bench_compliance', bench));
