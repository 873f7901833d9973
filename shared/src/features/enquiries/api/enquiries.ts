import { enquiryAnswerSchema, enquiryListAnswerSchema, type Enquiry, type EnquiryStatus } from '@firm/shared/domain/enquiry';
import { http } from '@firm/shared/runtime';
import { answerData, listAndDetailQueries, listResource, updateCachedRows, useCacheWrite } from '@firm/shared/ui';
import { ENQUIRY_LIST_ENDPOINT } from './enquiry-list-endpoint';

// The website's messages: GET /api/enquiries (the list contract), GET /:id, PUT /:id/status,
// every answer parsed with the schema the route declares.

export const enquiryList = listResource({
  ...ENQUIRY_LIST_ENDPOINT,
  schema: enquiryListAnswerSchema,
  select: (answer) => ({ rows: answer.data.enquiries, summary: answer.summary }),
});

export const getEnquiry = (id: number): Promise<Enquiry> => answerData(enquiryAnswerSchema, http.get(`/api/enquiries/${id}`));

export const updateEnquiryStatus = (id: number, status: EnquiryStatus): Promise<Enquiry> =>
  answerData(enquiryAnswerSchema, http.put(`/api/enquiries/${id}/status`, { status }));

export const enquiryQueries = listAndDetailQueries(enquiryList, getEnquiry);

export const useUpdateEnquiryStatus = () =>
  useCacheWrite(
    ({ id, status }: { id: number; status: EnquiryStatus }) => updateEnquiryStatus(id, status),
    (queryClient, enquiry) => {
      queryClient.setQueryData(enquiryQueries.detail(enquiry.id).queryKey, enquiry);
      // The row changes at once on every page that holds it; the refetch then moves it between
      // status filters and brings the counts by status up to date.
      updateCachedRows<Enquiry>(queryClient, enquiryQueries.lists(), (row) => (row.id === enquiry.id ? enquiry : row));
      void queryClient.invalidateQueries({ queryKey: enquiryQueries.lists() });
    },
  );
