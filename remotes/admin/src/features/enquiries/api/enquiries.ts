import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enquiry, EnquiryPage, EnquiryStatus } from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';

// The website's messages (issue 8): GET /api/enquiries (paged), GET /:id, PUT /:id/status.

export type EnquiryListParams = { status?: EnquiryStatus; page: number; pageSize: number };

export async function listEnquiries({ status, page, pageSize }: EnquiryListParams): Promise<EnquiryPage> {
  const { data } = await http.get<{ data: EnquiryPage }>('/api/enquiries', { params: { status, page, page_size: pageSize } });
  return data.data;
}

export async function getEnquiry(id: number): Promise<Enquiry> {
  const { data } = await http.get<{ data: Enquiry }>(`/api/enquiries/${id}`);
  return data.data;
}

export async function updateEnquiryStatus(id: number, status: EnquiryStatus): Promise<Enquiry> {
  const { data } = await http.put<{ data: Enquiry }>(`/api/enquiries/${id}/status`, { status });
  return data.data;
}

export const enquiryQueries = {
  all: () => ['enquiries'] as const,
  list: (params: EnquiryListParams) =>
    queryOptions({
      queryKey: [...enquiryQueries.all(), 'list', params] as const,
      queryFn: () => listEnquiries(params),
      // The previous page stays on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) => queryOptions({ queryKey: [...enquiryQueries.all(), 'detail', id] as const, queryFn: () => getEnquiry(id) }),
};

export function useUpdateEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) => updateEnquiryStatus(id, status),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryQueries.detail(enquiry.id).queryKey, enquiry);
      // Every list page may hold it, under any filter.
      void queryClient.invalidateQueries({ queryKey: [...enquiryQueries.all(), 'list'] });
    },
  });
}
