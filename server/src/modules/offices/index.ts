import fp from 'fastify-plugin';
import { billingOfficeRoutes } from './offices.assign.routes';
import { officeRoutes } from './offices.routes';

// The firm's offices and their GST registrations (master data).

export const officesModule = fp(
  async (app) => {
    await app.register(officeRoutes);
    await app.register(billingOfficeRoutes);
  },
  { name: 'offices' },
);

export { findOffice, listOffices, seriesOfOffice, type OfficeRow } from './offices.repo';
