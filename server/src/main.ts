import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase, runMigrations } from './db/database';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  await runMigrations(database);
  const app = await buildApp({ config, database, logger: config.env === 'production' });
  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`\n  Portal running at ${url}  (database: ${database.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})\n`);
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

void main();
