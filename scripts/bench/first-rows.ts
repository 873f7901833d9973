import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../../server/src/app';
import { openDatabase, runMigrations } from '../../server/src/db/database';
import { seedDemoData } from '../../server/src/seed/seed';
import { DEMO_CLIENT_LOGIN } from '../../server/src/seed/seed-data';
import { startProfile, traceRequests } from './page-profile';
import { browserMissing, signedInBrowser } from './projects-browser';
import { benchConfig } from './db';
import { exitOnFailure, listenOnLoopback, signInByOutbox } from './steps';

// `npm run bench:first-rows`: how soon the admin's Clients, Projects and Invoices and the
// client's My Invoices and dashboard show their first row after a navigation, on the demo firm (the
// server answers a list in a few milliseconds: what is timed is the page's loading chain), each beside
// its goal, and a typed Clients search → matching rows. p50 over BENCH_BROWSER_RUNS fresh pages of one
// browser (its HTTP cache warm after the first, as for a returning user; the first run is the cold one).
// BENCH_TRACE=1 lists every request of each screen's last (warm) run with when it left and how long it
// took; BENCH_PROFILE=1 where that run's main thread went (page-profile.ts; BENCH_PROFILE_DUMP=<file>
// keeps its trace and CPU profile); BENCH_MARKS=1 when each run first showed the sidebar, a spinner, a
// skeleton, the page's heading and the row.
// The heavy benches (bench:lists, bench:projects, bench:invoices) time the same screens over 100,000 rows.
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 7);
const GOAL_MS = 500;
/** Who looks, what they open, and what its first row is: a table's data row, or a dashboard list's item. */
type Screen = { label: string; user: 'admin' | 'client'; route: string; needle: string; row: 'table' | 'list' };
const SCREENS: readonly Screen[] = [
  { label: 'Clients', user: 'admin', route: '/dashboard/admin/clients', needle: 'sahyadri', row: 'table' },
  { label: 'Projects', user: 'admin', route: '/dashboard/admin/tasks', needle: '', row: 'table' },
  { label: 'Invoices', user: 'admin', route: '/dashboard/admin/invoices', needle: 'inv/', row: 'table' },
  { label: 'My Invoices', user: 'client', route: '/dashboard/client/invoices', needle: 'inv/', row: 'table' },
  // The dashboard's first row: an item of its Projects list (each says its due date), below the stat cards.
  { label: 'Client dashboard', user: 'client', route: '/dashboard/client', needle: 'due', row: 'list' },
];
const LOGINS = { admin: 'admin@kapooriyer.in', client: DEMO_CLIENT_LOGIN } as const;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)]!;
const load = () => os.loadavg()[0]!.toFixed(2);

// Resolves with the page's own clock when the row shows: ms since its navigation started, without the
// driver's round trips (which a loaded machine stretches by a few hundred ms).
const rowsWhere = (page: Page, needle: string, kind: Screen['row'] = 'table') =>
  page.waitForFunction(
    ([n, k]) => {
      // A table's data row has several cells (an empty list's message row has one).
      const rows =
        k === 'table'
          ? [...document.querySelectorAll('table tbody tr')].filter((r) => r.children.length > 2)
          : [...document.querySelectorAll('main li')];
      return rows.some((r) => (r.textContent ?? '').toLowerCase().includes(n)) && performance.now();
    },
    [needle.toLowerCase(), kind] as const,
    { timeout: 60_000, polling: 'raf' },
  );

/** Navigation → first row of one screen: p50 over RUNS fresh pages of the person's browser. */
async function timeScreen(context: BrowserContext, base: string, { label, route, needle, row }: Screen) {
  const runs: number[] = [];
  const inPage: number[] = [];
  // The page's main thread, from its renderer's start to the first row: its CPU time (ThreadTime), which
  // a busy machine stretches less than the wall clock, and its tasks' time (TaskDuration): their gap is
  // time the thread was ready but not running.
  const mainCpu: number[] = [];
  const tasks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    if (process.env.BENCH_TRACE && run === RUNS - 1) {
      console.log(`  ${label}, warm run:`);
      traceRequests(page, base);
    }
    const profiling = process.env.BENCH_PROFILE && run === RUNS - 1 ? await startProfile(context, page) : undefined;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const started = performance.now();
    await page.goto(`${base}${route}`);
    inPage.push(Number(await (await rowsWhere(page, needle, row)).jsonValue()));
    runs.push(performance.now() - started);
    if (process.env.BENCH_MARKS)
      console.log(
        `    ${label} run ${run}: ${JSON.stringify(await page.evaluate(() => (window as unknown as { __marks: unknown }).__marks))}`,
      );
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    mainCpu.push(metric('ThreadTime'));
    tasks.push(metric('TaskDuration'));
    if (profiling) await profiling.report(label, base);
    await page.close();
  }
  const p50 = median(runs);
  console.log(
    `${label.padEnd(16)} ${route.padEnd(27)} → first row: p50 ${p50.toFixed(0)} ms (goal < ${GOAL_MS} ms${p50 < GOAL_MS ? '' : ', over'}; ` +
      `runs ${runs.map((s) => s.toFixed(0)).join(', ')}; in the page, from its navigation: p50 ${median(inPage).toFixed(0)} ms; ` +
      `main thread: CPU p50 ${median(mainCpu).toFixed(0)} ms, tasks p50 ${median(tasks).toFixed(0)} ms; load ${load()})`,
  );
}

