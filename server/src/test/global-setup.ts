import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, runMigrations } from '../db/database';
import { PG_TEMPLATE_DB, PGLITE_DUMP_ENV, adminUrl, withDatabase } from './test-database';

/** Set once this run's PostgreSQL template is migrated. */
const PG_TEMPLATE_READY_ENV = 'FIRM_TEST_PG_TEMPLATE_READY';

/**
 * A PGlite snapshot every test file loads, and a PostgreSQL template database. Jest calls a global setup once
 * for each project that names it (two here), in one process: the second call finds both done.
 */
export default async function globalSetup() {
  if (!process.env[PGLITE_DUMP_ENV]) process.env[PGLITE_DUMP_ENV] = await pgliteSnapshot();

  const url = process.env.TEST_DATABASE_URL;
  if (url && !process.env[PG_TEMPLATE_READY_ENV]) {
    const admin = new Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    // Like main.ts, migrations run without the statement timeout a request gets.
    const template = await openDatabase({
      databaseUrl: withDatabase(url, PG_TEMPLATE_DB),
      poolSize: 1,
      timeouts: { connectMs: 5_000, statementMs: 0 },
    });
    await runMigrations(template);
    await template.close();
    process.env[PG_TEMPLATE_READY_ENV] = '1';
  }
}

const CACHE_DIR = path.resolve(__dirname, '..', '..', '..', 'node_modules', '.cache', 'firm-tests');

/**
 * The migrated snapshot, made once and kept between runs: creating it (initdb, the migrations, the dump) costs
 * about 10 s of CPU before any test starts, the same every run until a migration, PGlite or this file changes,
 * which is what its name is hashed from. An uncompressed tar (about 29 MB; one kept): skipping the gunzip takes a
 * third off each test file's load (0.8 s to 0.55 s of CPU, measured).
 */
async function pgliteSnapshot(): Promise<string> {
  const dumpPath = path.join(CACHE_DIR, `pglite-${snapshotKey()}.tar`);
  if (fs.existsSync(dumpPath)) return dumpPath;
  const database = await openDatabase({ dataDir: null });
  await runMigrations(database);
  await slimForTests(database.pglite!);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR)) {
    if (old.endsWith('.tar')) fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  }
  // Written aside and renamed: a run starting meanwhile never reads half a file.
  const partial = `${dumpPath}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, dumpPath);
  return dumpPath;
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  // The package's own file (its exports hide package.json), beside its version's WebAssembly.
  const pglite = require.resolve('@electric-sql/pglite', { paths: [__dirname] });
  for (const file of [__filename, pglite, ...filesUnder(MIGRATIONS_FOLDER)]) hash.update(path.basename(file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)]))
    .sort();
}

/**
 * Every test file untars the snapshot into PGlite's in-memory file system, so its size is CPU paid per file:
 * the two template databases (15 MB of the 44 MB) serve only CREATE DATABASE, which a one-connection
 * PGlite never runs, and a checkpoint spares each start replaying the migrations' WAL. Loading went from
 * 0.58 to 0.42 CPU-s a database (measured back to back).
 */
async function slimForTests(pglite: PGlite): Promise<void> {
  for (const template of ['template0', 'template1']) {
    await pglite.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await pglite.exec(`DROP DATABASE ${template}`);
  }
  await pglite.exec('CHECKPOINT');
}
