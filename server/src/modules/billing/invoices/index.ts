import fp from 'fastify-plugin';
import { warmBillingFonts } from '../pdf';
import { invoiceRoutes } from './invoices.routes';
import { projectOfInvoice } from './invoices.repo';
import { createInvoiceHooks, type InvoiceHooks } from './invoices.hooks';

// GST invoices: generation from a Project, the lists, status changes, refunds and the invoice mail.

/* eslint-disable @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** Where credit notes and payments register their rules about an invoice and what its detail shows of theirs. */
    invoiceHooks: InvoiceHooks;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const invoicesModule = fp(
  async (app) => {
    app.decorate('invoiceHooks', createInvoiceHooks());
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
export { createInvoiceHooks } from './invoices.hooks';
export { invoicePayloadOf } from './invoices.einvoice';
export type { CancelGuard, CancelledInvoice, CreditNotesReader, InvoiceHooks, ManualEntry, PaymentLedger } from './invoices.hooks';
