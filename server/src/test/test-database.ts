import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, runMigrations, type Database } from '../db/database';
import type { DatabaseTimeouts } from '../db/postgres-pool';

export const PGLITE_DUMP_ENV = 'FIRM_TEST_PGLITE_DUMP';

/** Where this `jest` run's global-setup writes the migrated PGlite snapshot (one per run). */
export function pgliteDumpPath(): string {
  return path.join(os.tmpdir(), `firm-pglite-${process.pid}.tar`);
}

// Overridable so that two checkouts on one machine can run the PostgreSQL suites side by side.
export const PG_TEMPLATE_DB = process.env.TEST_PG_TEMPLATE ?? 'firm_test_template';

export type Driver = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. TEST_DRIVERS=postgres narrows a run
 * to one driver (CI runs the server suites once more on PostgreSQL after the plain `npm test`).
 */
export function testDrivers(): Driver[] {
  const all: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.TEST_DRIVERS?.split(',').map((d) => d.trim());
  return only ? all.filter((driver) => only.includes(driver)) : all;
}

/** The server's maintenance database on the same PostgreSQL, to create and drop test databases from. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/** The same server's database `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A test database's address. Its sessions commit without waiting for the WAL to reach the disk
 * (`synchronous_commit=off`): a test never survives a crash of the server, and on CI's disk each
 * commit's flush was time the suite spent waiting.
 */
function testDatabaseUrl(url: string, name: string): string {
  const parsed = new URL(withDatabase(url, name));
  parsed.searchParams.set('options', '-c synchronous_commit=off');
  return parsed.toString();
}

let snapshot: { path: string; bytes: ArrayBuffer } | undefined;

/**
 * The snapshot as PGlite reads it (`await blob.arrayBuffer()`, then untar, which copies each file out): read
 * from disk once per test file and handed over without a copy. A Blob built on the 40 MB file costs about
 * half a second of CPU per database in Node's Blob copying and reading alone; typed as a plain tar so that
 * PGlite does not try gzip first.
 */
function snapshotBlob(dumpPath: string): Blob {
  if (snapshot?.path !== dumpPath) {
    const file = fs.readFileSync(dumpPath);
    const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    snapshot = {
      path: dumpPath,
      bytes: whole ? (file.buffer as ArrayBuffer) : (file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer),
    };
  }
  const { bytes } = snapshot;
  return new (class extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(bytes);
    }
  })([], { type: 'application/x-tar' });
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the PGlite snapshot made by
 * global-setup, or a PostgreSQL database cloned from the migrated template (dropped on close).
 */
export async function openTestDatabase(driver: Driver, timeouts?: DatabaseTimeouts): Promise<Database> {
  if (driver === 'pglite') {
    const dumpPath = process.env[PGLITE_DUMP_ENV];
    if (!dumpPath || !fs.existsSync(dumpPath)) {
      const database = await openDatabase({ dataDir: null });
      await runMigrations(database);
      return database;
    }
    return openDatabase({ dataDir: null, loadDataDir: snapshotBlob(dumpPath) });
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ databaseUrl: url, poolSize: 4, ...(timeouts ? { timeouts } : {}) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A migrated PostgreSQL database of its own (cloned from the template), for tests that open it their own way. */
export async function createPostgresTestDatabase(): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `firm_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  return {
    url: testDatabaseUrl(url, name),
    name,
    drop: async () => {
      const cleanup = new Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
