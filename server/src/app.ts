import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config';
import type { Database } from './db/database';
import { systemClock, type Clock } from './platform/clock';
import { staticSite } from './platform/static-site';
import { securityHeaders } from './platform/security-headers';
import './platform/fastify-types';
import { registerErrorHandler } from './platform/errors';
import { authPlugin } from './platform/auth';
import { resolveSecrets } from './platform/secrets';
import { legalRoutes } from './modules/legal/legal.routes';

export type BuildAppOptions = {
  config: AppConfig;
  /** An opened, migrated database (main.ts opens it; tests pass their own). */
  database: Database;
  clock?: Clock;
  logger?: boolean;
};

/** The whole server: used by main.ts and by every test (app.inject). */
export async function buildApp({ config, database, clock = systemClock, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);

  registerErrorHandler(app);
  await securityHeaders(app, config);
  await app.register(authPlugin, { secrets: resolveSecrets(config) });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/api/health', async () => ({ status: 'ok' }));

  await app.register(legalRoutes);
  await staticSite(app, config);
  return app;
}
