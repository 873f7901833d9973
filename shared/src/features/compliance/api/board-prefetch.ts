import { http, queryClient } from '@firm/shared/runtime';
import type { BoardParams, PeriodBoardParams } from './compliance';

// The compliance board's first data, apart from its schemas and screen: the admin's and supervisor's
// routes modules ask for the board's arrival view and the catalogue as the page opens, beside
// the screen's chunk, so this module must stay free of zod, MUI and the screen (docs/CONTRIBUTING.md,
// "Loading a role's screen"). The calls and their keys live here; `complianceQueries` builds on them.

const schemas = () => import('@firm/shared/domain/compliance');

export const complianceKeys = {
  all: () => ['compliance'] as const,
  catalogue: () => [...complianceKeys.all(), 'catalogue'] as const,
  board: (params: BoardParams) => [...complianceKeys.all(), 'board', params] as const,
  periodBoard: (params: PeriodBoardParams) => [...complianceKeys.all(), 'period-board', params] as const,
};

const boardQuery = (params: BoardParams | PeriodBoardParams) =>
  Object.fromEntries(Object.entries({ ...params, limit: 25 }).filter(([, v]) => v !== undefined && v !== ''));

export const fetchCatalogue = async () => {
  const [answer, { complianceListAnswerSchema }] = await Promise.all([http.get('/api/compliances'), schemas()]);
  return complianceListAnswerSchema.parse(answer.data).data;
};

export const fetchBoard = async (params: BoardParams) => {
  const [answer, { boardAnswerSchema }] = await Promise.all([http.get('/api/compliance/board', { params: boardQuery(params) }), schemas()]);
  return boardAnswerSchema.parse(answer.data);
};

export const fetchPeriodBoard = async (params: PeriodBoardParams) => {
  const [answer, { periodBoardAnswerSchema }] = await Promise.all([
    http.get('/api/compliance/period-board', { params: boardQuery(params) }),
    schemas(),
  ]);
  return periodBoardAnswerSchema.parse(answer.data);
};

/** The board's parameters on arrival: the compliance the server opens it on, its default periods, page 1. */
export const ARRIVAL_BOARD_PARAMS: BoardParams = { page: 1 };

/**
 * The board as /dashboard/{admin,supervisor}/compliance opens: its arrival view and the catalogue (for
 * the compliance picker), both at once, into the query cache under the keys the screen reads. Never
 * rejects: a failure stays in the cache as an error, which the screen's own query asks again for on mount.
 */
export async function prefetchComplianceBoard(): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ queryKey: complianceKeys.board(ARRIVAL_BOARD_PARAMS), queryFn: () => fetchBoard(ARRIVAL_BOARD_PARAMS) }),
    queryClient.prefetchQuery({ queryKey: complianceKeys.catalogue(), queryFn: fetchCatalogue }),
  ]);
}
