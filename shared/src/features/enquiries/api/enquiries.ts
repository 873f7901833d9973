import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { enquiryAnswerSchema, enquiryListAnswerSchema, type Enquiry, type EnquiryStatus } from '@firm/shared/domain/enquiry';
import { http } from '@firm/shared/runtime';
import { listResource, updateCachedRows } from '@firm/shared/ui';
import { ENQUIRY_LIST_ENDPOINT } from './enquiry-list-endpoint';

// The website's messages: GET /api/enquiries (the list contract), GET /:id, PUT /:id/status,
// every answer parsed with the schema the route declares.

export const enquiryList = listResource({
  ...ENQUIRY_LIST_ENDPOINT,
  schema: enquiryListAnswerSchema,
  select: (answer) => ({ rows: answer.data.enquiries, summary: answer.summary }),
});

export async function getEnquiry(id: number): Promise<Enquiry> {
  const { data } = await http.get(`/api/enquiries/${id}`);
  return enquiryAnswerSchema.parse(data).data;
}

export async function updateEnquiryStatus(id: number, status: EnquiryStatus): Promise<Enquiry> {
  const { data } = await http.put(`/api/enquiries/${id}/status`, { status });
  return enquiryAnswerSchema.parse(data).data;
}

export const enquiryQueries = {
  all: enquiryList.all,
  lists: enquiryList.lists,
  list: enquiryList.list,
  detail: (id: number) => queryOptions({ queryKey: [...enquiryQueries.all(), 'detail', id] as const, queryFn: () => getEnquiry(id) }),
};

export function useUpdateEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) => updateEnquiryStatus(id, status),
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryQueries.detail(enquiry.id).queryKey, enquiry);
      // The row changes at once on every page that holds it; the refetch then moves it between
      // status filters and brings the counts by status up to date.
      updateCachedRows<Enquiry>(queryClient, enquiryQueries.lists(), (row) => (row.id === enquiry.id ? enquiry : row));
      void queryClient.invalidateQueries({ queryKey: enquiryQueries.lists() });
    },
  });
}
