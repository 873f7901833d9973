import type { ListEndpoint } from '@firm/shared/ui';

// The master-data lists' addresses: the prefetch (read as the page opens) and the resources (with their schemas) both build on them,
// and the prefetch loads the resources lazily, so the addresses live apart from both.

/** GET /api/master/sac-codes?include_inactive=true: the resource `sacCodeList` is built on. */
export const SAC_CODE_LIST_ENDPOINT: ListEndpoint = {
  key: 'sac-codes',
  path: '/api/master/sac-codes',
  fixed: { include_inactive: 'true' },
};

/** GET /api/master/service-categories?include_inactive=true: the resource `serviceCategoryList` is built on. */
export const SERVICE_CATEGORY_LIST_ENDPOINT: ListEndpoint = {
  key: 'service-categories',
  path: '/api/master/service-categories',
  fixed: { include_inactive: 'true' },
};
