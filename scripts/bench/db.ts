import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { openDatabase, runMigrations, type Database } from '../../server/src/db/database';
import type { Clock } from '../../server/src/platform/clock';
import { loadConfig } from '../../server/src/platform/config';

// What the database benchmarks share: a fresh embedded database and a scratch PostgreSQL database
// (dropped after), plain SQL for bulk loads, and the median and p95 of timed samples.

const PG_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { label: 'PGlite' | 'PostgreSQL'; database: Database; dir: string; exec: (statement: string) => Promise<void> };

export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * p50 and p95 of BENCH_CALLS (40) GETs of a list `url` one after another, after 3 to warm up; a call that
 * is not a 200 stops the bench. `rows` and `total`: the first page's length of `data[key]` and the list's total.
 */
export async function timeListCalls(app: FastifyInstance, url: string, headers: Record<string, string>, key: string) {
  const calls = Number(process.env.BENCH_CALLS ?? 40);
  const call = async () => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
    const body = response.json() as { data: Record<string, unknown[]>; pagination: { total: number } };
    return { ms: performance.now() - started, rows: body.data[key]!.length, total: body.pagination.total };
  };
  for (let i = 0; i < 3; i++) await call();
  const runs = [];
  for (let i = 0; i < calls; i++) runs.push(await call());
  return { ...stats(runs.map((r) => r.ms)), rows: runs[0]!.rows, total: runs[0]!.total };
}

/** Runs `run` on PGlite (unless BENCH_SKIP_PGLITE) and on a scratch PostgreSQL database `name` (unless BENCH_SKIP_POSTGRES). */
export async function onBenchDatabases(name: string, run: (bench: BenchDatabase) => Promise<void>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `firm-${name}-`));
  const scratch = Object.assign(new URL(PG_SERVER), { pathname: `/${name}` }).toString();
  try {
    if (!process.env.BENCH_SKIP_PGLITE) {
      const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      try {
        // Plain SQL of the script's own (only integers it made are spliced in).
        await run({ label: 'PGlite', database, dir, exec: async (statement) => void (await database.pglite!.exec(statement)) });
      } finally {
        await database.close();
      }
    }
    if (process.env.BENCH_SKIP_POSTGRES) return;
    const psql = (statement: string) => execFileSync('psql', [PG_SERVER, '-qc', statement], { stdio: 'inherit' });
    psql(`drop database if exists ${name}`);
    psql(`create database ${name}`);
    try {
      const database = await openDatabase({ databaseUrl: scratch });
      try {
        const exec = async (statement: string) =>
          void execFileSync('psql', [scratch, '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'inherit' });
        await run({ label: 'PostgreSQL', database, dir, exec });
      } finally {
        await database.close();
      }
    } finally {
      // BENCH_KEEP_POSTGRES leaves the loaded database for EXPLAIN.
      if (!process.env.BENCH_KEEP_POSTGRES) psql(`drop database if exists ${name}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The settings `npm start` builds in development on the data folder `dir`, without demo data and with the
 * outbox for mail; `env` adds or overrides settings.
 */
export function benchConfig(dir: string, env: Record<string, string> = {}) {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED_DEMO_DATA: 'false',
    ...env,
  });
}

/**
 * The app on the bench's migrated database with the bench's settings (benchConfig); `clock` sets the
 * server's time (the system's by default).
 */
export async function benchApp({ database, dir }: BenchDatabase, env: Record<string, string> = {}, clock?: Clock) {
  const config = benchConfig(dir, env);
  await runMigrations(database);
  return buildApp({ config, database, clock });
}
