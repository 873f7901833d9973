import fp from 'fastify-plugin';
import { paymentRoutes, paymentsPlugin } from './payments.routes';
import { registerPaymentHooks } from './payments.ledger';

// Payments: recorded by the firm, or paid online (Razorpay, or the sandbox without keys), with receipts.

export const paymentsModule = fp(
  async (app) => {
    // What keeps an invoice from being cancelled, its detail's entries and the entries its status writes: invoices asks us.
    registerPaymentHooks(app.invoiceHooks);
    await app.register(paymentsPlugin);
    await app.register(paymentRoutes);
  },
  { name: 'payments', dependencies: ['invoices'] },
);

export type { SandboxProvider } from './sandbox-provider';
export { checkoutPayload, hmacHex } from './payment-provider';
export { registerPaymentHooks } from './payments.ledger';
