import fp from 'fastify-plugin';
import { clientRoutes } from './clients.routes';

// The firm's clients and their contacts (master data).

export const clientsModule = fp(
  async (app) => {
    await app.register(clientRoutes);
  },
  { name: 'clients' },
);

export { setClientBillingOffice, setContactEmail } from './clients.repo';
export { isContactEmailTaken, updateOwnContact } from './clients.own-contact';
