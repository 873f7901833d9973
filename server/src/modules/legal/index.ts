import fp from 'fastify-plugin';
import { legalRoutes } from './legal.routes';

// The firm's legal documents as PDFs.

export const legalModule = fp(
  async (app) => {
    await app.register(legalRoutes);
  },
  { name: 'legal' },
);
