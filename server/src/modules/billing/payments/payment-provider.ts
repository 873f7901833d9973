import { createHmac, timingSafeEqual } from 'node:crypto';

// Online payments: one interface, two implementations. Razorpay when its keys are set; a
// sandbox otherwise (the `npm start` default) that follows the same order, signature and webhook scheme
// with a locally made secret, so the whole flow runs offline. Amounts are integer paise, currency INR.

export type ProviderOrder = {
  id: string;
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
};

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type ProviderPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  /** Card, UPI, netbanking... as the provider names it. */
  method: string | null;
};

export type CreateOrderInput = { amountPaise: number; receipt: string; notes: Record<string, string> };

export type PaymentProvider = {
  kind: 'razorpay' | 'sandbox';
  /** The public key the checkout opens with. */
  keyId: string;
  createOrder: (input: CreateOrderInput) => Promise<ProviderOrder>;
  fetchPayment: (paymentId: string) => Promise<ProviderPayment>;
  /** Checkout's answer: razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret), hex. */
  checkoutSignatureValid: (orderId: string, paymentId: string, signature: string) => boolean;
  /** Webhooks: X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), hex. */
  webhookSignatureValid: (rawBody: Buffer, signature: string) => boolean;
};

/** A provider call that failed: the provider's own words stay in the log, the caller gets the spec's message. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one; anything not 64 hex digits is false. */
export function signatureMatches(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

export const checkoutPayload = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;

/** Razorpay's ids: a prefix, an underscore and 14 or more letters and digits. */
export const PROVIDER_ID_PATTERN = /^(order|pay)_[A-Za-z0-9]{6,40}$/;
