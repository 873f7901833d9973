import fp from 'fastify-plugin';
import { serviceCategoryRoutes } from './service-categories.routes';

// Service categories (master data).

export const serviceCategoriesModule = fp(
  async (app) => {
    await app.register(serviceCategoryRoutes);
  },
  { name: 'service-categories' },
);

export { activeServiceCategories, addMissingServiceCategories, insertServiceCategory } from './service-categories.repo';
