import fp from 'fastify-plugin';
import { paymentRoutes, paymentsPlugin } from './payments.routes';

// Payments: recorded by the firm, or paid online (Razorpay, or the sandbox without keys), with receipts.

export const paymentsModule = fp(
  async (app) => {
    await app.register(paymentsPlugin);
    await app.register(paymentRoutes);
  },
  { name: 'payments' },
);

export type { SandboxProvider } from './sandbox-provider';
export { checkoutPayload, hmacHex } from './payment-provider';
