import path from 'node:path';
import { loadConfigOrExit } from '../src/platform/config';
import { openDatabase, runMigrations } from '../src/db/database';
import { seedDemoData } from '../src/seed/seed';
import { refuseWhileServerRuns } from '../src/db/server-lock';

/** `npm run db:seed`: adds whatever demo data is missing; safe to run again. */
async function main() {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) refuseWhileServerRuns(config.dataDir, 'seed');
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await runMigrations(database);
    const result = await seedDemoData(database.db);
    console.log(result.inserted > 0 ? `Demo data: ${result.inserted} rows added.` : 'Demo data already present: nothing to add.');
    console.log('Sign in with (the code goes to the outbox or SMTP):');
    for (const [role, email] of Object.entries(result.logins)) console.log(`  ${role.padEnd(11)} ${email}`);
  } finally {
    await database.close();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
