import {
  createOrderAnswerSchema,
  sandboxCheckoutAnswerSchema,
  type PaymentOrder,
  type SandboxCheckoutAnswer,
  type VerifyPayment,
} from '@firm/shared/domain/payment';
import { http } from '@firm/shared/runtime';
import { answerData } from '@firm/shared/ui';

// Spec 02 §7 payment calls, through the shared client (bearer token, one refresh on 401).

/** POST /api/payments/create-order: an order for what the invoice owes now, and how to open its checkout. */
export const createPaymentOrder = (invoiceNumber: string, clientId: string): Promise<PaymentOrder> =>
  answerData(createOrderAnswerSchema, http.post('/api/payments/create-order', { invoice_number: invoiceNumber, client_id: clientId }));

/**
 * POST /api/payments/verify-payment: what the checkout handed back. The answer is returned as sent: spec
 * 02 §4 decides success on it (`paymentVerified`), more leniently than the server's own schema.
 */
export async function verifyPayment(body: VerifyPayment): Promise<unknown> {
  const { data } = await http.post<unknown>('/api/payments/verify-payment', body);
  return data;
}

/** POST /api/payments/sandbox/checkout (no Razorpay keys): the sandbox pays or fails the order. */
export const sandboxCheckout = (orderId: string, outcome: 'pay' | 'fail'): Promise<SandboxCheckoutAnswer> =>
  answerData(sandboxCheckoutAnswerSchema, http.post('/api/payments/sandbox/checkout', { order_id: orderId, outcome }));
