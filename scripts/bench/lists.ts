import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildApp } from '../../server/src/app';
import { openDatabase, runMigrations, type Db } from '../../server/src/db/database';
import { clientContacts, clients, users } from '../../server/src/db/schema';
import { seedOrganization } from '../../server/src/test/fixtures';
import { CLIENT_TYPES } from '@firm/shared/domain/client';
import { STAFF_ROLES } from '@firm/shared/domain/auth';
import { browserMissing, signedInBrowser, type StaffSession } from './projects-browser';
import { benchConfig } from './db';
import { exitOnFailure, listenOnLoopback, signInByOutbox, timed } from './steps';

// `npm run bench:lists`: 100,000 clients (300,000 contacts) and 500 users in a fresh embedded database,
// and again in a scratch PostgreSQL database (`bench_lists` on BENCH_DATABASE_URL's server, default the
// machine's, dropped after), the app on a free port, then the median and p95 of list pages over HTTP
// and, on PGlite when Chromium and built bundles exist, the admin Clients screen in a headless browser.
// Prints figures; never fails on them.
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONTACTS_PER_CLIENT = 3;
const USERS = 500;
const CALLS = 40;
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)]!;
const BATCH = 2000;

const WORDS = [
  'Sahyadri',
  'Deccan',
  'Konkan',
  'Malabar',
  'Narmada',
  'Kaveri',
  'Vindhya',
  'Ganga',
  'Aravali',
  'Nilgiri',
  'Godavari',
  'Himalaya',
];
const TRADES = [
  'Spices',
  'Textiles',
  'Logistics',
  'Pharma',
  'Foods',
  'Infotech',
  'Motors',
  'Agro',
  'Builders',
  'Traders',
  'Steel',
  'Exports',
];
const SUFFIXES = ['Private Limited', 'LLP', 'and Sons', 'Enterprises', 'Industries', 'Limited'];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function seed(db: Db) {
  const org = await seedOrganization(db, { name: 'Kapoor Iyer & Co.', emailDomain: 'bench.kapooriyer.in' });
  const orgId = org.organization.id;
  const staff = Array.from({ length: USERS - STAFF_ROLES.length }, (_, i) => ({
    organizationId: orgId,
    role: i < 20 ? ('admin' as const) : i < 120 ? ('supervisor' as const) : ('employee' as const),
    firstName: pick(WORDS, i),
    lastName: pick(TRADES, i * 7),
    email: `staff${i}@bench.kapooriyer.in`,
    phone: `98${String(10_000_000 + i).padStart(8, '0')}`,
  }));
  for (let i = 0; i < staff.length; i += 1000) await db.insert(users).values(staff.slice(i, i + 1000));
  // Multi-row inserts of 2,000 rows (30,000 bind parameters at most, under PostgreSQL's 65,535).
  for (let start = 0; start < CLIENTS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, CLIENTS - start) }, (_, k) => {
      const i = start + k;
      return {
        organizationId: orgId,
        clientCode: `CLI_${1_700_000_000_000 + i}`,
        clientName: `${pick(WORDS, i)} ${pick(TRADES, Math.floor(i / 12))} ${pick(SUFFIXES, Math.floor(i / 144))} ${i}`,
        clientType: pick(CLIENT_TYPES, i * 5),
        gstNumber: '27AAPFU0939F1ZV',
        phone: `20${String(40_000_000 + i).padStart(8, '0')}`,
        email: `accounts${i}@client${i}.in`,
        street: `${i} MG Road`,
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
        isActive: i % 10 !== 0,
      };
    });
    const inserted = await db.insert(clients).values(batch).returning({ id: clients.id });
    const contacts = inserted.flatMap(({ id }, k) =>
      Array.from({ length: CONTACTS_PER_CLIENT }, (_, n) => ({
        organizationId: orgId,
        clientId: id,
        name: `${pick(WORDS, k + n)} Contact ${n + 1}`,
        role: n === 0 ? 'Director' : 'Accounts',
        email: `c${n}.${start + k}@client${start + k}.in`,
        phone: `97${String((start + k) * CONTACTS_PER_CLIENT + n).padStart(8, '0')}`,
      })),
    );
    for (let i = 0; i < contacts.length; i += BATCH) await db.insert(clientContacts).values(contacts.slice(i, i + BATCH));
  }
  return org;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function timeCalls(url: string, token: string) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    const text = await response.text();
    const body = JSON.parse(text) as { data: { clients: unknown[] }; pagination: { total: number } };
    return { ms: performance.now() - started, rows: body.data.clients.length, kb: text.length / 1024, total: body.pagination.total };
  };
  for (let i = 0; i < 3; i++) await call();
  const runs = [];
  for (let i = 0; i < CALLS; i++) runs.push(await call());
  return { line: stats(runs.map((r) => r.ms)), rows: runs[0]!.rows, kb: runs[0]!.kb, total: runs[0]!.total };
}

