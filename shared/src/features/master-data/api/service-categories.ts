import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import type { ServiceCategoryBody } from '@firm/shared/domain/service-category';
import { http } from '@firm/shared/runtime';
import { listResource } from '@firm/shared/ui';
import { SERVICE_CATEGORY_LIST_ENDPOINT } from './master-data-list-prefetch';

// Service categories with their GST rates (spec 01 §7).

/** GET /api/master/service-categories, both statuses, a page at a time, parsed with the route's schema. */
export const serviceCategoryList = listResource({
  ...SERVICE_CATEGORY_LIST_ENDPOINT,
  schema: serviceCategoryListAnswerSchema,
  select: (answer) => ({ rows: answer.data.service_categories }),
});

export async function createServiceCategory(body: ServiceCategoryBody): Promise<unknown> {
  const { data } = await http.post('/api/master/service-categories', body);
  return data;
}

export async function updateServiceCategory(id: number, body: ServiceCategoryBody): Promise<unknown> {
  const { data } = await http.put(`/api/master/service-categories/${id}`, body);
  return data;
}

export const serviceCategoryQueries = {
  all: () => ['service-categories'] as const,
  lists: serviceCategoryList.lists,
  list: serviceCategoryList.list,
};

export function useCreateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCategoryQueries.lists() }),
  });
}

export function useUpdateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ServiceCategoryBody }) => updateServiceCategory(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCategoryQueries.lists() }),
  });
}
