import type { Database, Db } from '../db/database';
import type { AppConfig } from './config';
import type { Clock } from './clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    clock: Clock;
  }
}
