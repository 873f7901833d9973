import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (sign-in answers, profiles, clients, enquiries): no browser or
 * proxy may keep a copy. Applied to every /api answer that has not chosen its own caching (the legal
 * PDFs are the same for everyone and say so themselves).
 */
export function noStoreApiAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