/** A Clients search, filled at once and typed key by key → only matching rows. */
async function timeSearches(context: BrowserContext, base: string) {
  const searches: number[] = [];
  const typed: number[] = [];
  for (let run = 0; run < RUNS * 2; run++) {
    const page = await context.newPage();
    await page.goto(`${base}/dashboard/admin/clients`);
    await rowsWhere(page, 'sahyadri');
    const box = page.getByPlaceholder('Search by company name...');
    // Even runs: the whole term in one input event (Playwright's fill, a paste); odd runs: typed key by
    // key, 60 ms apart, timed from the last key.
    const keyByKey = run % 2 === 1;
    if (keyByKey) {
      await box.focus();
      await page.keyboard.type('Decca', { delay: 60 });
    }
    const started = performance.now();
    if (keyByKey) await page.keyboard.type('n');
    else await box.fill('Deccan');
    await page.waitForFunction(
      () => {
        const rows = [...document.querySelectorAll('table tbody tr')];
        return rows.length > 0 && rows.every((r) => (r.textContent ?? '').toLowerCase().includes('deccan'));
      },
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    (keyByKey ? typed : searches).push(performance.now() - started);
    await page.close();
  }
  console.log(
    `Clients search 'Deccan' filled → only matching rows: p50 ${median(searches).toFixed(0)} ms (goal < 300 ms; runs ${searches.map((s) => s.toFixed(0)).join(', ')}; load ${load()})`,
  );
  console.log(
    `Clients search 'Deccan' typed, last key → only matching rows: p50 ${median(typed).toFixed(0)} ms (goal < 300 ms; runs ${typed.map((s) => s.toFixed(0)).join(', ')}; load ${load()})`,
  );
}

async function main() {
  const missing = browserMissing();
  if (missing) throw new Error(`bench:first-rows ${missing}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-first-rows-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const built = benchConfig(dir);
  // BENCH_DIST=<dir> serves the bundles in <dir>/shell and <dir>/<role> (to compare two builds back to back).
  const dist = process.env.BENCH_DIST;
  const config = dist ? { ...built, shellDist: path.join(dist, 'shell'), remoteDist: (role: string) => path.join(dist, role) } : built;
  await runMigrations(database);
  await seedDemoData(database.db);
  const app = await buildApp({ config, database });
  try {
    const base = await listenOnLoopback(app);
    // BENCH_SCREENS=invoices,dashboard times only the screens whose label contains one of the words
    // ('search' for the Clients search).
    const only = process.env.BENCH_SCREENS?.toLowerCase()
      .split(',')
      .map((word) => word.trim());
    const wanted = (label: string) => !only || only.some((word) => label.toLowerCase().includes(word));
    // One returning user's browser per person, each signed in for real.
    for (const user of ['admin', 'client'] as const) {
      const screens = SCREENS.filter((screen) => screen.user === user && wanted(screen.label));
      const search = user === 'admin' && wanted('search');
      if (!screens.length && !search) continue;
      const session = await signInByOutbox(app, base, LOGINS[user], user === 'client' ? 'client' : 'staff');
      const { browser, context } = await signedInBrowser(session);
      if (process.env.BENCH_MARKS)
        // A string: tsx names functions (keepNames), and its helper does not exist in the page.
        await context.addInitScript(`{
          const marks = (window.__marks = {});
          const mark = (name) => (marks[name] ??= Math.round(performance.now()));
          new MutationObserver(() => {
            if (document.querySelector('nav')) mark('nav');
            if (document.querySelector('[aria-label="Loading"]')) mark('spinner');
            else if (marks.spinner) mark('spinner gone');
            if (document.querySelector('main h1')) mark('h1');
            if (document.querySelector('[data-testid="table-skeleton-row"]')) mark('skeleton');
            if ([...document.querySelectorAll('table tbody tr')].some((r) => r.children.length > 2)) mark('row');
          }).observe(document, { childList: true, subtree: true });
        }`);
      try {
        for (const screen of screens) await timeScreen(context, base, screen);
        if (search) await timeSearches(context, base);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

exitOnFailure(main());
