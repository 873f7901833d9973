import { z } from 'zod';
import { AGING_BUCKETS, type AgingBucket } from '../invoice';
import { listAnswerSchema, listQuerySchema } from '../list';
import { addMonths, isCalendarDay, monthsBetween as calendarMonthsBetween } from '../calendar';
import { oneValueEach, REPORT_EXPORT_FORMATS, type ReportExportFormat } from './report';
import { blankToUndefined, plainText } from '../validation';

// The admin's money reports: receivables by client with aging buckets, and collections by month.
// The GST summary (GSTR-1 shape) is in gstr1-report.ts. Both sides parse with these schemas.
//
// Decisions the issue left open:
// - Aging counts days past the DUE day in India (`agingBucketOf`, the Invoices page's Aging count). What is not
//   yet overdue (due today or later) is its own 'Current' column, so 0-30 holds only invoices overdue by 1-30 days.
// - `as_of` (default India's today) is the day the report stands on: invoices issued by then, what was still
//   due on it (payment entries made and credit notes dated by then) and the ages counted to it. On today it is
//   exactly the Invoices page's amount due.
// - Collections are payment entries by the month (India's) they were recorded: online (Razorpay, sandbox) and
//   by hand; a reversal is a negative entry of the month it was made in, so "received" is net of reversals.
//   Credit notes issued in the month are shown beside them (they settle invoices without money).

export const financeReportMessages = {
  asOf: 'As of must be a date (YYYY-MM-DD) between 2000 and 2099',
  month: 'Month must be YYYY-MM (a month from 2000 to 2099)',
  from: 'From must be YYYY-MM (a month from 2000 to 2099)',
  to: 'To must be YYYY-MM (a month from 2000 to 2099)',
  range: 'From must not be after To',
  span: 'Choose at most 120 months',
  section: 'Section must be one of b2b, b2cl, b2cs, exp, cdnr, cdnur, hsn',
  loadFailed: 'Failed to load the report. Please try again.',
} as const;

export const COLLECTIONS_MAX_MONTHS = 120;

/** 'YYYY-MM' from 2000-01 to 2099-12. */
export const isReportMonth = (value: string) => /^20\d{2}-(0[1-9]|1[0-2])$/.test(value);
/** 'YYYY-MM-DD', a calendar day from 2000 to 2099. */
export const isReportDay = (value: string) => isCalendarDay(value) && value >= '2000-01-01' && value <= '2099-12-31';

const queryText = (message: string, valid: (value: string) => boolean) =>
  z.preprocess(blankToUndefined, plainText('Value', message, message).refine(valid, { message }).optional());

const formatField = z
  .preprocess(blankToUndefined, z.enum(REPORT_EXPORT_FORMATS, { error: 'Format must be xlsx or csv' }).optional())
  .transform((f) => f ?? 'xlsx');

/** Months from `from` to `to` inclusive (at most one more than a collections report may span). */
export const monthsBetween = (from: string, to: string) => calendarMonthsBetween(from, to, COLLECTIONS_MAX_MONTHS);

/** The month `count` months before `month` (negative: after). */
export const shiftMonth = (month: string, count: number) => addMonths(month, -count);

// ------------------------------------------------------------------------------------------------
// Receivables

export const RECEIVABLES_SORT_KEYS = ['client', 'invoices', ...AGING_BUCKETS, 'total'] as const;
export type ReceivablesSortKey = (typeof RECEIVABLES_SORT_KEYS)[number];

const receivablesOptions = {
  sortKeys: RECEIVABLES_SORT_KEYS,
  defaultSort: 'total' as const,
  defaultOrder: 'desc' as const,
  defaultLimit: 10,
};
const asOfField = queryText(financeReportMessages.asOf, isReportDay);

/** GET /api/reports/receivables: `search` = the client's name; `as_of` (default India's today). */
export const receivablesQuerySchema = z.preprocess(oneValueEach, listQuerySchema({ ...receivablesOptions, filters: { as_of: asOfField } }));
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;

