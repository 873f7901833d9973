import {
  checkoutPayload,
  hmacHex,
  PaymentProviderError,
  signatureMatches,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './payment-provider';

// Razorpay's Orders and Payments API over HTTPS with basic auth (key id : key secret). The base URL is
// configurable (RAZORPAY_API_URL) so tests run this very client against a fake Razorpay on loopback.

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  /** Default https://api.razorpay.com */
  apiUrl?: string;
  timeoutMs?: number;
};

type RazorpayOrderJson = { id: string; amount: number; currency: string; receipt: string; notes?: Record<string, string> | [] };
type RazorpayPaymentJson = { id: string; order_id: string; amount: number; currency: string; status: string; method?: string };

const STATUSES: readonly ProviderPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

export function razorpayProvider(options: RazorpayOptions): PaymentProvider {
  const base = (options.apiUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/v1${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay unreachable: ${(error as Error).message}`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // Not JSON: the raw text, cut, is the description.
      }
      throw new PaymentProviderError(
        `Razorpay ${method} ${path.split('/')[1]} answered ${response.status}: ${description}`,
        response.status,
      );
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new PaymentProviderError(`Razorpay ${method} ${path.split('/')[1]} answered with something other than JSON`, response.status);
    }
  }

  return {
    kind: 'razorpay',
    keyId: options.keyId,
    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      const order = await call<RazorpayOrderJson>('POST', '/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      });
      if (order.amount !== input.amountPaise || order.currency !== 'INR') {
        throw new PaymentProviderError('Razorpay made an order for another amount or currency', null);
      }
      return {
        id: order.id,
        amountPaise: order.amount,
        currency: 'INR',
        receipt: order.receipt,
        notes: Array.isArray(order.notes) ? {} : (order.notes ?? {}),
      };
    },
    async fetchPayment(paymentId: string): Promise<ProviderPayment> {
      const payment = await call<RazorpayPaymentJson>('GET', `/payments/${encodeURIComponent(paymentId)}`);
      const status = STATUSES.includes(payment.status as ProviderPaymentStatus) ? (payment.status as ProviderPaymentStatus) : 'failed';
      return {
        id: payment.id,
        orderId: payment.order_id,
        amountPaise: payment.amount,
        currency: payment.currency,
        status,
        method: payment.method ?? null,
      };
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(hmacHex(options.keySecret, checkoutPayload(orderId, paymentId)), signature),
    webhookSignatureValid: (rawBody, signature) =>
      options.webhookSecret !== undefined && signatureMatches(hmacHex(options.webhookSecret, rawBody), signature),
  };
}
