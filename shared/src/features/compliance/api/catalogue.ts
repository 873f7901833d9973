import { queryOptions } from '@tanstack/react-query';
import { complianceAnswerSchema, type ComplianceCreate, type ComplianceUpdate } from '@firm/shared/domain/compliance';
import { sacCodeListAnswerSchema, serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import { http } from '@firm/shared/runtime';
import { useCacheWrite } from '@firm/shared/ui';
import { complianceKeys } from './board-prefetch';

// The catalogue form's calls: the firm's active service categories and SAC codes to bill a compliance's
// Projects under, and saving a compliance (POST a new one, PUT an existing one).

async function fetchCategories() {
  const { data } = await http.get('/api/master/service-categories', { params: { limit: '100', sort: 'name', order: 'asc' } });
  return serviceCategoryListAnswerSchema.parse(data).data.service_categories.filter((c) => c.is_active);
}

async function fetchSacCodes() {
  const { data } = await http.get('/api/master/sac-codes', { params: { limit: '100', sort: 'code', order: 'asc' } });
  return sacCodeListAnswerSchema.parse(data).data.sac_codes.filter((c) => c.is_active);
}

export const catalogueQueries = {
  categories: () =>
    queryOptions({ queryKey: [...complianceKeys.all(), 'category-options'] as const, queryFn: fetchCategories, staleTime: 60_000 }),
  sacCodes: () => queryOptions({ queryKey: [...complianceKeys.all(), 'sac-options'] as const, queryFn: fetchSacCodes, staleTime: 60_000 }),
};

/** A new compliance (id null) carries its code; an existing one is saved without. */
export type ComplianceSave = { id: number | null; body: ComplianceCreate | ComplianceUpdate };

export const useSaveCompliance = () =>
  useCacheWrite(
    async (save: ComplianceSave) => {
      const answer =
        save.id === null ? await http.post('/api/compliances', save.body) : await http.put(`/api/compliances/${save.id}`, save.body);
      return complianceAnswerSchema.parse(answer.data);
    },
    (client) => client.invalidateQueries({ queryKey: complianceKeys.all() }),
  );
