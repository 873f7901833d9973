import {
  createOrderAnswerSchema,
  sandboxCheckoutAnswerSchema,
  verifyPaymentAnswerSchema,
  type PaymentOrder,
} from '@firm/shared/domain/payment';
import { checkedReply, mockApi, type MockReply, type MockRequest } from '@firm/shared/runtime/testing';

// Tests only: the three payment calls of spec 02 §7 behind the shared client. Like the server,
// verify-payment accepts only the signature the checkout handed out for that order and payment, so a test
// passes only when the screen sends back what the checkout gave it. Each success is checked against the
// route's answer schema (checkedReply); a replaced answer (`createOrder`, `checkout`, `verify`) is not.

export type FakeCheckoutResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** A stable 64-hex-digit "signature" of an order and payment (the server's is an HMAC; the shape is what matters here). */
export function fakeSignature(orderId: string, paymentId: string): string {
  let hash = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 64; round += 1) {
    for (const char of `${round}|${orderId}|${paymentId}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out.slice(0, 64);
}

/** What Razorpay's checkout hands the page after paying `orderId`. */
export const fakeCheckoutResponse = (orderId: string, paymentId = 'pay_TEST0000000001'): FakeCheckoutResponse => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: fakeSignature(orderId, paymentId),
});

export type PaymentServerOptions = {
  provider?: PaymentOrder['provider'];
  /** Paise due on every invoice. */
  amount?: number;
  merchant?: string;
  /** Replace an answer (a refusal, an outage, an odd success). */
  createOrder?: MockReply;
  checkout?: MockReply;
  verify?: MockReply;
};

export function paymentServer(options: PaymentServerOptions = {}) {
  const { provider = 'sandbox', amount = 118_000, merchant = 'Rao & Associates' } = options;
  let orders = 0;
  let payments = 0;
  const orderFor = (invoiceNumber: string): PaymentOrder => ({
    order_id: `order_TEST${String((orders += 1)).padStart(6, '0')}`,
    amount,
    currency: 'INR',
    provider,
    key_id: provider === 'razorpay' ? 'rzp_test_PUBLICKEY01' : 'rzp_sandbox_local',
    invoice_number: invoiceNumber,
    description: `Payment for Invoice ${invoiceNumber}`,
    merchant_name: merchant,
  });
  const invoiceOf = new Map<string, string>();

  const calls = mockApi((request: MockRequest): MockReply => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (request.method === 'POST' && request.url === '/api/payments/create-order') {
      if (options.createOrder) return options.createOrder;
      const order = orderFor(body.invoice_number!);
      invoiceOf.set(order.order_id, order.invoice_number);
      return checkedReply(createOrderAnswerSchema, { status: 200, data: { success: true, data: order } });
    }
    if (request.method === 'POST' && request.url === '/api/payments/sandbox/checkout') {
      if (options.checkout) return options.checkout;
      if (!invoiceOf.has(body.order_id!)) return { status: 404, data: { message: 'Not found', code: 'PAYMENT_ORDER_UNKNOWN' } };
      const paymentId = `pay_SBX${String((payments += 1)).padStart(6, '0')}`;
      const data =
        body.outcome === 'pay'
          ? { outcome: 'paid', ...fakeCheckoutResponse(body.order_id!, paymentId) }
          : {
              outcome: 'failed',
              razorpay_order_id: body.order_id,
              razorpay_payment_id: paymentId,
              error: { description: 'Payment failed in the sandbox' },
            };
      return checkedReply(sandboxCheckoutAnswerSchema, { status: 200, data: { success: true, data } });
    }
    if (request.method === 'POST' && request.url === '/api/payments/verify-payment') {
      if (options.verify) return options.verify;
      const signed = body.razorpay_signature === fakeSignature(body.razorpay_order_id!, body.razorpay_payment_id!);
      if (!signed || invoiceOf.get(body.razorpay_order_id!) !== body.invoice_number) {
        return { status: 400, data: { message: 'Payment verification failed', code: 'PAYMENT_SIGNATURE_INVALID' } };
      }
      return checkedReply(verifyPaymentAnswerSchema, {
        status: 200,
        data: {
          success: true,
          status: 'success',
          message: 'Payment verified successfully',
          data: { payment_verified: true, receipt_number: 'RCT/2026-27/0001', amount_paise: amount, invoice_number: body.invoice_number },
        },
      });
    }
    return { status: 404, data: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  return calls;
}
