import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config';
import type { Database } from './db/database';
import { systemClock, type Clock } from './platform/clock';
import { databaseFileStore, importDiskFiles } from './platform/file-store-db';
import { s3FileStore } from './platform/file-store-s3';
import { safeError } from './platform/log-safety';
import { staticSite } from './platform/static-site';
import { securityHeaders } from './platform/security-headers';
import './platform/fastify-types';
import { registerErrorHandler } from './platform/errors';
import { refuseNulCharacters } from './platform/nul-guard';
import { healthRoutes } from './platform/health';
import { redactUrl } from './platform/log-safety';
import { authPlugin } from './platform/auth';
import { enforceRouteAccess } from './platform/route-access';
import { resolveSecrets } from './platform/secrets';
import { noStoreApiAnswers } from './platform/no-store';
import { rememberOrganizationAnswers, type AnswerCacheOptions } from './platform/answer-cache';
import { registerOpenApi } from './platform/openapi';
import { rewriteSpecUrl, serveSpecNames } from './platform/spec-names';
import { createMailer } from './platform/mail';
import { serverModules } from './modules';

export type BuildAppOptions = {
  config: AppConfig;
  /** An opened, migrated database (main.ts opens it; tests pass their own). */
  database: Database;
  clock?: Clock;
  /** Request and error logs (JSON lines), to stdout or to `logStream`. */
  logger?: boolean | 'warn';
  logStream?: NodeJS.WritableStream;
  /** Hears every route as it is added (the route fuzz test builds its battery from the table). */
  onRoute?: (route: RouteOptions) => void;
  /** List answers remembered per organisation (answer-cache.ts); on unless false (bench:api measures both). */
  rememberAnswers?: boolean | AnswerCacheOptions;
};

/**
 * One access line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the request's method and redacted URL go on the completion line. A production log is written
 * synchronously, one system call per line.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The whole server: used by main.ts and by every test (app.inject). */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logger = false,
  logStream,
  onRoute,
  rememberAnswers = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: logger === 'warn' ? 'warn' : 'info',
          ...(logStream ? { stream: logStream } : {}),
          serializers: { req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
        }
      : false,
    logController: new OneLinePerRequest(),
    // An invoice number as issued, slashes and all, in the status path (spec 02 §7).
    rewriteUrl: (request) => rewriteSpecUrl(request.url ?? '/'),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client must send its whole request (headers and body) within requestTimeout, or it gets a
    // 408 and the socket is closed: a body trickled a byte at a time holds no connection for long.
    // Node checks for overdue requests every connectionsCheckingInterval (30 s by default).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(config.requestTimeoutMs / 4))),
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  // Uploaded files live where every server process reads them: in the database, or in an
  // S3-compatible bucket (FILE_STORE_URL). What an older version kept in DATA_DIR/files moves into the
  // database when the app is ready (the S3 store still serves those).
  const files = config.fileStore.kind === 's3' ? s3FileStore(database.db, config.fileStore) : databaseFileStore(database.db);
  app.decorate('files', files);
  app.addHook('onReady', async () => {
    try {
      const moved = await importDiskFiles(database.db, path.join(config.dataDir, 'files'));
      if (moved > 0) app.log.info({ moved }, 'attachments moved from DATA_DIR/files into the database');
      await files.sweep(clock.now());
    } catch (error) {
      app.log.error(
        { error: safeError(error, config.env === 'development') },
        'attachments on disk not moved, or staged leftovers not swept',
      );
    }
  });

  registerErrorHandler(app);
  refuseNulCharacters(app);
  noStoreApiAnswers(app);
  await securityHeaders(app, config);
  const secrets = resolveSecrets(config);
  await app.register(authPlugin, { secrets });
  enforceRouteAccess(app);
  // The spec's field names and units beside ours, and whole lists when unpaged (spec-names.table.ts).
  serveSpecNames(app);
  const answers = rememberAnswers === false ? undefined : rememberOrganizationAnswers(app, rememberAnswers === true ? {} : rememberAnswers);
  await registerOpenApi(app, config);
  app.decorate('mailer', createMailer(config, { db: database.db, clock, log: app.log }));
  app.addHook('onClose', () => app.mailer.close());
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  answers?.afterCompression(app);

  await app.register(healthRoutes);

  for (const { plugin, options } of serverModules(secrets)) await app.register(plugin, options);
  await staticSite(app, config);
  return app;
}
