import fp from 'fastify-plugin';
import { warmBillingFonts } from '../pdf';
import { invoiceRoutes } from './invoices.routes';

// GST invoices: generation from a Project, the lists, status changes, refunds and the invoice mail.

export const invoicesModule = fp(
  async (app) => {
    await app.register(invoiceRoutes);
    app.addHook('onReady', warmBillingFonts);
  },
  { name: 'invoices' },
);

export { INVOICE_ADMINS } from './invoices.routes';
export { generateInvoice } from './invoices.service';
export { setInvoiceStatus } from './invoices.status';
export { findInvoice, nextSequence } from './invoices.repo';
export { type InvoiceRecipient, invoiceRecipients } from './invoices.mail';
export { upiPayeeOf, type UpiPayee } from './upi-payee';
