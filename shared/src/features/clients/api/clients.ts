import { queryOptions } from '@tanstack/react-query';
import { clientListAnswerSchema } from '@firm/shared/domain/list';
import {
  fromWireClientType,
  type ClientBody,
  type ClientContact,
  type ClientDetail,
  type ClientListRow,
  type ClientType,
} from '@firm/shared/domain/client';
import { gstCategoryOf } from '@firm/shared/domain/gst-category';
import { officeListAnswerSchema, type OfficeView } from '@firm/shared/domain/offices';
import { http } from '@firm/shared/runtime';
import { answerData, invalidateKeys, listAndDetailQueries, listResource, useCacheWrite } from '@firm/shared/ui';
import { CLIENT_LIST_ENDPOINT } from './client-list-endpoint';

// Clients (spec 01 §7). Types are read back from the API's spelling (one_person_company) into ours.
// The detail reader below still tolerates older answer shapes; the list is the contract's.

export type ClientRow = Omit<ClientListRow, 'client_type'> & { client_type: ClientType };

export type ClientSummary = { countsByType: Partial<Record<ClientType, number>>; total: number };

export type ClientRecord = Omit<ClientDetail, 'client_type'> & { client_type: ClientType };

function toRow(raw: Partial<ClientListRow>): ClientRow {
  return {
    client_id: Number(raw.client_id),
    client_name: raw.client_name ?? '',
    client_code: raw.client_code ?? '',
    cin: raw.cin ?? null,
    is_active: raw.is_active !== false,
    client_type: fromWireClientType(raw.client_type),
    phone: raw.phone ?? null,
    email: raw.email ?? null,
    gst_category: gstCategoryOf(raw.gst_category),
  };
}

/** GET /api/clients/: one page, parsed with the schema the route declares, types read into ours. */
export const clientList = listResource({
  ...CLIENT_LIST_ENDPOINT,
  schema: clientListAnswerSchema,
  select: (answer): { rows: ClientRow[]; summary: ClientSummary } => {
    const countsByType: Partial<Record<ClientType, number>> = {};
    for (const [wire, n] of Object.entries(answer.summary.counts_by_type)) {
      const type = fromWireClientType(wire);
      countsByType[type] = (countsByType[type] ?? 0) + n;
    }
    return { rows: answer.data.clients.map(toRow), summary: { countsByType, total: answer.summary.total } };
  },
});

export function readClientDetail(body: unknown): ClientRecord {
  const raw = ((body as { data?: unknown } | null)?.data ?? body) as Partial<ClientDetail> | null;
  if (!raw || typeof raw !== 'object' || raw.client_id === undefined) throw new Error('Failed to fetch client details');
  const address: Partial<ClientDetail['address']> = raw.address ?? {};
  return {
    ...toRow(raw),
    gst_number: raw.gst_number ?? '',
    billing_office_id: typeof raw.billing_office_id === 'number' ? raw.billing_office_id : null,
    address: {
      street: address.street ?? '',
      city: address.city ?? null,
      state: address.state ?? '',
      pincode: address.pincode ?? null,
      country: address.country || 'India',
    },
    contacts: (raw.contacts ?? []).map((c: Partial<ClientContact>) => ({
      id: Number(c.id),
      name: c.name ?? '',
      role: c.role ?? null,
      email: c.email ?? null,
      phone: c.phone ?? null,
      is_active: c.is_active !== false,
    })),
    created_at: raw.created_at,
    updated_at: raw.updated_at,
  };
}

export async function getClient(id: number): Promise<ClientRecord> {
  const { data } = await http.get(`/api/clients/${id}`);
  return readClientDetail(data);
}

export type ClientSaveAnswer = { success?: boolean; message?: string; data?: unknown };

/** The body is the parsed schema output: the API's type spelling, temporary contact ids gone. */
export async function createClient(body: ClientBody): Promise<ClientSaveAnswer> {
  const { data } = await http.post<ClientSaveAnswer>('/api/clients/', body);
  return data ?? {};
}

export async function updateClient(id: number, body: ClientBody): Promise<ClientSaveAnswer> {
  const { data } = await http.put<ClientSaveAnswer>(`/api/clients/${id}`, body);
  return data ?? {};
}

/** The firm's offices, to choose the one that bills a client. */
export async function getBillingOffices(): Promise<OfficeView[]> {
  return (await answerData(officeListAnswerSchema, http.get('/api/master/offices'))).offices;
}

/** PUT /api/clients/{id}/billing-office: null bills from the head office. */
export async function setClientBillingOffice({ clientId, officeId }: { clientId: number; officeId: number | null }) {
  await http.put(`/api/clients/${clientId}/billing-office`, { office_id: officeId });
}

export const clientQueries = {
  ...listAndDetailQueries(clientList, getClient),
  billingOffices: () =>
    queryOptions({ queryKey: [...clientList.all(), 'billing-offices'] as const, queryFn: getBillingOffices, staleTime: 60_000 }),
};

export const useCreateClient = () =>
  useCacheWrite(createClient, (queryClient) => queryClient.invalidateQueries({ queryKey: clientQueries.lists() }));

export const useUpdateClient = () =>
  useCacheWrite(
    ({ id, body }: { id: number; body: ClientBody }) => updateClient(id, body),
    (queryClient, _answer, { id }) => invalidateKeys(queryClient, clientQueries.lists(), clientQueries.detail(id).queryKey),
  );

export const useSetClientBillingOffice = () =>
  useCacheWrite(setClientBillingOffice, (queryClient, _answer, { clientId }) =>
    queryClient.invalidateQueries({ queryKey: clientQueries.detail(clientId).queryKey }),
  );
