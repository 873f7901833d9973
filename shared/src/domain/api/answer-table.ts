import type { ZodType } from 'zod';

// One table of every route's success answers, keyed 'METHOD /path/:param' as the server registers them.
// The server's tests prove each entry is the schema its route declares; the screens' fake servers check
// every success answer they give against it, so a fake cannot drift from what the server answers.

/** A download: the route answers bytes of one of these media types, not JSON. */
export type FileAnswer = { readonly file: readonly string[] };
export type RouteAnswer = ZodType | FileAnswer;
/** A route's success statuses and what each answers; empty for a route that only refuses. */
export type RouteAnswers = Readonly<Partial<Record<200 | 201 | 202 | 204, RouteAnswer>>>;
export type AnswerTable = Readonly<Record<string, RouteAnswers>>;

export const fileAnswer = (...types: string[]): FileAnswer => ({ file: types });
export const isFileAnswer = (answer: RouteAnswer): answer is FileAnswer => 'file' in answer && Array.isArray(answer.file);

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const segmentsOf = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

/**
 * The table's route that answers `method` and `url` (a query string is ignored, a trailing slash too), as
 * the server's router picks it: a fixed segment wins over a parameter at the first place they differ.
 */
export function routeOf(table: AnswerTable, method: string, url: string): string | undefined {
  const wanted = segmentsOf(url);
  let best: { key: string; pattern: string[] } | undefined;
  for (const key of Object.keys(table)) {
    const [verb, path] = key.split(' ') as [string, string];
    if (verb !== method.toUpperCase()) continue;
    const pattern = segmentsOf(path);
    if (pattern.length !== wanted.length || !pattern.every((part, i) => part.startsWith(':') || part === wanted[i])) continue;
    if (!best || moreFixed(pattern, best.pattern)) best = { key, pattern };
  }
  return best?.key;
}

function moreFixed(a: string[], b: string[]): boolean {
  const i = a.findIndex((part, n) => part.startsWith(':') !== b[n]!.startsWith(':'));
  return i >= 0 && !a[i]!.startsWith(':');
}