async function browse(base: string, session: StaffSession) {
  const { browser, context } = await signedInBrowser(session);
  try {
    const firstRows: number[] = [];
    const searches: number[] = [];
    const term = 'Kaveri Pharma';
    let shown = 0;
    // BENCH_BROWSER_RUNS fresh pages of one browser (the first cold, the others with its HTTP cache).
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}/dashboard/admin/clients`);
      await page.locator('table tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
      await page
        .getByRole('button', { name: /View details of/ })
        .first()
        .waitFor({ timeout: 60_000 });
      firstRows.push(performance.now() - started);
      const typed = performance.now();
      await page.getByPlaceholder('Search by company name...').fill(term);
      await page.waitForFunction(
        (t) => {
          const rows = [...document.querySelectorAll('table tbody tr')];
          return rows.length > 0 && rows.every((r) => (r.textContent ?? '').toLowerCase().includes(t));
        },
        term.toLowerCase(),
        { timeout: 30_000 },
      );
      searches.push(performance.now() - typed);
      shown = await page.locator('table tbody tr').count();
      // The next run arrives without the remembered search.
      await page.evaluate(() => sessionStorage.clear());
      await page.close();
    }
    const line = (samples: number[]) =>
      `p50 ${median(samples).toFixed(0)} ms (runs ${samples.map((s) => s.toFixed(0)).join(', ')}; load ${os.loadavg()[0]!.toFixed(2)})`;
    console.log(`Browser: first client row after navigation to /dashboard/admin/clients: ${line(firstRows)}`);
    console.log(
      `Browser: search '${term}' filled → only matching rows shown (${shown} on the page): ${line(searches)} (one input event: searched at once; typing waits 150 ms)`,
    );
  } finally {
    await browser.close();
  }
}

function scratchUrl() {
  const url = new URL(PG_SERVER);
  url.pathname = '/bench_lists';
  return url.toString();
}

async function run(label: string, database: Awaited<ReturnType<typeof openDatabase>>, dir: string, withBrowser: boolean) {
  const config = benchConfig(dir);
  await runMigrations(database);
  // BENCH_DIST=<dir> serves the bundles in <dir>/shell and <dir>/<role> (to compare two builds).
  const dist = process.env.BENCH_DIST;
  const served = dist ? { ...config, shellDist: path.join(dist, 'shell'), remoteDist: (role: string) => path.join(dist, role) } : config;
  const app = await buildApp({ config: served, database });
  // The list calls are timed on the same server built without remembered answers (answer-cache.ts),
  // where every call runs the list's statement: repeated calls on the app itself are answered from
  // memory after the first, which the second figure shows.
  const statements = await buildApp({ config: served, database, rememberAnswers: false });
  try {
    const org = await timed(label, `Seeded ${CLIENTS} clients, ${CLIENTS * CONTACTS_PER_CLIENT} contacts, ${USERS} users`, () =>
      seed(database.db),
    );
    // What the server keeps doing for PGlite (keepPgliteStatistics) and autovacuum does for PostgreSQL,
    // done at once here: right after a bulk load neither has run yet.
    const analyzed = performance.now();
    if (database.pglite) await database.pglite.exec('analyze');
    else execFileSync('psql', [scratchUrl(), '-qc', 'analyze'], { stdio: 'inherit' });
    console.log(`[${label}] ANALYZE took ${(performance.now() - analyzed).toFixed(0)} ms`);
    const base = await listenOnLoopback(app);
    const statementBase = await listenOnLoopback(statements);
    const session = await signInByOutbox(app, base, org.users.admin.email);
    for (const [what, query] of [
      ['first page', ''],
      ['active clients', '?is_active=true'],
      ['page 2,000 by code, descending', '?sort=code&order=desc&page=2000'],
      ['by e-mail', '?sort=email'],
      ["search 'kaveri pharma'", '?search=kaveri%20pharma'],
      ["search 'cli_17000000099'", '?search=cli_17000000099'],
      ['one type, inactive', '?client_type=huf&is_active=false'],
    ] as const) {
      const { line, rows, kb, total } = await timeCalls(`${statementBase}/api/clients/${query}`, session.access_token);
      const remembered = await timeCalls(`${base}/api/clients/${query}`, session.access_token);
      console.log(
        `[${label}] GET /api/clients/${query} (${what}: ${rows} rows of ${total}, ${kb.toFixed(0)} KB) over ${CALLS} calls: ${line}; remembered: ${remembered.line}`,
      );
    }
    if (!withBrowser) return;
    const missing = browserMissing();
    if (!missing) await browse(base, session);
    else console.log(`Browser figures skipped: ${missing}.`);
  } finally {
    await statements.close();
    await app.close();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-lists-'));
  try {
    const embedded = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    try {
      await run('PGlite', embedded, dir, true);
    } finally {
      await embedded.close();
    }
    if (process.env.BENCH_SKIP_POSTGRES) return;
    const psql = (statement: string) => execFileSync('psql', [PG_SERVER, '-qc', statement], { stdio: 'inherit' });
    psql('drop database if exists bench_lists');
    psql('create database bench_lists');
    try {
      const pg = await openDatabase({ databaseUrl: scratchUrl() });
      try {
        await run('PostgreSQL', pg, dir, false);
      } finally {
        await pg.close();
      }
    } finally {
      psql('drop database if exists bench_lists');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

exitOnFailure(main());
