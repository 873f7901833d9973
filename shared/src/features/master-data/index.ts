import { lazyScreen } from '@firm/shared/ui';

// The master data's door: SAC/SHA codes and service categories, each screen its own chunk, and their lists'
// light prefetches.

export { prefetchSacCodeList, prefetchServiceCategoryList } from './api/master-data-list-prefetch';

export const ServiceCategoriesPage = /* @__PURE__ */ lazyScreen(() =>
  import('./service-categories-page').then((m) => m.ServiceCategoriesPage),
);
export const SacCodesPage = /* @__PURE__ */ lazyScreen(() => import('./sac-codes-page').then((m) => m.SacCodesPage));
