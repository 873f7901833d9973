import { mockApi, notFromServer } from '@firm/shared/runtime/testing';
import { serviceCategoryList, serviceCategoryQueries } from './service-categories';
import { sacCodeList, sacCodeQueries } from './sac-codes';

const category = {
  service_category_id: 1,
  name: 'Audit',
  description: 'Statutory audit',
  is_active: true,
  cgst: 9,
  sgst: 9,
  igst: 18,
  created_at: '2026-04-01T00:00:00Z',
};
const sac = { sac_code_id: 5, code: '998231', description: 'Accounting', is_active: false, created_at: null };
const pagination = { page: 2, limit: 10, total: 11, pages: 2 };
const params = { page: 2, limit: 10, sort: 'name', order: 'desc' as const, search: 'aud', filters: { is_active: '' } };

describe('master-data lists', () => {
  it('asks for a page of both statuses and reads it with the route schema', async () => {
    const calls = mockApi(() => ({ status: 200, data: { success: true, data: { service_categories: [category] }, pagination } }));
    expect(await serviceCategoryList.fetchList(params)).toEqual({ rows: [category], pagination, summary: undefined });
    expect(calls[0]).toMatchObject({
      url: '/api/master/service-categories',
      params: { include_inactive: 'true', page: '2', limit: '10', sort: 'name', order: 'desc', search: 'aud' },
    });
  });

  it('refuses an answer that is not the contract instead of guessing', async () => {
    mockApi(() => notFromServer({ status: 200, data: { success: true, data: [sac] } }));
    await expect(sacCodeList.fetchList({ ...params, sort: 'code' })).rejects.toThrow();
  });

  it('keys each resource separately, lists under their resource', () => {
    expect(serviceCategoryQueries.list(params).queryKey).toEqual(['service-categories', 'list', params]);
    expect(sacCodeQueries.lists()).toEqual(['sac-codes', 'list']);
    expect(sacCodeQueries.detail(5).queryKey).toEqual(['sac-codes', 'detail', 5]);
  });
});
