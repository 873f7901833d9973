import fp from 'fastify-plugin';
import { creditNoteRoutes } from './credit-notes.routes';
import { latestCreditNotes } from './credit-notes.repo';

// Credit notes against issued invoices.

export const creditNotesModule = fp(
  async (app) => {
    // A Project's answers name the latest credit note against its invoice: tasks asks us.
    app.taskHooks.provideInvoiceReaders({ latestCreditNotes });
    await app.register(creditNoteRoutes);
  },
  { name: 'credit-notes', dependencies: ['tasks'] },
);

export { createCreditNote } from './credit-notes.service';
