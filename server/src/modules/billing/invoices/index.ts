import fp from 'fastify-plugin';
import { warmBillingFonts } from '../pdf';
import { invoiceRoutes } from './invoices.routes';
import { projectOfInvoice } from './invoices.repo';

// GST invoices: generation from a Project, the lists, status changes, refunds and the invoice mail.

export const invoicesModule = fp(
  async (app) => {
    // Spec 02 §7 asks for a Project's detail by its invoice's id too: tasks asks us which Project that is.
    app.taskHooks.provideInvoiceReaders({ projectOfInvoice });
    await app.register(invoiceRoutes);
    app.addHook('onReady', warmBillingFonts);
  },
  { name: 'invoices', dependencies: ['tasks'] },
);

export { INVOICE_ADMINS } from './invoices.routes';
export { generateInvoice } from './invoices.service';
export { setInvoiceStatus } from './invoices.status';
export { addToInvoiceBalance, findInvoice, nextSequence } from './invoices.repo';
export { type InvoiceRecipient, invoiceRecipients } from './invoices.mail';
export { upiPayeeOf, type UpiPayee } from './upi-payee';
