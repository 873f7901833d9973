import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { outstandingOf } from '@firm/shared/domain/invoice';
import { paymentMessages as M, sandboxCheckoutAnswerSchema, sandboxCheckoutSchema } from '@firm/shared/domain/payment';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { invoices } from '../../../db/schema-invoices';
import { paymentOrders } from '../../../db/schema-payments';
import { conflict, notFound } from '../../../platform/errors';
import { contactOf } from '../../../platform/contacts';
import type { SandboxProvider } from './sandbox-provider';

// The sandbox's checkout step (no Razorpay keys, never in production): pays or fails the caller's own open
// order, then sends the provider's webhook to this server as Razorpay would. The order row is locked while
// it is checked and paid, and a paid checkout moves it out of 'created' in the same transaction: a double
// click (or five checkouts at once) takes one payment, the others are told the invoice is already paid.

/** The sandbox sends its webhook a moment after checkout, as Razorpay would, through the real route. */
const SANDBOX_WEBHOOK_DELAY_MS = 200;

export function registerSandboxCheckout(app: FastifyInstance, sandbox: SandboxProvider) {
  const pending = app.paymentWebhooks;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/sandbox/checkout',
    {
      config: { access: { roles: ['client'], row: 'own-client' } },
      schema: { body: sandboxCheckoutSchema, response: { 200: sandboxCheckoutAnswerSchema } },
    },
    async (request) => {
      const contact = contactOf(request.auth);
      const result = await app.db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(paymentOrders)
          .where(
            and(
              eq(paymentOrders.providerOrderId, request.body.order_id),
              eq(paymentOrders.organizationId, contact.organizationId),
              eq(paymentOrders.clientId, contact.clientId),
            ),
          )
          .for('update');
        if (!order || !sandbox.hasOrder(order.providerOrderId)) throw notFound(M.orderUnknown, 'PAYMENT_ORDER_UNKNOWN');
        // Under the invoice's lock, which cancelling takes too: one of the two waits for the other.
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, order.invoiceId)).for('update');
        if (invoice!.status === 'cancelled') throw conflict(invoiceCancelMessages.cannotPay, undefined, 'INVOICE_CANCELLED');
        const due = outstandingOf(invoice!);
        // Never charged twice, never for a stale amount: the order must be open and still for what is due.
        if (order.status === 'paid' || order.status === 'paying' || due === 0) {
          throw conflict(M.alreadyPaid, undefined, 'PAYMENT_ALREADY_PAID');
        }
        if (due !== order.amountPaise) throw conflict(M.dueChanged, undefined, 'PAYMENT_DUE_CHANGED');
        const outcome = sandbox.checkout(order.providerOrderId, request.body.outcome);
        // Paid: the order is taken until verify or the webhook records the payment ('paid'); a failed
        // attempt leaves it open, as Razorpay lets an order be tried again.
        if (outcome.outcome === 'paid') {
          await tx.update(paymentOrders).set({ status: 'paying', updatedAt: app.clock.now() }).where(eq(paymentOrders.id, order.id));
        }
        return outcome;
      });
      const webhook = sandbox.webhookFor(result.razorpay_payment_id);
      const delivery = new Promise((resolve) => setTimeout(resolve, SANDBOX_WEBHOOK_DELAY_MS))
        .then(() =>
          app.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhook.signature },
            payload: webhook.body,
          }),
        )
        .catch((error: unknown) => app.log.error({ error }, 'sandbox webhook failed'))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return { success: true as const, data: result };
    },
  );
}
