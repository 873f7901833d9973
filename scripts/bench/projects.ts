import { benchApp, onBenchDatabases, timeListCalls, type BenchDatabase } from './db';
import { bearer } from '../../server/src/test/fixtures';
import { browseProjects, browserMissing } from './projects-browser';
import { exitOnFailure, listenOnLoopback, signInByOutbox, timed } from './steps';
import { seedBenchFirm, seedBenchProjects, seedBenchStaff } from './firm-seed';

// `npm run bench:projects`: 100,000 Projects (BENCH_TASKS) over 10,000 clients and 500 staff, with a
// comment on every fifth Project and its activity rows, loaded with INSERT ... SELECT generate_series in
// a fresh embedded database and again in a scratch PostgreSQL database (`bench_projects` on
// BENCH_POSTGRES_URL's server, dropped after). Then the median and p95 of Projects list calls through
// app.inject as a signed-in admin, supervisor and employee; on PGlite, when Chromium and built bundles
// exist, the admin's Projects screen on a port in headless Chromium (projects-browser.ts).
// Prints figures; never fails on them.
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const CLIENTS = Math.max(1, Math.round(TASKS / 10));
const STAFF = 500;

async function seed({ database, exec }: BenchDatabase) {
  const { db } = database;
  const { org, orgId, category, sac } = await seedBenchFirm(db);
  await seedBenchStaff(db, orgId, STAFF - 5);
  await exec(
    `
    insert into clients (organization_id, client_code, client_name, client_type, is_active)
    select ${orgId}, 'BENCH_' || g, 'Bench Client ' || g, (array['individual','partnership','private_limited','huf'])[1 + g % 4], g % 10 <> 0
    from generate_series(1, ${CLIENTS}) g`,
  );
  const firm = { orgId, sacId: sac.id, categoryId: category.id, adminId: org.users.admin.id };
  await seedBenchProjects(exec, firm, TASKS, '1000000 + (g % 500) * 100');
  await exec(
    `
    insert into task_comments (organization_id, task_id, user_id, comment_text, created_at)
    select ${orgId}, t.id, ${org.users.admin.id}, 'Documents received for ' || t.task_name, t.created_at
    from tasks t where t.organization_id = ${orgId} and t.id % 5 = 0`,
  );
  await exec(
    `
    insert into task_activity (organization_id, task_id, user_id, event_type, to_value, description, created_at)
    select ${orgId}, t.id, ${org.users.admin.id}, 'created', t.task_name, 'Project "' || t.task_name || '" created', t.created_at
    from tasks t where t.organization_id = ${orgId}
    union all
    select ${orgId}, c.task_id, c.user_id, 'comment', c.id::text, 'Comment added', c.created_at
    from task_comments c where c.organization_id = ${orgId}`,
  );
  return org;
}

async function run(bench: BenchDatabase) {
  const { label } = bench;
  const withBrowser = label === 'PGlite' && !process.env.BENCH_SKIP_BROWSER;
  const app = await benchApp(bench);
  try {
    const org = await timed(label, `Seeded ${TASKS} Projects, ${CLIENTS} clients, ${STAFF} staff`, () => seed(bench));
    // What keepPgliteStatistics and autovacuum do in service, done at once after the bulk load.
    await bench.exec('analyze');
    await app.ready();
    const views = [
      ['admin', 'admin default view', '/api/tasks/'],
      ['admin', 'admin, status + due window', '/api/tasks/?status=in_progress&due=30'],
      ['admin', 'admin, sorted by due date', '/api/tasks/?sort=due'],
      ['admin', 'admin, overdue, page 50', '/api/tasks/?due=overdue&page=50'],
      ['supervisor', 'supervisor default view', '/api/tasks/'],
      ['employee', "employee's own view", '/api/tasks/'],
    ] as const;
    for (const [role, what, url] of views) {
      const r = await timeListCalls(app, url, bearer(app, org.users[role]), 'tasks');
      console.log(
        `[${label}] ${what.padEnd(28)} GET ${url.padEnd(40)} ${r.rows} rows of ${String(r.total).padStart(6)}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
      );
    }
    if (!withBrowser) return;
    const missing = browserMissing();
    if (missing) return console.log(`[${label}] Browser figures skipped: ${missing}.`);
    const base = await listenOnLoopback(app);
    const session = await signInByOutbox(app, base, org.users.admin.email);
    await browseProjects(base, session, label);
  } finally {
    await app.close();
  }
}

exitOnFailure(onBenchDatabases('bench_projects', run));
