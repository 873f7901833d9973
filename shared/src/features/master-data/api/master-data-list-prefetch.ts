import { listPrefetch, type ListUrlDefaults } from '@firm/shared/ui';
import { SAC_CODE_LIST_ENDPOINT, SERVICE_CATEGORY_LIST_ENDPOINT } from './master-data-list-endpoints';

// The master-data lists' addresses and first views, apart from their schemas (sac-codes.ts,
// service-categories.ts) and screens: a remote's routes module imports this to ask for the first page as
// the page opens, so it must stay free of zod, MUI and the screens (docs/CONTRIBUTING.md, "Loading a role's
// screen"). The screens list inactive records too (`fixed`); pickers read the bare call.

/** The SAC/SHA Codes screen's view when the URL and the remembered view say nothing. */
export const SAC_CODE_LIST_DEFAULTS: ListUrlDefaults = { sort: 'code', filters: { is_active: '' } };

/** The Service Categories screen's view when the URL and the remembered view say nothing. */
export const SERVICE_CATEGORY_LIST_DEFAULTS: ListUrlDefaults = { sort: 'name', filters: { is_active: '' } };

export const prefetchSacCodeList = listPrefetch(SAC_CODE_LIST_ENDPOINT, SAC_CODE_LIST_DEFAULTS, () =>
  import('./sac-codes').then((m) => m.sacCodeList),
);

export const prefetchServiceCategoryList = listPrefetch(SERVICE_CATEGORY_LIST_ENDPOINT, SERVICE_CATEGORY_LIST_DEFAULTS, () =>
  import('./service-categories').then((m) => m.serviceCategoryList),
);
