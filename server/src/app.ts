import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config';
import { staticSite } from './platform/static-site';
import { securityHeaders } from './platform/security-headers';

export type BuildAppOptions = {
  config: AppConfig;
  logger?: boolean;
};

/** The whole server: used by main.ts and by every test (app.inject). */
export async function buildApp({ config, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await securityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/api/health', async () => ({ status: 'ok' }));

  await staticSite(app, config);
  return app;
}
