import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema } from '@firm/shared/domain/message';
import { dataAnswerSchema } from '@firm/shared/domain/list';
import { notFound } from '../../platform/errors';
import { isLocalRequest } from '../../platform/loopback';
import { listOutbox, readOutboxMessage, type OutboxMessage } from '../../platform/mail';

/** A message without its attachments' bytes (a PDF in base64 in every list entry would be heavy). */
const shownOf = ({ attachments, ...message }: OutboxMessage) => ({
  ...message,
  ...(attachments?.length
    ? { attachments: attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.size })) }
    : {}),
});

export const MAILBOX_NOT_HERE = 'The development mailbox is only available on the machine that runs the server';

/**
 * The development mailbox: the mail kept in dev_mailbox (one table every server process on the database
 * shows), so a newcomer can read their sign-in code.
 * app.ts registers it only outside production and only when mail goes to the outbox; it hands out
 * every sign-in code, so it answers only callers on this machine (a portal opened to the network
 * with HOST=0.0.0.0 still keeps its codes local), and never exists on a real deployment.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // 404 like production: for anyone else the mailbox is not there.
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw notFound(MAILBOX_NOT_HERE);
  });

  r.get(
    '/api/dev/outbox',
    {
      // Public to this machine only: the hook above answers 404 to every other caller.
      config: { access: 'public' },
      schema: { response: { 200: dataAnswerSchema(z.object({ messages: z.array(outboxMessageSchema) })) } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: { messages: (await listOutbox(app.db, 50)).map(shownOf) } };
    },
  );

  r.get(
    '/api/dev/outbox/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataAnswerSchema(outboxMessageSchema) },
      },
    },
    async (request, reply) => {
      const message = await readOutboxMessage(app.db, request.params.id);
      if (!message) throw notFound('Message not found');
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, data: shownOf(message) };
    },
  );
}

/** Whether the mailbox may exist: never in production, and pointless when mail really goes out. */
export function devMailboxEnabled(config: { env: string; smtpUrl?: string }): boolean {
  return config.env !== 'production' && !config.smtpUrl;
}
