import fp from 'fastify-plugin';
import { enquiryRoutes } from './enquiries.routes';

// The public contact form and the admin's Enquiries.

export const enquiriesModule = fp(
  async (app) => {
    await app.register(enquiryRoutes);
  },
  { name: 'enquiries' },
);
