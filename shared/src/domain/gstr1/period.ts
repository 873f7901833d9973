import { addMonths } from '../calendar';

// Return periods: a monthly filer files each month; a QRMP filer files GSTR-1 once a quarter, for the
// quarter's last month (June, September, December, March). A period is named by that last month.

export const FILING_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type FilingFrequency = (typeof FILING_FREQUENCIES)[number];

export const FILING_FREQUENCY_LABELS: Record<FilingFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly (QRMP)',
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isPeriodMonth = (value: string) => MONTH.test(value);

/** A quarter of the financial year ends in one of these months. */
export const isQuarterEnd = (month: string) => ['03', '06', '09', '12'].includes(month.slice(5, 7));

export type ReturnPeriod = {
  /** The period's last month, 'YYYY-MM'. */
  period: string;
  frequency: FilingFrequency;
  /** First day, inclusive, and the day after the last, 'YYYY-MM-DD'. */
  from: string;
  until: string;
  /** The return's `fp`: MMYYYY of the last month. */
  fp: string;
};

/** The days of a return period, or null when a quarterly filer names a month that ends no quarter. */
export function returnPeriodOf(period: string, frequency: FilingFrequency): ReturnPeriod | null {
  if (!isPeriodMonth(period)) return null;
  if (frequency === 'quarterly' && !isQuarterEnd(period)) return null;
  const first = frequency === 'quarterly' ? addMonths(period, -2) : period;
  return {
    period,
    frequency,
    from: `${first}-01`,
    until: `${addMonths(period, 1)}-01`,
    fp: `${period.slice(5, 7)}${period.slice(0, 4)}`,
  };
}

/** The period a day belongs to: its month, or the month ending its quarter. */
export function periodOfDay(day: string, frequency: FilingFrequency): string {
  const month = day.slice(0, 7);
  if (frequency === 'monthly') return month;
  const m = Number(month.slice(5, 7));
  return addMonths(month, (3 - (m % 3)) % 3);
}

/** The last `count` periods up to the one holding `today`, newest first (the picker's choices). */
export function recentPeriods(today: string, frequency: FilingFrequency, count = 12): string[] {
  const step = frequency === 'quarterly' ? 3 : 1;
  const last = periodOfDay(today, frequency);
  return Array.from({ length: count }, (_, i) => addMonths(last, -i * step));
}
