import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from './config';

function origins(urls: (string | undefined)[]): string[] {
  const set = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      set.add(new URL(url).origin);
    } catch {
      // Relative URLs are same-origin.
    }
  }
  return [...set];
}

/** A CSP that allows only what the pages load: our own origin and any remote origin configured. */
export async function securityHeaders(app: FastifyInstance, config: AppConfig) {
  const remoteOrigins = origins(Object.values(config.remoteUrls));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        // MUI and notistack inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remoteOrigins],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: config.env === 'production',
  });
}
