import type { FastifyInstance } from 'fastify';
import { bearer } from '../../server/src/test/fixtures';
import { benchApp, onBenchDatabases, stats, type BenchDatabase } from './db';
import { benchSend } from './send';
import { download } from './download';
import { benchFinanceReports } from './finance-reports';
import { seedBenchFirm, seedBenchProjects, seedBenchStaff } from './firm-seed';
import { exitOnFailure, listenOnLoopback, timed } from './steps';

// `npm run bench:reports` (the Projects report): BENCH_TASKS Projects (100,000) over 10,000 clients and
// 500 staff, a fifth of them closed with the status move in their log, loaded with INSERT ... SELECT in a fresh
// PGlite and a scratch PostgreSQL database (db.ts). Then the p50/p95 of report pages per view (BENCH_CALLS
// each), and each export of every row (XLSX, CSV) and of a quarter of them, downloaded over a real socket (a
// streamed answer, as a browser reads it): time, size and the server's peak heap and RSS above the idle level.
// The goal: peak memory does not grow with the rows (compare a quarter with all), and 100,000 rows < 10 s.
// BENCH_SKIP_PAGES times the exports only; then the 5,000-recipient send (send.ts; BENCH_SKIP_SEND leaves it
// out, BENCH_SKIP_EXPORTS the exports),
// then the money reports on BENCH_INVOICES invoices of the same firm (finance-reports.ts; BENCH_SKIP_FINANCE
// leaves them out). Prints figures; never fails on them.
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const CLIENTS = Math.max(1, Math.round(TASKS / 10));
const STAFF = 500;
const CALLS = Number(process.env.BENCH_CALLS ?? 20);

async function seed({ database, exec }: BenchDatabase) {
  const { db } = database;
  const { org, orgId, category, sac } = await seedBenchFirm(db);
  await seedBenchStaff(db, orgId, STAFF - 5);
  await exec(`
    insert into clients (organization_id, client_code, client_name, client_type, is_active)
    select ${orgId}, 'BENCH_' || g, 'Bench Client ' || g, 'individual', true from generate_series(1, ${CLIENTS}) g`);
  await seedBenchProjects(exec, { orgId, sacId: sac.id, categoryId: category.id, adminId: org.users.admin.id }, TASKS, '1000000');
  await exec(`
    insert into task_activity (organization_id, task_id, user_id, event_type, field, from_value, to_value, description, created_at)
    select ${orgId}, t.id, ${org.users.admin.id}, 'created', null, null, t.task_name, 'Project created', t.created_at
    from tasks t where t.organization_id = ${orgId}
    union all
    select ${orgId}, t.id, ${org.users.admin.id}, 'status', 'workflow_status', 'ready_for_close', 'closed',
      'Status changed from Ready for Close to Closed', t.created_at + interval '3 days'
    from tasks t where t.organization_id = ${orgId} and t.workflow_status = 'closed'`);
  return org;
}

async function timePages(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
    return { ms: performance.now() - started, total: (response.json() as { pagination: { total: number } }).pagination.total };
  };
  for (let i = 0; i < 3; i++) await call();
  const runs = [];
  for (let i = 0; i < CALLS; i++) runs.push(await call());
  return { ...stats(runs.map((r) => r.ms)), total: runs[0]!.total };
}

async function run(bench: BenchDatabase) {
  const { label } = bench;
  const app = await benchApp(bench);
  try {
    const org = await timed(label, `Seeded ${TASKS} Projects, ${CLIENTS} clients, ${STAFF} staff`, () => seed(bench));
    await bench.exec('analyze');
    const views = [
      ['admin', 'default view (due date)', '/api/reports/projects'],
      [
        'admin',
        'pending, assigned, due range',
        '/api/reports/projects?status_group=pending&assignment_status=assigned&due_from=2026-01-01&due_to=2026-12-31',
      ],
      ['admin', 'search, by client', '/api/reports/projects?search=client 12&sort=client'],
      ['admin', 'by completed date, page 100', '/api/reports/projects?sort=completed&order=desc&page=100'],
      ['supervisor', 'in review, by assignee', '/api/reports/projects?workflow_status=in_review&sort=assignee'],
      ['employee', "employee's own", '/api/reports/projects'],
    ] as const;
    for (const [role, what, url] of process.env.BENCH_SKIP_PAGES ? [] : views) {
      const r = await timePages(app, url, bearer(app, org.users[role]));
      console.log(
        `[${label}] ${what.padEnd(30)} ${String(r.total).padStart(7)} rows: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
      );
    }
    const base = await listenOnLoopback(app);
    const headers = bearer(app, org.users.admin);
    for (const format of process.env.BENCH_SKIP_EXPORTS ? [] : (['csv', 'xlsx'] as const)) {
      for (const [what, query] of [
        ['a quarter of the rows', '&assignment_status=not_assigned'],
        ['every row', ''],
        ['every row by assignee', '&sort=assignee&order=desc'],
      ] as const) {
        const path = `/api/reports/projects/export?format=${format}${query}`;
        const timed = await download(base, path, headers, false);
        const r = { ...(await download(base, path, headers, true)), seconds: timed.seconds };
        console.log(
          `[${label}] export ${format.toUpperCase()} of ${what.padEnd(21)} ${r.seconds} s, ${r.size} MB, live heap peak +${r.heap} MB, peak RSS +${r.rss} MB`,
        );
      }
    }
    if (!process.env.BENCH_SKIP_SEND) await benchSend(bench, app, org);
    if (!process.env.BENCH_SKIP_FINANCE) await benchFinanceReports(bench, app, org, base);
  } finally {
    await app.close();
  }
}

exitOnFailure(onBenchDatabases('bench_reports', run));
