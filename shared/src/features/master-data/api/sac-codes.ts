import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SacCode, SacCodeBody } from '@firm/shared/domain';
import { http } from '@firm/shared/runtime';

// SAC codes (spec 01 §7): the list answer is an array, or inside `sac_codes` or `data`.

function toSacCode(raw: Partial<Record<keyof SacCode, unknown>>): SacCode {
  return {
    sac_code_id: Number(raw.sac_code_id),
    code: String(raw.code ?? ''),
    description: String(raw.description ?? ''),
    is_active: raw.is_active !== false,
    created_at: typeof raw.created_at === 'string' ? raw.created_at : null,
  };
}

export function readSacCodes(body: unknown): SacCode[] {
  const data = (body as { data?: unknown } | null)?.data ?? body;
  const holder = (data ?? {}) as { sac_codes?: unknown; data?: unknown };
  const list = Array.isArray(data) ? data : Array.isArray(holder.sac_codes) ? holder.sac_codes : holder.data;
  return Array.isArray(list) ? list.map(toSacCode) : [];
}

export async function listSacCodes(): Promise<SacCode[]> {
  const { data } = await http.get('/api/master/sac-codes', { params: { include_inactive: true } });
  return readSacCodes(data);
}

/** The record bare or as `data`. */
export async function getSacCode(id: number): Promise<SacCode> {
  const { data } = await http.get(`/api/master/sac-codes/${id}`);
  const raw = (data as { data?: unknown } | null)?.data ?? data;
  if (!raw || typeof raw !== 'object') throw new Error('Failed to fetch SAC code');
  return toSacCode({ sac_code_id: id, ...(raw as object) });
}

export async function createSacCode(body: SacCodeBody): Promise<unknown> {
  const { data } = await http.post('/api/master/sac-codes', body);
  return data;
}

export async function updateSacCode(id: number, body: SacCodeBody): Promise<unknown> {
  const { data } = await http.put(`/api/master/sac-codes/${id}`, body);
  return data;
}

export const sacCodeQueries = {
  all: () => ['sac-codes'] as const,
  list: () => queryOptions({ queryKey: [...sacCodeQueries.all(), 'list'] as const, queryFn: listSacCodes }),
  detail: (id: number) => queryOptions({ queryKey: [...sacCodeQueries.all(), 'detail', id] as const, queryFn: () => getSacCode(id) }),
};

export function useCreateSacCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSacCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sacCodeQueries.list().queryKey }),
  });
}

export function useUpdateSacCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SacCodeBody }) => updateSacCode(id, body),
    onSuccess: (_answer, { id }) => {
      void queryClient.invalidateQueries({ queryKey: sacCodeQueries.list().queryKey });
      void queryClient.invalidateQueries({ queryKey: sacCodeQueries.detail(id).queryKey });
    },
  });
}
