import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { openDatabase, runMigrations, type Database } from '../../server/src/db/database';
import { DEMO_LOGINS, seedDemoData } from '../../server/src/seed/seed';
import { loadConfig, type AppConfig } from '../../server/src/platform/config';
import { listOutbox } from '../../server/src/platform/mail';
import { appLoggerFor } from '../../server/src/platform/app-logger';
import { runLoad, type LoadResult } from './api-load';

// `npm run bench:api`: the real app (buildApp, production settings, its logger writing to a sink) on
// a fresh database holding the demo firm, an admin signed in through the real sign-in, and each small
// list route under 16 keep-alive connections; then, in the same run, a bare Fastify serving the same
// JSON from memory (the twin). PGlite first, then PostgreSQL in a scratch database created and dropped
// here. Prints figures, with the load average beside each; never fails on them.
// BENCH_SECONDS (default 5) sets each measurement's length; BENCH_DRIVERS=pglite or postgres picks one;
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where the scratch database goes.
// BENCH_PROFILE=<folder> writes a CPU profile of the server's process while each app measurement runs
// (<driver>-<route>.cpuprofile, and <driver>-<route>-miss.cpuprofile for the app without remembered
// answers): only the load on the app, not the start-up or the twin.
// Each route is measured on the app as it runs (its answers remembered per organisation while the
// firm's data is unchanged: platform/answer-cache.ts; every call a hit after the first), on the same
// app built without that memory (every call runs the list's statement: what a call after a write, or
// a page nobody asked for yet, costs), and on the twin.
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_MS = 1_000;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((d) => d.trim());

const ALL_ROUTES = [
  '/api/master/service-categories',
  '/api/master/sac-codes',
  '/api/v1/users/users',
  '/api/v1/users/organization/users',
  '/api/clients/',
];
// BENCH_ROUTES=sac-codes,clients measures only the routes whose path contains one of the words.
const ROUTES = process.env.BENCH_ROUTES
  ? ALL_ROUTES.filter((r) => process.env.BENCH_ROUTES!.split(',').some((w) => r.includes(w.trim())))
  : ALL_ROUTES;

/** Like production's log on stdout: each line written to a file synchronously, one system call per line. */
function logFile(file: string): { stream: Writable; lines: () => number } {
  const fd = fs.openSync(file, 'a');
  let lines = 0;
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      fs.writeSync(fd, chunk);
      lines += 1;
      done();
    },
    final: (done) => fs.close(fd, () => done()),
  });
  return { stream, lines: () => lines };
}
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** Runs `work` under V8's sampling profiler when BENCH_PROFILE names a folder, writing `<name>.cpuprofile` there. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    fs.writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (r: LoadResult) =>
  `${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${ms(r.p50).padStart(8)}  p99 ${ms(r.p99).padStart(8)}  CPU ${r.cpuMsPerRequest.toFixed(3)} ms/req (sys ${r.systemMsPerRequest.toFixed(3)})${r.failures ? `  (${r.failures} not 200!)` : ''}`;

async function signIn(app: FastifyInstance, config: AppConfig, base: string, email: string): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const requested = await post('/api/auth/request-otp', { email, user_type: 'staff' });
  if (!requested.ok) throw new Error(`request-otp answered ${requested.status}`);
  await app.mailer.idle();
  const otp = (await listOutbox(app.db, 10)).find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error('no sign-in code in the outbox');
  const verified = await post('/api/auth/verify-otp', { email, otp, user_type: 'staff' });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

