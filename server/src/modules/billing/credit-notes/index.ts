import fp from 'fastify-plugin';
import { creditNoteRoutes } from './credit-notes.routes';

// Credit notes against issued invoices.

export const creditNotesModule = fp(
  async (app) => {
    await app.register(creditNoteRoutes);
  },
  { name: 'credit-notes' },
);

export { createCreditNote } from './credit-notes.service';
