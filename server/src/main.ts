import path from 'node:path';
import { ROLE_LABELS, type Role } from '@firm/shared/domain/auth';
import { buildApp } from './app';
import { loadConfigOrExit, type AppConfig } from './platform/config';
import { keepPgliteStatistics, openDatabase, runMigrations, type Database } from './db/database';
import { describeDatabaseFailure } from './db/database-errors';
import { isDatabaseEmpty, presentDemoLogins, seedDemoData, type DemoLogins } from './seed/seed';
import { holdServerLock } from './db/server-lock';
import { appLoggerFor } from './platform/app-logger';
import { devMailboxEnabled } from './modules/dev';

function banner(config: AppConfig, database: Database, logins: DemoLogins | null): string {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Portal running at ${url}`,
    `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    config.smtpUrl
      ? `  Mail:     SMTP (${new URL(config.smtpUrl).host})`
      : `  Mail:     kept in the database's development mailbox${devMailboxEnabled(config) ? `, read it at ${url}/dev/mailbox` : ''}`,
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

/** Host, port and database name: the user name and password stay out of every message. */
function safeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

async function prepareDatabase(config: AppConfig): Promise<{ database: Database; logins: DemoLogins | null }> {
  if (config.databaseUrl) {
    // Migrations get a connection of their own without the statement timeout: building an index on
    // a large table may take longer than any request should.
    const migrator = await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: 1,
      timeouts: { ...config.databaseTimeouts, statementMs: 0 },
    });
    try {
      await runMigrations(migrator);
    } finally {
      await migrator.close().catch(() => undefined);
    }
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl, timeouts: config.databaseTimeouts })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  if (!config.databaseUrl) await runMigrations(database);

  // Only a brand-new database gets the demo firm (`npm run db:seed` adds it to any other), and in
  // production only when SEED_DEMO_DATA=true is set explicitly, not by the default.
  const seedWanted = config.seedDemoData && (config.env !== 'production' || process.env.SEED_DEMO_DATA === 'true');
  // Under the migration lock on PostgreSQL: two processes starting together seed one demo firm, not two.
  const seedIfEmpty = async () => {
    if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
  };
  if (seedWanted) await (database.exclusively ? database.exclusively(seedIfEmpty) : seedIfEmpty());
  const logins = config.env === 'production' ? null : await presentDemoLogins(database.db);
  keepPgliteStatistics(database);
  return { database, logins };
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
  let database: Database;
  let logins: DemoLogins | null;
  try {
    ({ database, logins } = await prepareDatabase(config));
  } catch (error) {
    if (!config.databaseUrl) throw error;
    // One line an operator can act on, not a stack trace or a hang.
    console.error(
      `Cannot use the database at DATABASE_URL (${safeDatabaseUrl(config.databaseUrl)}): ${describeDatabaseFailure(error, config.databaseTimeouts)}`,
    );
    process.exit(1);
  }

  const app = await buildApp({ config, database, logger: appLoggerFor(config) });
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
