import { readServiceCategories, serviceCategoryQueries } from './service-categories';
import { readSacCodes, sacCodeQueries } from './sac-codes';

const category = { service_category_id: 1, name: 'Audit', description: 'Statutory audit', is_active: true, cgst: '9.00', sgst: 9, igst: 18, created_at: '2026-04-01T00:00:00Z' };
const sac = { sac_code_id: 5, code: '998231', description: 'Accounting', is_active: false, created_at: null };

describe('master-data answers', () => {
  it.each([
    [{ success: true, data: [category] }],
    [{ success: true, data: { service_categories: [category] } }],
    [{ success: true, data: { data: [category] } }],
  ])('reads service categories from %j with numeric rates', (body) => {
    expect(readServiceCategories(body)).toEqual([{ ...category, cgst: 9 }]);
  });

  it.each([[{ success: true, data: [sac] }], [{ success: true, data: { sac_codes: [sac] } }], [{ data: { data: [sac] } }], [[sac]]])(
    'reads SAC codes from %j',
    (body) => {
      expect(readSacCodes(body)).toEqual([sac]);
    },
  );

  it('keys each resource separately', () => {
    expect(serviceCategoryQueries.list().queryKey).toEqual(['service-categories', 'list']);
    expect(sacCodeQueries.detail(5).queryKey).toEqual(['sac-codes', 'detail', 5]);
  });
});
