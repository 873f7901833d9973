import fp from 'fastify-plugin';
import { clientPortalRoutes } from './client-portal.routes';

// A client contact's own Projects and invoices.

export const clientPortalModule = fp(
  async (app) => {
    await app.register(clientPortalRoutes);
  },
  { name: 'client-portal' },
);
