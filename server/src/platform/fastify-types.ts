import type { Database, Db } from '../db/database';
import type { AppConfig } from './config';
import type { Clock } from './clock';
import type { FileStore } from './file-store';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    clock: Clock;
    /** Uploaded files, in the database (file-store-db.ts) or an S3-compatible bucket (file-store-s3.ts). */
    files: FileStore;
  }
}
