// India's financial and assessment years and the periods a compliance is filed for. Pure
// functions over calendar days 'YYYY-MM-DD' (India's day, from the server): no clock, no time zone.

export const COMPLIANCE_FREQUENCIES = ['monthly', 'quarterly', 'half_yearly', 'yearly', 'one_time'] as const;
export type ComplianceFrequency = (typeof COMPLIANCE_FREQUENCIES)[number];
export const COMPLIANCE_FREQUENCY_LABELS: Record<ComplianceFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  half_yearly: 'Half-yearly',
  yearly: 'Yearly',
  one_time: 'One-time',
};

/**
 * A period a compliance is filed for. Keys sort in time within a frequency and are what the unique key of
 * a generated Project holds: monthly '2026-04', quarterly 'FY2026-Q1', half-yearly 'FY2026-H1', yearly
 * 'FY2026' (the financial year 2026-27), one-time 'ONCE'.
 */
export type Period = { frequency: ComplianceFrequency; key: string; start: string; end: string; label: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTHS_IN: Record<Exclude<ComplianceFrequency, 'one_time'>, number> = { monthly: 1, quarterly: 3, half_yearly: 6, yearly: 12 };
/** The earliest and latest day a period may start: a wider key is a typing mistake, not a period. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const pad = (n: number) => String(n).padStart(2, '0');
export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}
export const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** year and month (1-12) of `months` after the given month (negative goes back). */
export function monthsAfter(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The day `day` of a month, or the month's last day when it has fewer (31 → 30 June, 29/30/31 → 28 February). */
export function clampedDay(year: number, month: number, day: number): string {
  return dayOf(year, month, Math.min(day, daysInMonth(year, month)));
}

export function splitDay(day: string): { year: number; month: number; day: number } {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
}

export function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The year in which the financial year (1 April to 31 March) of a day starts: 2026-03-31 → 2025. */
export function financialYearStartOf(day: string): number {
  const { year, month } = splitDay(day);
  return month >= 4 ? year : year - 1;
}

/** '2026-27' for the financial year that starts in 2026. */
export const financialYearLabel = (startYear: number) => `${startYear}-${pad((startYear + 1) % 100)}`;

/** The assessment year assesses the financial year before it: FY 2025-26 → AY 2026-27. */
export const assessmentYearOf = (financialYearStart: number) => financialYearLabel(financialYearStart + 1);

/** The quarter (1-4) of the financial year a month (1-12) belongs to: April-June is Q1, January-March Q4. */
export const quarterOfMonth = (month: number) => Math.floor(((month + 8) % 12) / 3) + 1;

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
    key: `${year}-${pad(month)}`,
    start: dayOf(year, month, 1),
    end: dayOf(year, month, daysInMonth(year, month)),
    label: `${MONTHS[month - 1]} ${year}`,
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
  return periodOf(period.frequency, shiftDays(period.end, 1));
}

/** The period before this one. */
export function previousPeriod(period: Period): Period | null {
  if (period.frequency === 'one_time') return null;
  return periodOf(period.frequency, shiftDays(period.start, -1));
}

/** `count` periods starting with `first`, in order. */
export function periodsFrom(first: Period, count: number): Period[] {
  const out: Period[] = [];
  for (let p: Period | null = first; p && out.length < count; p = nextPeriod(p)) out.push(p);
  return out;
}
