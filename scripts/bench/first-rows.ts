import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { buildApp } from '../../server/src/app';
import { openDatabase, runMigrations } from '../../server/src/db/database';
import { seedDemoData } from '../../server/src/db/seed';
import { loadConfig } from '../../server/src/platform/config';
import { listOutbox } from '../../server/src/platform/mail';
import { browserMissing, signIn, signedInBrowser } from './projects-browser';

// `npm run bench:first-rows`: how soon the admin's list screens show their first row after a navigation,
// on the demo firm (the server answers a list in a few milliseconds: what is timed is the page's loading
// chain), and a typed Clients search → matching rows. p50 over BENCH_BROWSER_RUNS fresh pages of one
// browser (its HTTP cache warm after the first, as for a returning user; the first run is the cold one).
// BENCH_TRACE=1 lists every request of each first run with when it left and how long it took.
// The heavy benches (bench:lists, bench:projects, bench:invoices) time the same screens over 100,000 rows.
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 7);
const SCREENS = [
  ['Clients', '/dashboard/admin/clients', 'sahyadri'],
  ['Projects', '/dashboard/admin/tasks', ''],
  ['Invoices', '/dashboard/admin/invoices', 'inv/'],
] as const;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)]!;
const load = () => os.loadavg()[0]!.toFixed(2);

// Resolves with the page's own clock when the row shows: ms since its navigation started, without the
// driver's round trips (which a loaded machine stretches by a few hundred ms).
const rowsWhere = (page: Page, needle: string) =>
  page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll('table tbody tr')];
      // A data row has several cells (an empty list's message row has one).
      return rows.some((r) => r.children.length > 2 && (r.textContent ?? '').toLowerCase().includes(n)) && performance.now();
    },
    needle.toLowerCase(),
    { timeout: 60_000, polling: 'raf' },
  );

function trace(page: Page, base: string) {
  const epoch = Date.now();
  page.on('requestfinished', (request) => {
    const t = request.timing();
    console.log(
      `    ${String((t.startTime - epoch).toFixed(0)).padStart(5)} ms +${t.responseEnd.toFixed(0).padStart(4)} ms  ${request.url().replace(base, '')}`,
    );
  });
}

async function main() {
  const missing = browserMissing();
  if (missing) throw new Error(`bench:first-rows ${missing}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-first-rows-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dir, DATABASE_URL: '', SMTP_URL: '', SEED_DEMO_DATA: 'false' };
  const built = loadConfig(env);
  // BENCH_DIST=<dir> serves the bundles in <dir>/shell and <dir>/<role> (to compare two builds back to back).
  const dist = process.env.BENCH_DIST;
  const config = dist ? { ...built, shellDist: path.join(dist, 'shell'), remoteDist: (role: string) => path.join(dist, role) } : built;
  await runMigrations(database);
  await seedDemoData(database.db);
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const email = 'admin@kapooriyer.in';
    const session = await signIn(base, email, async () => {
      await app.mailer.idle();
      return (await listOutbox(app.db, 10)).find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    });
    const { browser, context } = await signedInBrowser(session);
    try {
      for (const [label, route, needle] of SCREENS) {
        const runs: number[] = [];
        const inPage: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const page = await context.newPage();
          if (process.env.BENCH_TRACE && run === RUNS - 1) {
            console.log(`  ${label}, warm run:`);
            trace(page, base);
          }
          const started = performance.now();
          await page.goto(`${base}${route}`);
          inPage.push(Number(await (await rowsWhere(page, needle)).jsonValue()));
          runs.push(performance.now() - started);
          await page.close();
        }
        console.log(
          `${label.padEnd(9)} ${route} → first row: p50 ${median(runs).toFixed(0)} ms (runs ${runs.map((s) => s.toFixed(0)).join(', ')}; ` +
            `in the page, from its navigation: p50 ${median(inPage).toFixed(0)} ms; load ${load()})`,
        );
      }
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
        `Clients search 'Deccan' filled → only matching rows: p50 ${median(searches).toFixed(0)} ms (runs ${searches.map((s) => s.toFixed(0)).join(', ')}; load ${load()})`,
      );
      console.log(
        `Clients search 'Deccan' typed, last key → only matching rows: p50 ${median(typed).toFixed(0)} ms (runs ${typed.map((s) => s.toFixed(0)).join(', ')}; load ${load()})`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
