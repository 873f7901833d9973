import fp from 'fastify-plugin';
import { creditNoteRoutes } from './credit-notes.routes';
import { invoiceCancelMessages } from '@firm/shared/domain/invoice';
import { hasIssuedCreditNote, latestCreditNotes } from './credit-notes.repo';

// Credit notes against issued invoices.

export const creditNotesModule = fp(
  async (app) => {
    // A Project's answers name the latest credit note against its invoice: tasks asks us.
    app.taskHooks.provideInvoiceReaders({ latestCreditNotes });
    // An invoice with an issued credit note is not cancelled: invoices asks us.
    app.invoiceHooks.onBeforeCancel(async (tx, invoice) =>
      (await hasIssuedCreditNote(tx, invoice.organizationId, invoice.id)) ? invoiceCancelMessages.credited : null,
    );
    await app.register(creditNoteRoutes);
  },
  { name: 'credit-notes', dependencies: ['tasks', 'invoices'] },
);

export { createCreditNote } from './credit-notes.service';
