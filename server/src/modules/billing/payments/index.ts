import fp from 'fastify-plugin';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { paymentRoutes, paymentsPlugin } from './payments.routes';
import { hasPayingOrder } from './payments.orders';

// Payments: recorded by the firm, or paid online (Razorpay, or the sandbox without keys), with receipts.

export const paymentsModule = fp(
  async (app) => {
    // An invoice whose checkout is under way is not cancelled: invoices asks us.
    app.invoiceHooks.onBeforeCancel(async (tx, invoice) => ((await hasPayingOrder(tx, invoice.id)) ? invoiceCancelMessages.paying : null));
    await app.register(paymentsPlugin);
    await app.register(paymentRoutes);
  },
  { name: 'payments', dependencies: ['invoices'] },
);

export type { SandboxProvider } from './sandbox-provider';
export { checkoutPayload, hmacHex } from './payment-provider';
