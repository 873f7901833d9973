import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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

/** Helmet's headers for these options, worked out once: they depend on the configuration only. */
function headersOf(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, () => undefined);
  return headers;
}

/**
 * Razorpay's Checkout, admitted only when its keys are set (the sandbox needs nothing from
 * outside): checkout.js from checkout.razorpay.com, its payment frame from api.razorpay.com (and
 * checkout.razorpay.com), and the calls the frame's script makes to the API and to Razorpay's logger.
 */
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;

const razorpayKeysSet = (config: AppConfig) => Boolean(config.razorpay.keyId && config.razorpay.keySecret);

/**
 * A CSP that allows only what the pages load: our own origin and any remote origin configured.
 * @fastify/helmet rebuilt helmet's middleware (and re-parsed the CSP) on every request; the headers
 * are the same for every answer, so they are computed at start-up and only copied per request.
 */
export async function securityHeaders(app: FastifyInstance, config: AppConfig) {
  const remoteOrigins = origins(Object.values(config.remoteUrls));
  const razorpay = razorpayKeysSet(config) ? RAZORPAY_CSP : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins, ...razorpay.scriptSrc],
        // MUI and notistack inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remoteOrigins, ...razorpay.connectSrc],
        frameSrc: ["'self'", ...razorpay.frameSrc],
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
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
