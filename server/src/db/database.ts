import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { nameStatement, runNamedStatements } from './named-statements';
import { pipelinedReads, type QuickRead } from './pipelined-reads';
import { createPostgresPool, DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './postgres-pool';

export type Schema = typeof schema;
/** The one type both drivers share; repositories take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded engine, for backup and test snapshots; undefined on PostgreSQL. */
  pglite?: PGlite;
  /**
   * A short read by primary key outside any transaction (the per-call account check): on PostgreSQL
   * over one pipelined connection of its own (`pipelined-reads.ts`), on PGlite as a named statement.
   */
  quickRead: QuickRead;
  /**
   * PostgreSQL: runs `work` while this process holds the migration lock (an advisory lock on a
   * connection of its own, so the pool stays free for the work), waiting for another process's turn.
   */
  exclusively?: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

export type OpenOptions =
  { databaseUrl: string; poolSize?: number; timeouts?: DatabaseTimeouts } | { dataDir: string | null; loadDataDir?: Blob | File };

/** PostgreSQL through `pg` when a URL is given; otherwise embedded PGlite (in `dataDir`, or in memory when null). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = createPostgresPool(options.databaseUrl, options.poolSize ?? 10, timeouts);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const reads = pipelinedReads(options.databaseUrl, timeouts);
    return {
      db,
      driver: 'postgres',
      quickRead: reads.read,
      exclusively: async (work) => {
        const locker = new Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: timeouts.connectMs });
        locker.on('error', () => undefined);
        await locker.connect();
        try {
          await locker.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock too.
          await locker.end().catch(() => undefined);
        }
      },
      close: async () => {
        await reads.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    // Trigram indexes serve the lists' contains-search (migration 0003).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  runNamedStatements(pglite, db);
  const quickRead: QuickRead = async (name, text, values) => {
    nameStatement(db, name, text);
    return (await pglite.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  };
  return { db, driver: 'pglite', pglite, quickRead, close: () => pglite.close() };
}

/** Any number: the key of the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK = 240_250;

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Several server processes starting together on one database would each apply the same migrations
  // and all but one fail on the tables the first created. The first takes the lock and migrates; the
  // others wait for it, then find nothing left to do.
  await database.exclusively!(() => migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
}

/**
 * PGlite runs no autovacuum, so without this its planner never has statistics and, at 100,000 clients,
 * walks whole tables for a page it could read from an index (measured: 57 ms against 0.6 ms for the
 * first page, 470 ms against 16 ms for a search). ANALYZE now and then keeps the plans right; on
 * PostgreSQL autovacuum does it. Returns the stop function.
 */
export function keepPgliteStatistics(database: Database, everyMs = 10 * 60_000): () => void {
  if (database.driver !== 'pglite') return () => undefined;
  const analyze = () => database.pglite?.exec('analyze').catch(() => undefined);
  void analyze();
  const timer = setInterval(analyze, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
