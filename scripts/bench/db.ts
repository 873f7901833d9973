import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
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
 * The app on the bench's migrated database as `npm start` builds it in development, without demo data and
 * with the outbox for mail; `env` adds or overrides settings, `clock` sets the server's time (the system's by default).
 */
export async function benchApp({ database, dir }: BenchDatabase, env: Record<string, string> = {}, clock?: Clock) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED_DEMO_DATA: 'false',
    ...env,
  });
  await runMigrations(database);
  return buildApp({ config, database, clock });
}
