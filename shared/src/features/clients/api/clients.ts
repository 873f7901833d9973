import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fromWireClientType,
  type ClientBody,
  type ClientContact,
  type ClientDetail,
  type ClientListRow,
  type ClientType,
} from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';

// Clients (spec 01 §7). Types are read back from the API's spelling (one_person_company) into ours.

export type ClientListParams = { is_active?: boolean; search?: string };

export type ClientRow = Omit<ClientListRow, 'client_type'> & { client_type: ClientType };

export type ClientList = { clients: ClientRow[]; countsByType: Partial<Record<ClientType, number>> };

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
  };
}

function countTypes(rows: ClientRow[]): Partial<Record<ClientType, number>> {
  const counts: Partial<Record<ClientType, number>> = {};
  for (const row of rows) counts[row.client_type] = (counts[row.client_type] ?? 0) + 1;
  return counts;
}

/** `data.clients`, `data` as an array, or `data.data`; counts from the answer when it has them. */
export function readClientList(body: unknown): ClientList {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  const holder = (data ?? {}) as { clients?: unknown; data?: unknown; counts_by_type?: Record<string, number> };
  const list = Array.isArray(data) ? data : Array.isArray(holder.clients) ? holder.clients : Array.isArray(holder.data) ? holder.data : [];
  const clients = (list as Partial<ClientListRow>[]).map(toRow);
  if (!holder.counts_by_type) return { clients, countsByType: countTypes(clients) };
  const countsByType: Partial<Record<ClientType, number>> = {};
  for (const [wire, n] of Object.entries(holder.counts_by_type)) {
    const type = fromWireClientType(wire);
    countsByType[type] = (countsByType[type] ?? 0) + Number(n);
  }
  return { clients, countsByType };
}

export async function listClients(params: ClientListParams = {}): Promise<ClientList> {
  const query: Record<string, string> = {};
  if (params.is_active !== undefined) query.is_active = String(params.is_active);
  if (params.search) query.search = params.search;
  const { data } = await http.get('/api/clients/', { params: query });
  return readClientList(data);
}

export function readClientDetail(body: unknown): ClientRecord {
  const raw = ((body as { data?: unknown } | null)?.data ?? body) as Partial<ClientDetail> | null;
  if (!raw || typeof raw !== 'object' || raw.client_id === undefined) throw new Error('Failed to fetch client details');
  const address: Partial<ClientDetail['address']> = raw.address ?? {};
  return {
    ...toRow(raw),
    gst_number: raw.gst_number ?? '',
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

export const clientQueries = {
  all: () => ['clients'] as const,
  lists: () => [...clientQueries.all(), 'list'] as const,
  list: (params: ClientListParams = {}) =>
    queryOptions({ queryKey: [...clientQueries.lists(), params] as const, queryFn: () => listClients(params) }),
  detail: (id: number) => queryOptions({ queryKey: [...clientQueries.all(), 'detail', id] as const, queryFn: () => getClient(id) }),
};

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueries.lists() }),
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClientBody }) => updateClient(id, body),
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: clientQueries.lists() });
      void queryClient.invalidateQueries({ queryKey: clientQueries.detail(id).queryKey });
    },
  });
}
