import { queryOptions } from '@tanstack/react-query';
import {
  complianceAnswerSchema,
  generateAnswerSchema,
  overrideSavedAnswerSchema,
  standardAddedAnswerSchema,
  type ChecklistItem,
  type OverrideBody,
} from '@firm/shared/domain/compliance';
import { http } from '@firm/shared/runtime';
import { useCacheWrite } from '@firm/shared/ui';
import { complianceKeys, fetchBoard, fetchCatalogue, fetchPeriodBoard } from './board-prefetch';

// The compliance calendar's calls for the admin's and supervisor's screens: the catalogue, the
// board, "Generate now", the standard list and a period's due-date override. Keys go general → specific.

export type BoardParams = {
  /** Absent: the compliance the server opens the board on (named in its answer). */
  compliance_id?: number;
  from?: string;
  page: number;
  client_type?: string;
  assignee_id?: number;
  /** Only clients whose Project of the periods shown waits on a required document. */
  waiting_on_client?: boolean;
  search?: string;
};

/** The board's other view: every compliance across for one month (`month` 'YYYY-MM', the server's today by default). */
export type PeriodBoardParams = Omit<BoardParams, 'compliance_id' | 'from'> & { month?: string };

export const complianceQueries = {
  all: complianceKeys.all,
  catalogue: () => queryOptions({ queryKey: complianceKeys.catalogue(), queryFn: fetchCatalogue }),
  board: (params: BoardParams) => queryOptions({ queryKey: complianceKeys.board(params), queryFn: () => fetchBoard(params) }),
  periodBoard: (params: PeriodBoardParams) =>
    queryOptions({ queryKey: complianceKeys.periodBoard(params), queryFn: () => fetchPeriodBoard(params) }),
};

function useCalendarWrite<T, B = void>(call: (body: B) => Promise<T>) {
  // Opened Projects and moved dates show on the board and in every Projects list.
  return useCacheWrite(call, (client) =>
    Promise.all([client.invalidateQueries({ queryKey: complianceQueries.all() }), client.invalidateQueries({ queryKey: ['tasks'] })]),
  );
}

export const useGenerateNow = () =>
  useCalendarWrite(async () => generateAnswerSchema.parse((await http.post('/api/compliance/generate')).data));

export const useAddStandard = () =>
  useCalendarWrite(async () => standardAddedAnswerSchema.parse((await http.post('/api/compliances/standard')).data));

export const useSaveOverride = () =>
  useCalendarWrite(async ({ id, body }: { id: number; body: OverrideBody }) =>
    overrideSavedAnswerSchema.parse((await http.put(`/api/compliances/${id}/overrides`, body)).data),
  );

/** Replaces a compliance's default document checklist; Projects opened from now on get it. */
export const useSaveChecklist = () =>
  useCalendarWrite(async ({ id, items }: { id: number; items: ChecklistItem[] }) =>
    complianceAnswerSchema.parse((await http.put(`/api/compliances/${id}/checklist`, { items })).data),
  );
