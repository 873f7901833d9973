import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { createTestApp } from './test-app';
import { testDrivers } from './test-database';

// The harness: a test's DATABASE_*_TIMEOUT_MS reach the PostgreSQL database it opens (they once set only
// the server's config, and 50 queued generations still met the 5 s defaults on a loaded CI machine).

const postgres = testDrivers().filter((driver) => driver === 'postgres');

describe.each(postgres.length ? postgres : ['postgres (skipped without TEST_DATABASE_URL)'])('the test app on %s', (driver) => {
  const run = driver === 'postgres' ? it : it.skip;
  run('opens its database with the statement timeout the test asks for', async () => {
    const t = await createTestApp('postgres', { env: { DATABASE_STATEMENT_TIMEOUT_MS: '60000' } });
    try {
      const [row] = rowsOf<{ value: string }>(await t.app.db.execute(sql`select current_setting('statement_timeout') as value`));
      expect(row!.value).toBe('1min');
    } finally {
      await t.close();
    }
  });
});
