import { sacCodeListAnswerSchema } from '@firm/shared/domain/list';
import type { SacCode, SacCodeBody } from '@firm/shared/domain/sac-code';
import { http } from '@firm/shared/runtime';
import { listAndDetailQueries, listResource } from '@firm/shared/ui';
import { SAC_CODE_LIST_ENDPOINT } from './master-data-list-endpoints';
import { masterListWrites } from './master-list-writes';

// SAC codes (spec 01 §7).

function toSacCode(raw: Partial<Record<keyof SacCode, unknown>>): SacCode {
  return {
    sac_code_id: Number(raw.sac_code_id),
    code: String(raw.code ?? ''),
    description: String(raw.description ?? ''),
    is_active: raw.is_active !== false,
    created_at: typeof raw.created_at === 'string' ? raw.created_at : null,
  };
}

/** GET /api/master/sac-codes, both statuses, a page at a time, parsed with the route's schema. */
export const sacCodeList = listResource({
  ...SAC_CODE_LIST_ENDPOINT,
  schema: sacCodeListAnswerSchema,
  select: (answer) => ({ rows: answer.data.sac_codes }),
});

/** The record bare or as `data`. */
export async function getSacCode(id: number): Promise<SacCode> {
  const { data } = await http.get(`/api/master/sac-codes/${id}`);
  const raw = (data as { data?: unknown } | null)?.data ?? data;
  if (!raw || typeof raw !== 'object') throw new Error('Failed to fetch SAC code');
  return toSacCode({ sac_code_id: id, ...(raw as object) });
}

const writes = masterListWrites<SacCodeBody>(sacCodeList, SAC_CODE_LIST_ENDPOINT.path);

export const { create: createSacCode, update: updateSacCode, useCreate: useCreateSacCode, useUpdate: useUpdateSacCode } = writes;

/** `detail`: the edit dialog loads the record itself, so it never edits a stale row. */
export const sacCodeQueries = listAndDetailQueries(sacCodeList, getSacCode);
