import { randomBytes } from 'node:crypto';
import {
  checkoutPayload,
  hmacHex,
  PaymentProviderError,
  signatureMatches,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
} from './payment-provider';

// The sandbox (no Razorpay keys, the `npm start` default): orders and payments made in this process,
// signed exactly as Razorpay signs them, with a secret made here. The portal's sandbox checkout asks
// `checkout` to pay or fail an order; what comes back is what Razorpay's checkout hands the browser,
// and the matching webhook body with its signature, so verify-payment and the webhook route run the
// same code for both providers.

export type SandboxOutcome = 'pay' | 'fail';

export type SandboxCheckoutResult =
  | { outcome: 'paid'; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { outcome: 'failed'; razorpay_order_id: string; razorpay_payment_id: string; error: { description: string } };

export type SandboxProvider = PaymentProvider & {
  kind: 'sandbox';
  /** The checkout step: pays (captured) or fails the order's payment. */
  checkout: (orderId: string, outcome: SandboxOutcome) => SandboxCheckoutResult;
  /** The webhook Razorpay would send for a payment: its raw body and X-Razorpay-Signature. */
  webhookFor: (paymentId: string) => { body: string; signature: string };
  /** Whether `orderId` is one of this sandbox's orders. */
  hasOrder: (orderId: string) => boolean;
};

const idOf = (prefix: 'order' | 'pay') => `${prefix}_SBX${randomBytes(9).toString('hex')}`;

export function sandboxProvider(options: { keySecret?: string; webhookSecret?: string } = {}): SandboxProvider {
  const keySecret = options.keySecret ?? randomBytes(32).toString('hex');
  const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('hex');
  const orders = new Map<string, ProviderOrder>();
  const payments = new Map<string, ProviderPayment>();

  return {
    kind: 'sandbox',
    keyId: 'rzp_sandbox_local',
    async createOrder(input: CreateOrderInput) {
      const order: ProviderOrder = {
        id: idOf('order'),
        amountPaise: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      };
      orders.set(order.id, order);
      return order;
    },
    async fetchPayment(paymentId: string) {
      const payment = payments.get(paymentId);
      if (!payment) throw new PaymentProviderError('The sandbox has no such payment', 404);
      return payment;
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(hmacHex(keySecret, checkoutPayload(orderId, paymentId)), signature),
    webhookSignatureValid: (rawBody, signature) => signatureMatches(hmacHex(webhookSecret, rawBody), signature),
    hasOrder: (orderId) => orders.has(orderId),
    checkout(orderId, outcome) {
      const order = orders.get(orderId);
      if (!order) throw new PaymentProviderError('The sandbox has no such order', 404);
      const payment: ProviderPayment = {
        id: idOf('pay'),
        orderId,
        amountPaise: order.amountPaise,
        currency: 'INR',
        status: outcome === 'pay' ? 'captured' : 'failed',
        method: 'upi',
      };
      payments.set(payment.id, payment);
      if (outcome === 'fail') {
        return {
          outcome: 'failed',
          razorpay_order_id: orderId,
          razorpay_payment_id: payment.id,
          error: { description: 'Payment failed in the sandbox' },
        };
      }
      return {
        outcome: 'paid',
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmacHex(keySecret, checkoutPayload(orderId, payment.id)),
      };
    },
    webhookFor(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new PaymentProviderError('The sandbox has no such payment', 404);
      const event = payment.status === 'captured' ? 'payment.captured' : 'payment.failed';
      const body = JSON.stringify({
        entity: 'event',
        event,
        payload: {
          payment: {
            entity: {
              id: payment.id,
              entity: 'payment',
              order_id: payment.orderId,
              amount: payment.amountPaise,
              currency: payment.currency,
              status: payment.status,
              method: payment.method,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmacHex(webhookSecret, body) };
    },
  };
}
