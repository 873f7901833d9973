import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../platform/config';
import type { Clock } from '../platform/clock';
import type { Database } from '../db/database';
import { openTestDatabase, type Driver } from './test-database';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

export type TestAppOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  configure?: (config: AppConfig) => AppConfig;
  onRoute?: (route: RouteOptions) => void;
  /** An opened, migrated database to use instead of a fresh one of `driver` (closed with the app). */
  database?: Database;
  logStream?: NodeJS.WritableStream;
  rememberAnswers?: BuildAppOptions['rememberAnswers'];
};

/**
 * Registers hooks on the enclosing describe: createTestApp before its tests, closed after them. The
 * hook fills the returned object in place, so the tests read it as they would a `let t`.
 */
export function testAppHooks(driver: Driver = 'pglite', options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(driver, options));
  });
  afterAll(() => t.close());
  return t;
}

/** buildApp on a fresh migrated database of the given driver, with test configuration. */
export async function createTestApp(driver: Driver = 'pglite', options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `firm-test-data-${process.pid}`),
    SEED_DEMO_DATA: 'false',
    ...options.env,
  });
  const config = options.configure ? options.configure(base) : base;
  // The test's DATABASE_*_TIMEOUT_MS reach the database it opens, as they do the server's own.
  const database = options.database ?? (await openTestDatabase(driver, config.databaseTimeouts));
  const app = await buildApp({
    config,
    database,
    clock: options.clock,
    onRoute: options.onRoute,
    ...(options.rememberAnswers !== undefined ? { rememberAnswers: options.rememberAnswers } : {}),
    ...(options.logStream ? { logger: true, logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
