import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase, runMigrations } from '../db/database';
import { PG_TEMPLATE_DB, PGLITE_DUMP_ENV, adminUrl, pgliteDumpPath, withDatabase } from './test-database';

/** Migrates once per `jest` run: a PGlite snapshot every test file loads, and a PostgreSQL template database. */
export default async function globalSetup() {
  // An uncompressed tar (about 29 MB, removed by global-teardown): every test database is loaded from it,
  // and skipping the gunzip takes a third off each load (0.8 s to 0.55 s of CPU, measured).
  const dumpPath = pgliteDumpPath();
  const database = await openDatabase({ dataDir: null });
  await runMigrations(database);
  await slimForTests(database.pglite!);
  const dump = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env[PGLITE_DUMP_ENV] = dumpPath;

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
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
  }
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
