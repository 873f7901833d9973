import { addDays, clampedDay, daysInMonth, dayOf, monthsAfter, quarterOfMonth, splitDay } from '../calendar';
import { type ComplianceFrequency, type Period } from './periods';
import { stateByName } from '../gst';

// The statutory due date of a period, per compliance rule. A date that falls on a holiday or a
// Sunday is not moved: the law moves it only by notification, which the firm records as an override.

/**
 * How a compliance's due date follows from its period:
 * - 'standard': day `dueDay` of the month `monthsAfter` months after the period's last month (a shorter
 *   month takes its last day): GSTR-1 is (1, 11), GSTR-9 (9, 31), ITR (4, 31), advance tax (0, 15).
 * - 'gstr3b_qrmp': the 22nd or the 24th of the month after the quarter, by the client's state.
 * - 'iff': the 13th of the next month for the first two months of a quarter; none for the third.
 * - 'tds_deposit': the 7th of the next month; tax deducted in March on 30 April.
 * - 'tds_return': the last day of the month after the quarter; the fourth quarter on 31 May.
 * - 'agm': `dueDay` days after the annual general meeting (AOC-4 30, MGT-7 60), held by 30 September.
 */
export const DUE_RULES = ['standard', 'gstr3b_qrmp', 'iff', 'tds_deposit', 'tds_return', 'agm'] as const;
export type DueRule = (typeof DUE_RULES)[number];
/** The frequency each special rule is written for ('standard' takes any). */
export const RULE_FREQUENCY: Record<Exclude<DueRule, 'standard'>, ComplianceFrequency> = {
  gstr3b_qrmp: 'quarterly',
  iff: 'monthly',
  tds_deposit: 'monthly',
  tds_return: 'quarterly',
  agm: 'yearly',
};

export type DueRuleParams = { frequency: ComplianceFrequency; rule: DueRule; monthsAfter: number; dueDay: number };
/** What a rule may need to know of the client: its state (QRMP GSTR-3B), its AGM day (AOC-4, MGT-7). */
export type DueContext = { state?: string | null; agmDate?: string | null };

/**
 * CGST Rule 61(1)(iii) as amended by Notification 82/2020-CT (10 November 2020): quarterly filers whose
 * principal place of business is in these states and UTs file GSTR-3B by the 22nd, all others by the 24th.
 */
export const QRMP_22ND_STATES: readonly string[] = [
  'Chhattisgarh',
  'Madhya Pradesh',
  'Gujarat',
  'Maharashtra',
  'Karnataka',
  'Goa',
  'Kerala',
  'Tamil Nadu',
  'Telangana',
  'Andhra Pradesh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Daman and Diu',
  'Dadra and Nagar Haveli',
  'Puducherry',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];
const comparable = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const QRMP_22ND = new Set(QRMP_22ND_STATES.map(comparable));

/**
 * The 24th applies only to the states the notification names for it; a client without a known state
 * takes the 22nd, the earlier date, so a missing address never makes a filing late.
 */
export function qrmpGstr3bDay(state: string | null | undefined, known: (name: string) => boolean = () => true): 22 | 24 {
  if (!state || !known(state)) return 22;
  // Another spelling of a state ('Lakshadweep Islands') reads as the state it names.
  return QRMP_22ND.has(comparable(stateByName(state)?.name ?? state)) ? 22 : 24;
}

/** The last day of the period's last month, as year and month. */
const endMonth = (period: Period) => splitDay(period.end);

/** The latest day a company may hold its AGM: within six months of the year's end (Companies Act s.96). */
export const defaultAgmDate = (period: Period) => dayOf(splitDay(period.end).year, 9, 30);

/** The statutory due date of `period` under `params`, or null when the rule has no filing for it. */
export function statutoryDueDate(params: DueRuleParams, period: Period, context: DueContext = {}): string | null {
  if (period.frequency === 'one_time') return null;
  const end = endMonth(period);
  const next = monthsAfter(end.year, end.month, 1);
  switch (params.rule) {
    case 'standard': {
      const at = monthsAfter(end.year, end.month, params.monthsAfter);
      return clampedDay(at.year, at.month, params.dueDay);
    }
    case 'gstr3b_qrmp':
      return dayOf(next.year, next.month, qrmpGstr3bDay(context.state));
    case 'iff':
      return quarterOfMonth(end.month) === quarterOfMonth(next.month) ? dayOf(next.year, next.month, 13) : null;
    case 'tds_deposit':
      return end.month === 3 ? dayOf(end.year, 4, 30) : dayOf(next.year, next.month, 7);
    case 'tds_return':
      return end.month === 3 ? dayOf(end.year, 5, 31) : dayOf(next.year, next.month, daysInMonth(next.year, next.month));
    case 'agm':
      return addDays(context.agmDate ?? defaultAgmDate(period), params.dueDay);
  }
}

/** The firm's own deadline: `offsetDays` before the statutory date (never after it). */
export function internalDueDate(statutory: string, offsetDays: number): string {
  return addDays(statutory, -Math.max(0, offsetDays));
}

/** The day the generator opens a period's Project: `openDaysBefore` before its statutory due date. */
export function openingDay(statutory: string, openDaysBefore: number): string {
  return addDays(statutory, -Math.max(0, openDaysBefore));
}
