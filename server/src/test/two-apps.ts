import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import { createTestApp, type TestApp } from './test-app';
import { createPostgresTestDatabase, openTestDatabase, type Driver } from './test-database';

// Two server processes behind a load balancer, as far as one test file can have them: two apps,
// each with a DATA_DIR of its own, on one database. On PostgreSQL each has its own pool; one embedded PGlite
// cannot be opened twice, so there the two apps share the instance (what they share is still only the database).

export type TwoApps = { one: TestApp; two: TestApp; dataDirs: [string, string]; close: () => Promise<void> };

export async function openTwoApps(driver: Driver, env: Record<string, string> = {}): Promise<TwoApps> {
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'firm-two-apps-'))) as [string, string];
  let first: Database;
  let second: Database;
  let drop: () => Promise<void> = async () => undefined;
  if (driver === 'postgres') {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    first = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    second = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  } else {
    first = await openTestDatabase('pglite');
    second = { ...first, close: async () => undefined };
  }
  const two = await createTestApp(driver, { database: second, env: { ...env, DATA_DIR: dataDirs[1] } });
  const one = await createTestApp(driver, { database: first, env: { ...env, DATA_DIR: dataDirs[0] } });
  return {
    one,
    two,
    dataDirs,
    close: async () => {
      await two.close();
      await one.close();
      await drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
