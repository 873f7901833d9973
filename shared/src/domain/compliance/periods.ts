import {
  addDays,
  dayOf,
  MONTH_SHORT_NAMES,
  daysInMonth,
  financialYearLabel,
  financialYearStartOf,
  monthsAfter,
  pad2,
  splitDay,
} from '../calendar';

// The periods a compliance is filed for. Pure functions over calendar days 'YYYY-MM-DD' (India's day,
// from the server): no clock, no time zone. The days and years themselves are the calendar entity's.

export const COMPLIANCE_FREQUENCIES = ['monthly', 'quarterly', 'half_yearly', 'yearly', 'one_time'] as const;
export type ComplianceFrequency = (typeof COMPLIANCE_FREQUENCIES)[number];
/**
 * A period a compliance is filed for. Keys sort in time within a frequency and are what the unique key of
 * a generated Project holds: monthly '2026-04', quarterly 'FY2026-Q1', half-yearly 'FY2026-H1', yearly
 * 'FY2026' (the financial year 2026-27), one-time 'ONCE'.
 */
export type Period = { frequency: ComplianceFrequency; key: string; start: string; end: string; label: string };

const MONTHS_IN: Record<Exclude<ComplianceFrequency, 'one_time'>, number> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 };
/** The earliest and latest day a period may start: a wider key is a typing mistake, not a period. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const ONCE: Period = { frequency: 'one_time', key: 'ONCE', start: '2000-04-01', end: '2100-03-31', label: 'One-time' };

/** The period of `frequency` that contains the day. */
export function periodOf(frequency: ComplianceFrequency, day: string): Period {
  if (frequency === 'one_time') return ONCE;
  const { year, month } = splitDay(day);
  if (frequency === 'monthly') return monthPeriod(year, month);
  const fy = financialYearStartOf(day);
  const monthsIntoYear = (month + 8) % 12; // April 0 ... March 11
  return financialPeriod(frequency, fy, Math.floor(monthsIntoYear / MONTHS_IN[frequency]) + 1);
}

function monthPeriod(year: number, month: number): Period {
  return {
    frequency: 'monthly',
    key: `${year}-${pad2(month)}`,
    start: dayOf(year, month, 1),
    end: dayOf(year, month, daysInMonth(year, month)),
    label: `${MONTH_SHORT_NAMES[month - 1]} ${year}`,
  };
}

/** The `index`th (1-based) quarter, half or the year of the financial year starting in `fy`. */
function financialPeriod(frequency: 'quarterly' | 'half_yearly' | 'yearly', fy: number, index: number): Period {
  const size = MONTHS_IN[frequency];
  const first = monthsAfter(fy, 4, (index - 1) * size);
  const last = monthsAfter(first.year, first.month, size - 1);
  const fyLabel = `FY ${financialYearLabel(fy)}`;
  const [key, label] =
    frequency === 'quarterly'
      ? [`FY${fy}-Q${index}`, `Q${index} ${fyLabel}`]
      : frequency === 'half_yearly'
        ? [`FY${fy}-H${index}`, `H${index} ${fyLabel}`]
        : [`FY${fy}`, fyLabel];
  return {
    frequency,
    key,
    start: dayOf(first.year, first.month, 1),
    end: dayOf(last.year, last.month, daysInMonth(last.year, last.month)),
    label,
  };
}

/** The period a key names, or null for a key that names none (a stale link, a typing mistake). */
export function periodFromKey(key: string): Period | null {
  if (key === 'ONCE') return ONCE;
  let m = /^(\d{4})-(\d{2})$/.exec(key);
  if (m) {
    const [year, month] = [Number(m[1]), Number(m[2])];
    return month >= 1 && month <= 12 && year >= FIRST_YEAR && year <= LAST_YEAR ? monthPeriod(year, month) : null;
  }
  m = /^FY(\d{4})(?:-([QH])(\d))?$/.exec(key);
  if (!m) return null;
  const fy = Number(m[1]);
  if (fy < FIRST_YEAR || fy >= LAST_YEAR) return null;
  if (!m[2]) return financialPeriod('yearly', fy, 1);
  const index = Number(m[3]);
  if (m[2] === 'Q') return index >= 1 && index <= 4 ? financialPeriod('quarterly', fy, index) : null;
  return index >= 1 && index <= 2 ? financialPeriod('half_yearly', fy, index) : null;
}

/** The period after this one (a one-time compliance has no next period). */
export function nextPeriod(period: Period): Period | null {
  if (period.frequency === 'one_time') return null;
  return periodOf(period.frequency, addDays(period.end, 1));
}

/** The period before this one. */
export function previousPeriod(period: Period): Period | null {
  if (period.frequency === 'one_time') return null;
  return periodOf(period.frequency, addDays(period.start, -1));
}

/** `count` periods starting with `first`, in order. */
export function periodsFrom(first: Period, count: number): Period[] {
  const out: Period[] = [];
  for (let p: Period | null = first; p && out.length < count; p = nextPeriod(p)) out.push(p);
  return out;
}
