import fs from 'node:fs';
import { Client } from 'pg';
import { openDatabase, runMigrations } from '../db/database';
import { PG_TEMPLATE_DB, PGLITE_DUMP_ENV, adminUrl, pgliteDumpPath, withDatabase } from './test-database';

/** Migrates once per `jest` run: a PGlite snapshot every test file loads, and a PostgreSQL template database. */
export default async function globalSetup() {
  // An uncompressed tar (about 40 MB, removed by global-teardown): every test database is loaded from it,
  // and skipping the gunzip takes a third off each load (0.8 s to 0.55 s of CPU, measured).
  const dumpPath = pgliteDumpPath();
  const database = await openDatabase({ dataDir: null });
  await runMigrations(database);
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
