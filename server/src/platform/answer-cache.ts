import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer depends on nothing but the caller's organisation's data, the caller's
     * role and the URL: it is remembered and given again while the organisation's data number is
     * unchanged (answer-cache.ts). Only for GET routes with the 'own-organization' row rule.
     */
    rememberAnswer?: boolean;
  }
  interface FastifyRequest {
    /** Where this request's answer is to be remembered; '' when it is not. */
    answerKey: string;
    /** Where this request's compressed answer is to be remembered; '' when it is not. */
    answerVariantKey: string;
  }
}

export type AnswerCacheOptions = { maxEntries?: number; maxBytes?: number; maxAnswerBytes?: number };

/** A compressed copy of the body, by the request's exact Accept-Encoding (browsers send one fixed string). */
type Variant = { encoding: string; body: Buffer };
type Remembered = { version: string; body: string; variants: Map<string, Variant> };

/** At most this many compressed copies of one answer (one per Accept-Encoding seen). */
const MAX_VARIANTS = 4;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Organisation, role and URL (path and query as sent): every input of a `rememberAnswer` route. */
const keyOf = (request: FastifyRequest) => `${request.auth.organizationId} ${request.auth.role} ${request.url}`;

/** Whether version `a` (a bigint as text) is older than `b`. */
const older = (a: string, b: string) => a.length < b.length || (a.length === b.length && a < b);

/**
 * Answers of list routes, remembered by organisation, role and URL under the organisation's data
 * number (`organization_data_versions`, raised by every committed write to the organisation's data,
 * migration 0022). The number is read on every call with the account check, in the same statement,
 * so a remembered answer is given only while no write has been committed since it was read, whichever
 * server or statement wrote: a firm that adds a client sees it on its very next list call. The
 * account check itself is never skipped (a deactivated user is refused on the next call, cached
 * answer or not), nor the role check, the row rule or the query's validation (a bad query is still
 * 400 and is never remembered). What a hit saves is the list's statement, its rows' mapping and the
 * response schema's encoding: on a small list route about half the server's CPU per call.
 *
 * An answer read under an older number than one already remembered does not replace it. At most
 * `maxEntries` answers and `maxBytes` of them are kept (the oldest first out); an answer larger than
 * `maxAnswerBytes` is not kept.
 */
export function rememberOrganizationAnswers(app: FastifyInstance, options: AnswerCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxAnswerBytes = options.maxAnswerBytes ?? 512 * 1024;
  const remembered = new Map<string, Remembered>();
  let bytes = 0;

  const sizeOf = (entry: Remembered) => {
    let size = entry.body.length;
    for (const variant of entry.variants.values()) size += variant.body.length;
    return size;
  };

  const forget = (key: string) => {
    const entry = remembered.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    remembered.delete(key);
  };

  const remember = (key: string, version: string, body: string) => {
    if (body.length > maxAnswerBytes) return;
    const current = remembered.get(key);
    if (current && older(version, current.version)) return;
    forget(key);
    while (remembered.size > 0 && (remembered.size >= maxEntries || bytes + body.length > maxBytes)) {
      forget(remembered.keys().next().value!);
    }
    remembered.set(key, { version, body, variants: new Map() });
    bytes += body.length;
  };

  const rememberVariant = (key: string, version: string, acceptEncoding: string, variant: Variant) => {
    const entry = remembered.get(key);
    if (!entry || entry.version !== version || entry.variants.size >= MAX_VARIANTS || entry.variants.has(acceptEncoding)) return;
    if (bytes + variant.body.length > maxBytes) return;
    entry.variants.set(acceptEncoding, variant);
    bytes += variant.body.length;
  };

  // Compression runs after the hooks below (it is a route's own onSend); this one, added to each
  // remembering route after compression's, keeps what compression made, so a later hit for the same
  // Accept-Encoding is not compressed again (~50 µs of the ~105 µs a hit cost a browser on a small list).
  const keepCompressed = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    const encoding = reply.getHeader('content-encoding');
    if (request.answerVariantKey !== '' && reply.statusCode === 200 && Buffer.isBuffer(payload) && typeof encoding === 'string') {
      rememberVariant(request.answerVariantKey, request.dataVersion, request.headers['accept-encoding'] ?? '', { encoding, body: payload });
    }
    done(null, payload);
  };

  app.decorateRequest('answerKey', '');
  app.decorateRequest('answerVariantKey', '');

  // The two hooks only on the routes that remember (as compression does), not on every request.
  // After the access hook (onRequest) and the query's validation: a hit is given only to a caller
  // that passed both, and only for a URL that validated.
  const answerFromMemory = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    // Fastify's HEAD twin of the route carries the same hooks; it is never answered from here.
    if (request.method !== 'GET') return done();
    const key = keyOf(request);
    const hit = remembered.get(key);
    // A request that refuses compression outright is answered as compression would answer it.
    const variants = request.headers['x-no-compression'] === undefined;
    if (hit !== undefined && hit.version === request.dataVersion) {
      const variant = variants ? hit.variants.get(request.headers['accept-encoding'] ?? '') : undefined;
      reply.header('content-type', JSON_TYPE);
      if (variant === undefined) {
        if (variants) request.answerVariantKey = key;
        reply.send(hit.body);
        return;
      }
      reply.header('content-encoding', variant.encoding).header('vary', 'accept-encoding').header('content-length', variant.body.length);
      reply.send(variant.body);
      return;
    }
    request.answerKey = key;
    if (variants) request.answerVariantKey = key;
    done();
  };

  // Added before compression's onSend: the payload here is the JSON text the route's schema wrote.
  const keepAnswer = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    if (request.answerKey !== '' && reply.statusCode === 200 && typeof payload === 'string') {
      remember(request.answerKey, request.dataVersion, payload);
    }
    done(null, payload);
  };

  const withHook = <H>(hooks: H | H[] | undefined, hook: unknown) => [...([] as unknown[]).concat(hooks ?? []), hook] as H[];

  app.addHook('onRoute', (route) => {
    if (route.config?.rememberAnswer !== true) return;
    const access = route.config.access;
    const methods = ([] as string[]).concat(route.method);
    const getOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
    if (!getOnly || typeof access !== 'object' || access.row !== 'own-organization') {
      throw new Error(`${methods.join(',')} ${route.url}: rememberAnswer is for GET routes with the 'own-organization' row rule`);
    }
    route.preHandler = withHook(route.preHandler, answerFromMemory);
    route.onSend = withHook(route.onSend, keepAnswer);
  });

  return {
    /** Call after compression is registered: adds `keepCompressed` behind compression's own onSend. */
    afterCompression: (scope: FastifyInstance) => {
      scope.addHook('onRoute', (route) => {
        if (route.config?.rememberAnswer !== true) return;
        route.onSend = withHook(route.onSend, keepCompressed);
      });
    },
  };
}