/** GET /api/reports/receivables/export: every matching client (page and limit ignored). */
export const receivablesExportQuerySchema = z.preprocess(
  oneValueEach,
  listQuerySchema({ ...receivablesOptions, filters: { as_of: asOfField, format: formatField } }),
);
export type ReceivablesExportQuery = z.output<typeof receivablesExportQuerySchema>;

const bucketAmounts = Object.fromEntries(AGING_BUCKETS.map((b) => [`${b}_paise`, z.number()])) as Record<
  `${AgingBucket}_paise`,
  z.ZodNumber
>;
export type BucketAmounts = Record<`${AgingBucket}_paise`, number>;

/** One client with something outstanding on `as_of`. */
export const receivablesRowSchema = z.object({
  client_id: z.number(),
  client_name: z.string(),
  gstin: z.string().nullable(),
  /** Invoices with something outstanding. */
  invoices: z.number(),
  ...bucketAmounts,
  total_paise: z.number(),
});
export type ReceivablesRow = z.infer<typeof receivablesRowSchema>;

/** Column totals over every matching client (not the page). */
export const receivablesSummarySchema = z.object({
  clients: z.number(),
  invoices: z.number(),
  ...bucketAmounts,
  total_paise: z.number(),
  as_of: z.string(),
  today: z.string(),
});
export type ReceivablesSummary = z.infer<typeof receivablesSummarySchema>;

export const receivablesAnswerSchema = listAnswerSchema(z.object({ clients: z.array(receivablesRowSchema) }), receivablesSummarySchema);
export type ReceivablesAnswer = z.infer<typeof receivablesAnswerSchema>;

export const receivablesFileName = (asOf: string, format: ReportExportFormat) => `receivables-${asOf}.${format}`;

// ------------------------------------------------------------------------------------------------
// Collections

const monthRange = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: financeReportMessages.range });
  else if (query.from && query.to && monthsBetween(query.from, query.to).length > COLLECTIONS_MAX_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['from'], message: financeReportMessages.span });
};
const collectionsFields = {
  from: queryText(financeReportMessages.from, isReportMonth),
  to: queryText(financeReportMessages.to, isReportMonth),
};

/** GET /api/reports/collections?from=YYYY-MM&to=YYYY-MM (default: the twelve months to this one). */
export const collectionsQuerySchema = z.preprocess(oneValueEach, z.object(collectionsFields).superRefine(monthRange));
export type CollectionsQuery = z.output<typeof collectionsQuerySchema>;
export const collectionsExportQuerySchema = z.preprocess(
  oneValueEach,
  z.object({ ...collectionsFields, format: formatField }).superRefine(monthRange),
);
export type CollectionsExportQuery = z.output<typeof collectionsExportQuerySchema>;

const collectionAmounts = {
  /** Money received, net of reversals made in the month. */
  received_paise: z.number(),
  /** Payment entries (reversals not counted). */
  payments: z.number(),
  online_paise: z.number(),
  online_payments: z.number(),
  /** Recorded by hand, net of reversals. */
  manual_paise: z.number(),
  manual_payments: z.number(),
  reversals: z.number(),
  /** What the month's reversals took back (a positive amount). */
  reversed_paise: z.number(),
  credit_notes: z.number(),
  /** Credit notes issued (with tax). */
  credit_notes_paise: z.number(),
};
export const collectionsRowSchema = z.object({ month: z.string(), ...collectionAmounts });
export type CollectionsRow = z.infer<typeof collectionsRowSchema>;
export const collectionsSummarySchema = z.object({ from: z.string(), to: z.string(), ...collectionAmounts });
export type CollectionsSummary = z.infer<typeof collectionsSummarySchema>;
export const collectionsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ months: z.array(collectionsRowSchema) }),
  summary: collectionsSummarySchema,
});
export type CollectionsAnswer = z.infer<typeof collectionsAnswerSchema>;

export const collectionsFileName = (from: string, to: string, format: ReportExportFormat) => `collections-${from}-to-${to}.${format}`;

export { monthLabel } from '../calendar';
