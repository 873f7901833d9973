import fp from 'fastify-plugin';
import { sacCodeRoutes } from './sac-codes.routes';

// SAC codes and their GST rates (master data).

export const sacCodesModule = fp(
  async (app) => {
    await app.register(sacCodeRoutes);
  },
  { name: 'sac-codes' },
);

export { activeSacCodes, addMissingSacCodes, insertSacCode } from './sac-codes.repo';
