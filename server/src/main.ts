import path from 'node:path';
import { ROLE_LABELS, type Role } from '@firm/shared/domain';
import { buildApp } from './app';
import { loadConfigOrExit, type AppConfig } from './platform/config';
import { openDatabase, runMigrations, type Database } from './db/database';
import { isDatabaseEmpty, presentDemoLogins, seedDemoData, type DemoLogins } from './db/seed';
import { holdServerLock } from './db/server-lock';
import { outboxDir } from './platform/mail';
import { devMailboxEnabled } from './modules/dev/dev-outbox.routes';

function banner(config: AppConfig, database: Database, logins: DemoLogins | null): string {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Portal running at ${url}`,
    `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    config.smtpUrl
      ? `  Mail:     SMTP (${new URL(config.smtpUrl).host})`
      : `  Mail:     outbox ${outboxDir(config)}${devMailboxEnabled(config) ? `, read it at ${url}/dev/mailbox` : ''}`,
  ];
  if (logins) {
    lines.push('  Demo sign-in e-mails (a code is sent on each sign-in):');
    for (const [role, email] of Object.entries(logins)) {
      const tab = role === 'client' ? 'Client Login' : 'Staff Login';
      lines.push(`    ${ROLE_LABELS[role as Role].padEnd(12)} ${email.padEnd(28)} (${tab})`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const config = loadConfigOrExit();
  let releaseLock: () => void = () => undefined;
  if (!config.databaseUrl) {
    try {
      releaseLock = holdServerLock(config.dataDir);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  await runMigrations(database);

  // Only a brand-new database gets the demo firm (`npm run db:seed` adds it to any other), and in
  // production only when SEED_DEMO_DATA=true is set explicitly, not by the default.
  const seedWanted = config.seedDemoData && (config.env !== 'production' || process.env.SEED_DEMO_DATA === 'true');
  if (seedWanted && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db);
  const logins = config.env === 'production' ? null : await presentDemoLogins(database.db);

  const app = await buildApp({ config, database, logger: config.env === 'production' });
  await app.listen({ port: config.port, host: config.host });
  console.log(banner(config, database, logins));

  const shutdown = async () => {
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('exit', releaseLock);
}

void main();
