import fp from 'fastify-plugin';
import { creditNoteRoutes } from './credit-notes.routes';
import { latestCreditNotes } from './credit-notes.repo';
import { registerCreditNoteHooks } from './credit-notes.invoice-hooks';

// Credit notes against issued invoices.

export const creditNotesModule = fp(
  async (app) => {
    // A Project's answers name the latest credit note against its invoice: tasks asks us.
    app.taskHooks.provideInvoiceReaders({ latestCreditNotes });
    // What keeps an invoice from being cancelled, and its detail's credit notes: invoices asks us.
    registerCreditNoteHooks(app.invoiceHooks);
    await app.register(creditNoteRoutes);
  },
  { name: 'credit-notes', dependencies: ['tasks', 'invoices'] },
);

export { createCreditNote } from './credit-notes.service';
export { registerCreditNoteHooks } from './credit-notes.invoice-hooks';
