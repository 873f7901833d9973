import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (sign-in answers, profiles, clients, enquiries): no browser or
 * proxy may keep a copy. Applied to every /api answer that has not chosen its own caching (the legal
 * PDFs are the same for everyone and say so themselves). Set on the raw answer when the request
 * comes, without a promise per request: a route's own `reply.header('cache-control', ...)` is
 * written over it when the answer is sent, so the route's choice still wins.
 */
export function noStoreApiAnswers(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
