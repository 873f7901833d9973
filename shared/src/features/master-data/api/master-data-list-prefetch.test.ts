import { queryClient } from '@firm/shared/runtime';
import { prefetchedPage } from '@firm/shared/ui/testing';
import { sacCodeList } from './sac-codes';
import { serviceCategoryList } from './service-categories';
import {
  prefetchSacCodeList,
  prefetchServiceCategoryList,
  SAC_CODE_LIST_DEFAULTS,
  SERVICE_CATEGORY_LIST_DEFAULTS,
} from './master-data-list-prefetch';

afterEach(() => queryClient.clear());

const emptyPage = (rows: string) => ({ success: true, data: { [rows]: [] }, pagination: { page: 1, limit: 25, total: 0, pages: 0 } });

// Both master lists are asked for the same way; each row is one screen's address, answer and call.
const lists = [
  {
    name: 'the SAC/SHA codes page',
    options: { prefetch: prefetchSacCodeList, resource: sacCodeList, defaults: SAC_CODE_LIST_DEFAULTS },
    location: { pathname: '/dashboard/admin/sha-codes', search: '?search=9982' },
    rows: 'sac_codes',
    call: { url: '/api/master/sac-codes', params: { include_inactive: 'true', search: '9982', sort: 'code' } },
  },
  {
    name: 'the service categories page',
    options: { prefetch: prefetchServiceCategoryList, resource: serviceCategoryList, defaults: SERVICE_CATEGORY_LIST_DEFAULTS },
    location: { pathname: '/dashboard/admin/service-categories', search: '' },
    rows: 'service_categories',
    call: { url: '/api/master/service-categories', params: { include_inactive: 'true', sort: 'name' } },
  },
];

describe('the master-data lists asked for as the page opens', () => {
  it.each(lists)('puts $name, inactive records included, under the key the screen reads', async ({ options, location, rows, call }) => {
    const { page, calls } = await prefetchedPage({ ...options, location, answer: emptyPage(rows) });
    expect(page).toMatchObject({ rows: [] });
    expect(calls).toEqual([expect.objectContaining({ url: call.url, params: expect.objectContaining(call.params) })]);
  });
});
