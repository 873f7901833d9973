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

describe('the master-data lists asked for as the page opens', () => {
  it('puts the SAC/SHA codes page, inactive codes included, under the key the screen reads', async () => {
    const { page, calls } = await prefetchedPage({
      prefetch: prefetchSacCodeList,
      resource: sacCodeList,
      defaults: SAC_CODE_LIST_DEFAULTS,
      location: { pathname: '/dashboard/admin/sha-codes', search: '?search=9982' },
      answer: emptyPage('sac_codes'),
    });
    expect(page).toMatchObject({ rows: [] });
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/master/sac-codes',
        params: expect.objectContaining({ include_inactive: 'true', search: '9982', sort: 'code' }),
      }),
    ]);
  });

  it('puts the service categories page, inactive ones included, under the key the screen reads', async () => {
    const { page, calls } = await prefetchedPage({
      prefetch: prefetchServiceCategoryList,
      resource: serviceCategoryList,
      defaults: SERVICE_CATEGORY_LIST_DEFAULTS,
      location: { pathname: '/dashboard/admin/service-categories', search: '' },
      answer: emptyPage('service_categories'),
    });
    expect(page).toMatchObject({ rows: [] });
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/master/service-categories',
        params: expect.objectContaining({ include_inactive: 'true', sort: 'name' }),
      }),
    ]);
  });
});
