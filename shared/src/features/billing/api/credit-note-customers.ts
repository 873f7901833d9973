import { queryOptions } from '@tanstack/react-query';
import { clientListAnswerSchema } from '@firm/shared/domain/list';
import { http } from '@firm/shared/runtime';

// The Credit Notes screen's customer filter. Its own call rather than the clients feature's list: a
// feature never imports another one, and the filter needs names and ids only.

export type CreditNoteCustomer = { client_id: number; client_name: string };

// Every client, active or not (a credit note may be for a client deactivated since), by name.
const CUSTOMER_PARAMS = { page: '1', limit: '100', sort: 'name', order: 'asc' };

export async function getCreditNoteCustomers(): Promise<CreditNoteCustomer[]> {
  const { data } = await http.get('/api/clients/', { params: CUSTOMER_PARAMS });
  return clientListAnswerSchema.parse(data).data.clients.map((c) => ({ client_id: Number(c.client_id), client_name: c.client_name ?? '' }));
}

export const creditNoteCustomerQuery = queryOptions({
  queryKey: ['credit-note-customers'] as const,
  queryFn: getCreditNoteCustomers,
  staleTime: 60_000,
});
