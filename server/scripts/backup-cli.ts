import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit, type AppConfig } from '../src/platform/config';
import { openDatabase } from '../src/db/database';
import { refuseWhileServerRuns } from '../src/db/server-lock';

// `npm run db:backup` and `npm run db:restore -- <file>` for the embedded PGlite database.
// PostgreSQL has its own tools, which also handle a live database.

const stamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');

function postgresAdvice(action: 'backup' | 'restore'): never {
  console.log(
    action === 'backup'
      ? 'DATABASE_URL is set: back PostgreSQL up with its own tool, e.g.\n  pg_dump --format=custom --file=firm-$(date +%F).dump "$DATABASE_URL"'
      : 'DATABASE_URL is set: restore PostgreSQL with its own tool, e.g.\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" firm-2026-11-21.dump',
  );
  process.exit(1);
}

async function backup(config: AppConfig) {
  const dataDir = path.join(config.dataDir, 'pglite');
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.error(`No database in ${dataDir} yet: start the server once first.`);
    process.exit(1);
  }
  refuseWhileServerRuns(config.dataDir, 'take a backup');
  const database = await openDatabase({ dataDir });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    const dir = path.join(config.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-${stamp()}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    console.log(`Backup written: ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} KB)`);
  } finally {
    await database.close();
  }
}

async function restore(config: AppConfig, file: string | undefined) {
  if (!file) {
    console.error('Usage: npm run db:restore -- <backup file>.tar.gz');
    process.exit(1);
  }
  // npm runs the script inside server/; a relative path means where the command was typed.
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!fs.existsSync(source)) {
    console.error(`No such file: ${source}`);
    process.exit(1);
  }
  refuseWhileServerRuns(config.dataDir, 'restore');
  const dataDir = path.join(config.dataDir, 'pglite');
  // The current database is moved aside, never deleted: a wrong file must not cost the data.
  const aside = `${dataDir}.before-restore-${stamp()}`;
  if (fs.existsSync(dataDir)) fs.renameSync(dataDir, aside);
  try {
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(source)]) });
    try {
      await database.pglite!.query('select count(*) from organizations');
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (fs.existsSync(aside)) fs.renameSync(aside, dataDir);
    console.error(`Restore failed; the previous database is back in place. ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`Restored ${source} into ${dataDir}.`);
  if (fs.existsSync(aside)) console.log(`The previous database was kept in ${aside}; delete it once you are satisfied.`);
}

async function main() {
  const config = loadConfigOrExit();
  const [action, file] = process.argv.slice(2);
  if (action !== 'backup' && action !== 'restore') {
    console.error('Usage: backup-cli.ts backup | restore <file>');
    process.exit(1);
  }
  if (config.databaseUrl) postgresAdvice(action);
  if (action === 'backup') await backup(config);
  else await restore(config, file);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
