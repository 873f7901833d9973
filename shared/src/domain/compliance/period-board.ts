import { z } from 'zod';
import { blankToUndefined, plainText } from '../validation';
import { COMPLIANCE_FREQUENCIES, periodFromKey } from './periods';
import { boardCellSchema, boardQueryOf } from './wire';

// The compliance board's second view: the firm's clients down and its compliances across, for
// one month. Each compliance shows its period that contains the month (GSTR-1 October, TDS returns' Q3,
// the ITR's financial year); the filters, paging and counts are the other view's.

export const MONTH_KEY_MESSAGE = 'Month must be a month (2026-04)';
const monthKey = plainText('Month').refine((key) => periodFromKey(key)?.frequency === 'monthly', { message: MONTH_KEY_MESSAGE });

/** GET /api/compliance/period-board: `month` defaults to the one containing today (India's day). */
export const periodBoardQuerySchema = boardQueryOf({ month: z.preprocess(blankToUndefined, monthKey.optional()) });
export type PeriodBoardQuery = z.output<typeof periodBoardQuerySchema>;

/** A column: an active compliance with subscriptions, and its period containing the month. */
export const periodBoardColumnSchema = z.object({
  compliance_id: z.number(),
  name: z.string(),
  frequency: z.enum(COMPLIANCE_FREQUENCIES),
  period_key: z.string(),
  period_label: z.string(),
  /** The rule's date (or the firm's override) for the period; each cell carries its client's own. */
  due_date: z.string().nullable(),
  overridden: z.boolean(),
});
export type PeriodBoardColumn = z.infer<typeof periodBoardColumnSchema>;

export const periodBoardAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    today: z.string(),
    month: z.object({ key: z.string(), label: z.string() }),
    compliances: z.array(periodBoardColumnSchema),
    rows: z.array(
      z.object({
        client_id: z.number(),
        client_name: z.string(),
        client_type: z.string(),
        /** One per compliance: the period's Project, or null when none is open. */
        cells: z.array(boardCellSchema.nullable()),
        /** One per compliance: whether the client's subscription (as filtered) covers the period. */
        subscribed: z.array(z.boolean()),
      }),
    ),
  }),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
  summary: z.object({ due_this_week: z.number(), overdue: z.number(), filed_this_month: z.number() }),
});
export type PeriodBoardAnswer = z.infer<typeof periodBoardAnswerSchema>;
