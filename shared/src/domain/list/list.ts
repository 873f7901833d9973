import { z } from 'zod';
import { blankToUndefined, DECIMAL_ID_PATTERN, isValidId, plainText } from '../validation';

// One contract for every list the portal pages through: ?page, ?limit, ?sort, ?order,
// ?search and a list's own filters in the query string; the answer carries the rows, `pagination`
// and, where a screen shows counts, a `summary` the database computed in the same request.

export const LIST_DEFAULT_LIMIT = 25;
/** One page at most: a bigger page is refused, never silently cut. */
export const LIST_MAX_LIMIT = 100;
/**
 * A call without `page` and `limit` (spec 01 §7 and 02 §7 read whole lists) gets the whole list, up to this
 * many rows (`limit=all` asks the same); `pagination.has_more` says when there is more.
 */
export const LIST_WHOLE_CAP = 1_000;
export const SEARCH_MAX = 200;
const MAX_PAGE = 1_000_000;

export type SortOrder = 'asc' | 'desc';
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** An empty query value ('?status=') reads as absent, as a cleared filter in a shared link does. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

function wholeNumber(field: string, max: number) {
  const message = `${field} must be a whole number from 1 to ${max.toLocaleString('en-IN')}`;
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,6}$/, { message })
    .transform(Number)
    .refine((n) => n <= max, { message });
}

/** `limit`: a whole number up to LIST_MAX_LIMIT, or 'all' (the whole list up to LIST_WHOLE_CAP). */
function limitField(defaultLimit: number) {
  const message = `Limit must be a whole number from 1 to ${LIST_MAX_LIMIT}`;
  return z.preprocess(blankIsAbsent, z.string({ error: message }).optional()).transform((value, ctx) => {
    if (value === undefined) return defaultLimit;
    if (value === 'all') return LIST_WHOLE_CAP;
    if (/^[1-9]\d{0,6}$/.test(value) && Number(value) <= LIST_MAX_LIMIT) return Number(value);
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** The query schemas made by listQuerySchema: the API's edge gives them the whole list when unpaged (server spec-names.ts). */
const listQueries = new WeakSet<object>();
export const isListQuerySchema = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && listQueries.has(schema);

/** 'true' or 'false' in a query string. */
export const queryBoolean = (field: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .enum(['true', 'false'], { error: `${field} must be true or false` })
      .transform((v) => v === 'true')
      .optional(),
  );

/** A record's id in a query string (`?client_id=12`), blank meaning "any"; anything else is refused with `message`. */
export const queryId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: message }).regex(DECIMAL_ID_PATTERN, { message }).transform(Number).refine(isValidId, { message }).optional(),
  );

/** One of a closed set of values in a query string, blank meaning "any". */
export const queryChoice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(blankIsAbsent, z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }).optional());

export type ListQueryOptions<S extends string, F extends z.ZodRawShape> = {
  /** The keys a caller may sort by; anything else is refused (never passed to SQL). */
  sortKeys: readonly [S, ...S[]];
  defaultSort: S;
  defaultOrder?: SortOrder;
  filters: F;
  /** Rows on a page when ?limit is absent. */
  defaultLimit?: number;
};

/** The query string of one list: paging, sorting, search and its own filters. */
export function listQuerySchema<S extends string, F extends z.ZodRawShape>(options: ListQueryOptions<S, F>) {
  const schema = z.object({
    page: z.preprocess(blankIsAbsent, wholeNumber('Page', MAX_PAGE).optional()).transform((n) => n ?? 1),
    limit: limitField(options.defaultLimit ?? LIST_DEFAULT_LIMIT),
    sort: z
      .preprocess(blankIsAbsent, z.enum(options.sortKeys, { error: `Sort must be one of ${options.sortKeys.join(', ')}` }).optional())
      .transform((key) => key ?? options.defaultSort),
    order: z
      .preprocess(blankIsAbsent, z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).optional())
      .transform((order) => order ?? options.defaultOrder ?? 'asc'),
    search: plainText('Search')
      .trim()
      .max(SEARCH_MAX, { message: `Search must be no more than ${SEARCH_MAX} characters` })
      .optional()
      .transform((text) => text || undefined),
    ...options.filters,
  });
  listQueries.add(schema);
  return schema;
}

export type ListQuery<S extends string = string> = { page: number; limit: number; sort: S; order: SortOrder; search?: string };

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  /** On a whole list (asked without page and limit): more rows than LIST_WHOLE_CAP, left out. */
  has_more: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(query: Pick<ListQuery, 'page' | 'limit'>, total: number): Pagination {
  const pagination: Pagination = { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) };
  // A whole list (no page asked) says whether the cap cut it; a page's caller reads `pages`.
  if (query.limit === LIST_WHOLE_CAP) pagination.has_more = query.page * query.limit < total;
  return pagination;
}

/** Rows to skip for the asked page. */
export const offsetOf = (query: Pick<ListQuery, 'page' | 'limit'>) => (query.page - 1) * query.limit;

/**
 * A list answer: `data` holds the rows where the spec's call table put them (an array, or an object
 * keyed by the resource), beside `pagination` and an optional `summary`.
 */
export function listAnswerSchema<D extends z.ZodType, M extends z.ZodType | undefined = undefined>(data: D, summary?: M) {
  return z.object({
    success: z.literal(true),
    data,
    pagination: paginationSchema,
    ...(summary ? { summary: summary as Exclude<M, undefined> } : {}),
  }) as unknown as z.ZodObject<
    M extends z.ZodType
      ? { success: z.ZodLiteral<true>; data: D; pagination: typeof paginationSchema; summary: M }
      : { success: z.ZodLiteral<true>; data: D; pagination: typeof paginationSchema }
  >;
}

// The answers of one record or one write, as the spec's call table writes them.

/** `{ success: true, data }`: a read of one thing. */
export const dataAnswerSchema = <D extends z.ZodType>(data: D) => z.object({ success: z.literal(true), data });
/** `{ success: true, message, data }`: a write, with the server's words about it. */
export const messageAnswerSchema = <D extends z.ZodType>(data: D) => z.object({ success: z.literal(true), message: z.string(), data });
/** `{ success: true, message?, data }`: a record read, or written with the server's words. */
export const recordAnswerSchema = <D extends z.ZodType>(data: D) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });
