import { z } from 'zod';
import { dataAnswerSchema } from '../list';
import { DOCUMENT_NUMBER_PATTERN } from '../gst';
import { plainText } from '../validation';

// Paying an invoice online (spec 02 §4 payment flow, §7, §8): create an order for what is
// due, open the provider's checkout, verify on the server. Razorpay when keys are set, a sandbox
// checkout otherwise; the same order and signature scheme either way.

export const paymentMessages = {
  // Spec 02 §8, verbatim.
  notAvailable: 'Payment Not Available',
  noToken: 'Authentication token not found',
  sdkFailed: 'Failed to load Razorpay SDK',
  orderFailed: 'Failed to create payment order',
  verificationFailed: 'Payment verification failed',
  processingError: 'Payment Processing Error',
  cancelled: 'Payment Cancelled',
  cancelledDetail: 'Payment was cancelled by user',
  successful: 'Payment Successful',
  // The server's words.
  verified: 'Payment verified successfully',
  alreadyPaid: 'This invoice is already paid',
  dueChanged: 'The amount due on this invoice changed since this payment was started: start the payment again',
  orderUnknown: 'This payment order was not found for this invoice',
  notCaptured: 'The payment has not been received',
  badSignature: 'The payment signature does not match',
  invoiceNotFound: 'Invoice not found',
  providerDown: 'The payment service could not be reached: please try again in a moment',
  onlineOff: 'Online payment is not available: please pay by bank transfer using the details on the invoice',
} as const;

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

const invoiceNumber = plainText('Invoice number').trim().regex(DOCUMENT_NUMBER_PATTERN, { message: paymentMessages.invoiceNotFound });

/** Razorpay's ids: order_… and pay_…, letters and digits. */
const providerId = (prefix: 'order' | 'pay', field: string) =>
  plainText(field)
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), { message: `${field} is invalid` });

/** POST /api/payments/create-order: the invoice by its number; `client_id` may be sent but must be the caller's. */
export const createOrderSchema = z.object({
  invoice_number: invoiceNumber,
  client_id: z.unknown().optional(),
});

export const createOrderAnswerSchema = dataAnswerSchema(
  z.object({
    order_id: z.string(),
    /** Paise, as Razorpay's checkout takes it. */
    amount: z.number(),
    currency: z.literal('INR'),
    provider: z.enum(PAYMENT_PROVIDERS),
    key_id: z.string(),
    invoice_number: z.string(),
    description: z.string(),
    merchant_name: z.string(),
  }),
);
export type PaymentOrder = z.infer<typeof createOrderAnswerSchema>['data'];

/** POST /api/payments/verify-payment: what the checkout hands back, and the invoice. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: providerId('order', 'Order id'),
  razorpay_payment_id: providerId('pay', 'Payment id'),
  razorpay_signature: plainText('Signature')
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, { message: paymentMessages.badSignature }),
  invoice_number: invoiceNumber,
});
export type VerifyPayment = z.output<typeof verifyPaymentSchema>;

export const verifyPaymentAnswerSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    payment_verified: z.literal(true),
    receipt_number: z.string(),
    amount_paise: z.number(),
    invoice_number: z.string(),
  }),
});

/** POST /api/payments/sandbox/checkout (sandbox only): the portal's checkout step pays or fails the order. */
export const sandboxCheckoutSchema = z.object({
  order_id: providerId('order', 'Order id'),
  outcome: z.enum(['pay', 'fail'], { error: 'Outcome must be pay or fail' }),
});
export const sandboxCheckoutAnswerSchema = dataAnswerSchema(
  z.discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('paid'),
      razorpay_order_id: z.string(),
      razorpay_payment_id: z.string(),
      razorpay_signature: z.string(),
    }),
    z.object({
      outcome: z.literal('failed'),
      razorpay_order_id: z.string(),
      razorpay_payment_id: z.string(),
      error: z.object({ description: z.string() }),
    }),
  ]),
);
export type SandboxCheckoutAnswer = z.infer<typeof sandboxCheckoutAnswerSchema>['data'];
