import { and, eq } from 'drizzle-orm';
import { paymentMessages as M, type VerifyPayment } from '@firm/shared/domain/payment';
import { paymentOrders } from '../../../db/schema-payments';
import { badRequest, HttpError } from '../../../platform/errors';
import { PaymentProviderError, type ProviderPayment } from './payment-provider';
import { ownOrder, providerDown, type Contact, type PaymentDeps } from './payments.orders';
import { recordProviderPayment, type RecordedPayment } from './payments.record';

// Paying an invoice online. The order is made for what is due at that moment and kept with
// the invoice and client it belongs to; verify-payment and the webhook read those from the order, never
// from what the browser sends. A payment is recorded once: its provider id is unique, the order row is
// locked while it is recorded, and a replay finds the entry already there. The invoice's paid amount
// moves in the same transaction (total = paid + credited + outstanding), and the receipt (its own RCT
// series, PDF stored with the entry) is e-mailed to the client's active contacts after commit.

/** POST /api/payments/verify-payment: the checkout's signature, then the provider's own word on the payment. */
export async function verifyPayment(deps: PaymentDeps, contact: Contact, body: VerifyPayment): Promise<RecordedPayment> {
  const order = await ownOrder(deps.db, contact, body.razorpay_order_id, body.invoice_number);
  if (!deps.provider.checkoutSignatureValid(order.providerOrderId, body.razorpay_payment_id, body.razorpay_signature)) {
    throw badRequest(M.verificationFailed, undefined, 'PAYMENT_SIGNATURE_INVALID');
  }
  const payment = await deps.provider.fetchPayment(body.razorpay_payment_id).catch((error: unknown) => {
    if (error instanceof PaymentProviderError && error.status !== null && error.status < 500) {
      throw badRequest(M.verificationFailed, undefined, 'PAYMENT_NOT_CAPTURED');
    }
    throw providerDown(error);
  });
  return recordProviderPayment(deps, order.providerOrderId, payment);
}

type WebhookPayment = { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; status?: unknown; method?: unknown };

/**
 * The provider's webhook, after its signature was checked: payment.captured and order.paid record the
 * payment (the source of truth when the browser never came back); payment.failed marks an open order
 * failed. Anything else is acknowledged and ignored. Returns what was done, for the log.
 */
export async function handleWebhookEvent(deps: PaymentDeps, event: unknown): Promise<'recorded' | 'duplicate' | 'failed' | 'ignored'> {
  const e = event as { event?: unknown; payload?: { payment?: { entity?: WebhookPayment } } } | null;
  const entity = e?.payload?.payment?.entity;
  if (!e || typeof e.event !== 'string' || !entity || typeof entity.id !== 'string' || typeof entity.order_id !== 'string')
    return 'ignored';
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, entity.order_id));
  if (!order) return 'ignored';
  if (e.event === 'payment.failed') {
    await deps.db
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: deps.now() })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
    return 'failed';
  }
  if (e.event !== 'payment.captured' && e.event !== 'order.paid') return 'ignored';
  const payment: ProviderPayment = {
    id: entity.id,
    orderId: entity.order_id,
    amountPaise: typeof entity.amount === 'number' ? entity.amount : -1,
    currency: typeof entity.currency === 'string' ? entity.currency : '',
    status: entity.status === 'captured' ? 'captured' : 'failed',
    method: typeof entity.method === 'string' ? entity.method : null,
  };
  try {
    const recorded = await recordProviderPayment(deps, order.providerOrderId, payment);
    return recorded.created ? 'recorded' : 'duplicate';
  } catch (error) {
    // A second capture the recorder refuses (the sandbox's): acknowledged, or the sender would retry it.
    if (error instanceof HttpError && error.code === 'PAYMENT_ALREADY_PAID') return 'duplicate';
    throw error;
  }
}
