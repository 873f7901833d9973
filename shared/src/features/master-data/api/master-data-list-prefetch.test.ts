import { waitFor } from '@testing-library/react';
import { queryClient } from '@firm/shared/runtime';
import { mockApi } from '@firm/shared/runtime/testing';
import { arrivalListParams } from '@firm/shared/ui';
import { sacCodeList } from './sac-codes';
import { serviceCategoryList } from './service-categories';
import {
  prefetchSacCodeList,
  prefetchServiceCategoryList,
  SAC_CODE_LIST_DEFAULTS,
  SERVICE_CATEGORY_LIST_DEFAULTS,
} from './master-data-list-prefetch';

afterEach(() => queryClient.clear());

const page = (rows: string) => ({
  status: 200,
  data: { success: true, data: { [rows]: [] }, pagination: { page: 1, limit: 25, total: 0, pages: 0 } },
});

describe('the master-data lists asked for as the page opens', () => {
  it('puts the SAC/SHA codes page, inactive codes included, under the key the screen reads', async () => {
    const calls = mockApi(() => page('sac_codes'));
    const location = { pathname: '/dashboard/admin/sha-codes', search: '?search=9982' };
    prefetchSacCodeList(location);
    const key = sacCodeList.list(arrivalListParams(SAC_CODE_LIST_DEFAULTS, location)).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ rows: [] }));
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/master/sac-codes',
        params: expect.objectContaining({ include_inactive: 'true', search: '9982', sort: 'code' }),
      }),
    ]);
  });

  it('puts the service categories page, inactive ones included, under the key the screen reads', async () => {
    const calls = mockApi(() => page('service_categories'));
    const location = { pathname: '/dashboard/admin/service-categories', search: '' };
    prefetchServiceCategoryList(location);
    const key = serviceCategoryList.list(arrivalListParams(SERVICE_CATEGORY_LIST_DEFAULTS, location)).queryKey;
    await waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ rows: [] }));
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/master/service-categories',
        params: expect.objectContaining({ include_inactive: 'true', sort: 'name' }),
      }),
    ]);
  });
});
