import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderAnswerSchema,
  createOrderSchema,
  paymentMessages as M,
  verifyPaymentAnswerSchema,
  verifyPaymentSchema,
} from '@firm/shared/domain/payment';
import { isValidId } from '@firm/shared/domain/validation';
import type { AuthSubject } from '../../../platform/auth';
import { forbidden, HttpError, unauthorized } from '../../../platform/errors';
import type { PaymentProvider } from './payment-provider';
import { paymentProviderOf } from './provider-of';
import type { SandboxProvider } from './sandbox-provider';
import { contactOf } from '../../../platform/contacts';
import { createOrder, type PaymentDeps } from './payments.orders';
import { registerSandboxCheckout } from './payments.sandbox-checkout';
import { handleWebhookEvent, verifyPayment } from './payments.service';

// Spec 02 §7 payments: create-order and verify-payment for a client's own invoices, the
// provider's webhook (public, signed), and the sandbox's checkout step when no Razorpay keys are set.

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** Null in production without Razorpay's keys: online payment is off. */
    payments: PaymentProvider | null;
    paymentWebhooks: Set<Promise<unknown>>;
    /** Resolves once the sandbox's webhooks sent so far were handled (tests, shutdown). */
    paymentWebhooksIdle: () => Promise<void>;
  }
}

function payingContact(auth: AuthSubject, bodyClientId?: unknown) {
  const contact = contactOf(auth);
  // The spec's create-order sends client_id in the body: it must be the caller's own.
  const named = typeof bodyClientId === 'string' && /^\d{1,10}$/.test(bodyClientId) ? Number(bodyClientId) : bodyClientId;
  if (isValidId(named) && named !== contact.clientId) {
    throw forbidden('You can only see the records of your own client', 'CLIENT_MISMATCH');
  }
  return contact;
}

/** Webhook bodies are small JSON events; anything bigger is not Razorpay's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * The provider (Razorpay with keys, else the sandbox) and the sandbox's webhook queue, on the root
 * instance (not encapsulated), so tests and shutdown can wait for the webhooks in flight.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<unknown>>();
  app.decorate('payments', paymentProviderOf(app.config));
  app.decorate('paymentWebhooks', pending);
  app.decorate('paymentWebhooksIdle', async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  });
  app.addHook('onClose', () => app.paymentWebhooksIdle());
});

/** Production without Razorpay's keys: the calls are refused, nothing is ordered or recorded. */
const onlinePaymentOff = () => new HttpError(503, M.onlineOff, undefined, undefined, 'PAYMENT_NOT_AVAILABLE');

export async function paymentRoutes(app: FastifyInstance) {
  const deps = (): PaymentDeps => {
    if (!app.payments) throw onlinePaymentOff();
    return { db: app.db, provider: app.payments, mailer: app.mailer, now: () => app.clock.now(), log: app.log };
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const clients = { access: { roles: ['client' as const], row: 'own-client' as const } };

  r.post(
    '/api/payments/create-order',
    { config: clients, schema: { body: createOrderSchema, response: { 200: createOrderAnswerSchema } } },
    async (request) => {
      const contact = payingContact(request.auth, request.body.client_id);
      const paying = deps();
      return { success: true as const, data: await createOrder(paying, contact, request.body.invoice_number) };
    },
  );

  r.post(
    '/api/payments/verify-payment',
    { config: clients, schema: { body: verifyPaymentSchema, response: { 200: verifyPaymentAnswerSchema } } },
    async (request) => {
      const recorded = await verifyPayment(deps(), contactOf(request.auth), request.body);
      return {
        success: true as const,
        status: 'success' as const,
        message: M.verified,
        data: {
          payment_verified: true as const,
          receipt_number: recorded.receiptNumber,
          amount_paise: recorded.amountPaise,
          invoice_number: recorded.invoiceNumber,
        },
      };
    },
  );

  // The sandbox's checkout step (no Razorpay keys, never in production): pays or fails the caller's own
  // open order, then sends the provider's webhook to this server as Razorpay would. With Razorpay, or
  // with online payment off, there is no such route.
  if (app.payments?.kind === 'sandbox') registerSandboxCheckout(app, app.payments as SandboxProvider);

  // The provider's webhook: the signature over the raw body is checked before anything is read, so a
  // forged event writes nothing (401). Its own scope keeps the raw bytes for that check.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      {
        config: { access: 'public' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          response: { 200: z.object({ success: z.literal(true), status: z.string() }) },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !app.payments?.webhookSignatureValid(raw, signature)) {
          throw unauthorized('Invalid webhook signature');
        }
        let event: unknown;
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          return { success: true as const, status: 'ignored' };
        }
        const status = await handleWebhookEvent(deps(), event);
        request.log.info({ status }, 'payment webhook');
        return { success: true as const, status };
      },
    );
  });
}
