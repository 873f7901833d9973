import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageDetailAnswerSchema,
  messageListAnswerSchema,
  messageListQuerySchema,
  messageRecipientQuerySchema,
  messageSendAnswerSchema,
  messageSendSchema,
  messageTexts as T,
} from '@firm/shared/domain/message';
import { paginationOf } from '@firm/shared/domain/list';
import { staffOf } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { idParams } from '../../platform/route-params';
import { createMessageWorker, type MessageWorker } from './message-worker';
import { findMessage, listMessages, recipientsPage } from './messages.repo';
import { sendMessage } from './messages.service';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued messages to clients; `drain()` lets a test or benchmark wait for it. */
    messageWorker: MessageWorker;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The worker (client messages and the mail outbox), started when the app is ready and stopped (its batch in
 * flight marked) before the app closes.
 */
export async function messageWorkerPlugin(app: FastifyInstance) {
  const worker = createMessageWorker({ db: app.db, send: (mail) => app.mailer.send(mail), clock: app.clock, log: app.log });
  app.decorate('messageWorker', worker);
  // The mail outbox is this worker's too: a committed write's `mailer.queued()` wakes it.
  app.mailer.attachOutbox(worker);
  app.addHook('onReady', () => worker.start());
  app.addHook('preClose', () => worker.stop());
}

/**
 * POST /api/client-portal/send-email (spec 02 §7), GET /api/messages and GET /api/messages/{id}: the
 * admin's, within the admin's own firm (spec 02 §2.4 'admin only').
 */
export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = { access: { roles: ['admin'] as const, row: 'own-organization' as const } };

  r.post(
    '/api/client-portal/send-email',
    { config: admins, schema: { body: messageSendSchema, response: { 201: messageSendAnswerSchema } } },
    async (request, reply) => {
      const { messageId, recipients } = await sendMessage(app.db, staffOf(request.auth), request.body, app.clock.now());
      // Committed: the worker delivers from here, the answer does not wait for it.
      app.messageWorker.wake();
      return reply.code(201).send({ success: true as const, message: T.sent, data: { message_id: messageId, recipients } });
    },
  );

  r.get(
    '/api/messages',
    { config: admins, schema: { querystring: messageListQuerySchema, response: { 200: messageListAnswerSchema } } },
    async (request) => {
      const { rows, total } = await listMessages(app.db, request.auth.organizationId, request.query);
      return { success: true as const, data: { messages: rows }, pagination: paginationOf(request.query, total) };
    },
  );

  r.get(
    '/api/messages/:id',
    {
      config: admins,
      schema: { params: idParams, querystring: messageRecipientQuerySchema, response: { 200: messageDetailAnswerSchema } },
    },
    async (request) => {
      const { organizationId } = request.auth;
      const message = await findMessage(app.db, organizationId, request.params.id);
      if (!message) throw notFound(T.notFound);
      const { rows, total } = await recipientsPage(app.db, organizationId, message.message_id, request.query);
      return { success: true as const, data: { ...message, recipient_list: rows }, pagination: paginationOf(request.query, total) };
    },
  );
}
