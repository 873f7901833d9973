import fp from 'fastify-plugin';
import { registrationRoutes } from './registration.routes';

// Staff registration by an admin, with the welcome mail.

export const registrationModule = fp(
  async (app) => {
    await app.register(registrationRoutes);
  },
  { name: 'registration' },
);