/** The twin: a bare Fastify answering each path with the JSON the real route gave, from memory. */
async function twinOf(bodies: Map<string, unknown>): Promise<FastifyInstance> {
  const twin = Fastify({ logger: false });
  for (const [url, body] of bodies) twin.get(url, async () => body);
  await twin.listen({ port: 0, host: '127.0.0.1' });
  return twin;
}

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function benchDriver(driver: 'pglite' | 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firm-bench-api-'));
  const scratch = `bench_api_${process.pid}`;
  let admin: Database | undefined;
  let database: Database;
  if (driver === 'postgres') {
    try {
      admin = await openDatabase({ databaseUrl: POSTGRES_URL, poolSize: 1 });
      await admin.db.execute(`CREATE DATABASE ${scratch}`);
    } catch (error) {
      console.log(`PostgreSQL skipped: cannot create a scratch database at ${new URL(POSTGRES_URL).host} (${(error as Error).message})`);
      await admin?.close().catch(() => undefined);
      return;
    }
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${scratch}`;
    database = await openDatabase({ databaseUrl: url.toString() });
  } else {
    database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  }
  const secret = 'bench-secret-that-is-at-least-32-characters';
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dir,
    JWT_SECRET: secret,
    OTP_SECRET: `${secret}-otp`,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SEED_DEMO_DATA: 'false',
  });
  let app: FastifyInstance | undefined;
  let uncached: FastifyInstance | undefined;
  let twin: FastifyInstance | undefined;
  let log: ReturnType<typeof logFile> | undefined;
  try {
    await runMigrations(database);
    await seedDemoData(database.db);
    // The logger main.ts gives a production server, writing to a file rather than the terminal.
    log = logFile(path.join(dir, 'server.log'));
    app = await buildApp({ config, database, logger: appLoggerFor(config), logStream: log.stream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    uncached = await buildApp({ config, database, logger: appLoggerFor(config), logStream: log.stream, rememberAnswers: false });
    await uncached.listen({ port: 0, host: '127.0.0.1' });
    const token = await signIn(app, config, origin(app), DEMO_LOGINS.admin);
    // BENCH_ACCEPT_ENCODING=br (or gzip) asks for compressed answers, as a browser does.
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (process.env.BENCH_ACCEPT_ENCODING) headers['accept-encoding'] = process.env.BENCH_ACCEPT_ENCODING;
    const bodies = new Map<string, unknown>();
    for (const url of ROUTES) {
      const response = await fetch(`${origin(app)}${url}`, { headers });
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
      bodies.set(url, await response.json());
    }
    twin = await twinOf(bodies);
    console.log(
      `\n${driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL (scratch database)'}, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}, ${os.cpus().length} CPUs`,
    );
    for (const url of ROUTES) {
      const size = JSON.stringify(bodies.get(url)).length;
      const measure = (target: FastifyInstance) =>
        runLoad({ origin: origin(target), path: url, headers, connections: CONNECTIONS, warmupMs: WARMUP_MS, durationMs: SECONDS * 1000 });
      const loadBefore = load();
      const linesBefore = log.lines();
      const profileName = `${driver}-${url.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`;
      const real = await profiled(profileName, () => measure(app!));
      const logLines = (log.lines() - linesBefore) / Math.max(1, real.sent);
      const loadUncached = load();
      const unremembered = await profiled(`${profileName}-miss`, () => measure(uncached!));
      const bare = await measure(twin);
      console.log(`GET ${url} (${size} bytes of JSON)`);
      console.log(`  app   ${line(real)}   load ${loadBefore}`);
      console.log(`  miss  ${line(unremembered)}   load ${loadUncached}  (the app without remembered answers)`);
      console.log(`  twin  ${line(bare)}   load ${load()}`);
      console.log(
        `  app/twin ${(real.rps / bare.rps).toFixed(3)} (twin ${(bare.rps / real.rps).toFixed(1)}× faster); app log lines per request ${logLines.toFixed(2)}`,
      );
    }
  } finally {
    await twin?.close();
    await uncached?.close();
    await app?.close();
    await database.close();
    if (admin) {
      await admin.db.execute(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`).catch(() => undefined);
      await admin.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`bench:api, load average at start ${load()}`);
  for (const driver of ['pglite', 'postgres'] as const) if (DRIVERS.includes(driver)) await benchDriver(driver);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
