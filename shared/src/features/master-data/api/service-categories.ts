import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceCategory, ServiceCategoryBody } from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';

// Service categories with their GST rates (spec 01 §7). Rates may arrive as numeric strings.

function toCategory(raw: Partial<Record<keyof ServiceCategory, unknown>>): ServiceCategory {
  const rate = (value: unknown) => (value === null || value === undefined || value === '' ? 0 : Number(value));
  return {
    service_category_id: Number(raw.service_category_id),
    name: String(raw.name ?? ''),
    description: String(raw.description ?? ''),
    is_active: raw.is_active !== false,
    cgst: rate(raw.cgst),
    sgst: rate(raw.sgst),
    igst: rate(raw.igst),
    created_at: typeof raw.created_at === 'string' ? raw.created_at : null,
  };
}

/** `data` as a list, or an object holding `service_categories` or `data`. */
export function readServiceCategories(body: unknown): ServiceCategory[] {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  const holder = (data ?? {}) as { service_categories?: unknown; data?: unknown };
  const list = Array.isArray(data) ? data : Array.isArray(holder.service_categories) ? holder.service_categories : holder.data;
  return Array.isArray(list) ? list.map(toCategory) : [];
}

export async function listServiceCategories(): Promise<ServiceCategory[]> {
  const { data } = await http.get('/api/master/service-categories', { params: { include_inactive: true } });
  return readServiceCategories(data);
}

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
  list: () => queryOptions({ queryKey: [...serviceCategoryQueries.all(), 'list'] as const, queryFn: listServiceCategories }),
};

export function useCreateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCategoryQueries.list().queryKey }),
  });
}

export function useUpdateServiceCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ServiceCategoryBody }) => updateServiceCategory(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceCategoryQueries.list().queryKey }),
  });
}
