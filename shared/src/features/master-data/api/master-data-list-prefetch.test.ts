import { describeListPrefetch, emptyListAnswer } from '@firm/shared/ui/testing';
import { sacCodeList } from './sac-codes';
import { serviceCategoryList } from './service-categories';
import {
  prefetchSacCodeList,
  prefetchServiceCategoryList,
  SAC_CODE_LIST_DEFAULTS,
  SERVICE_CATEGORY_LIST_DEFAULTS,
} from './master-data-list-prefetch';

// Both master lists are asked for the same way, inactive records included.
describeListPrefetch('the master-data lists asked for as the page opens', [
  {
    name: 'puts the SAC/SHA codes page, inactive records included, under the key the screen reads',
    prefetch: prefetchSacCodeList,
    resource: sacCodeList,
    defaults: SAC_CODE_LIST_DEFAULTS,
    location: { pathname: '/dashboard/admin/sha-codes', search: '?search=9982' },
    answer: emptyListAnswer('sac_codes'),
    page: { rows: [] },
    call: { url: '/api/master/sac-codes', params: { include_inactive: 'true', search: '9982', sort: 'code' } },
  },
  {
    name: 'puts the service categories page, inactive records included, under the key the screen reads',
    prefetch: prefetchServiceCategoryList,
    resource: serviceCategoryList,
    defaults: SERVICE_CATEGORY_LIST_DEFAULTS,
    location: { pathname: '/dashboard/admin/service-categories', search: '' },
    answer: emptyListAnswer('service_categories'),
    page: { rows: [] },
    call: { url: '/api/master/service-categories', params: { include_inactive: 'true', sort: 'name' } },
  },
]);
