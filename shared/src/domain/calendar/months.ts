import { monthsAfter, pad2 } from './days';

// Months as 'YYYY-MM': the reports' and returns' periods are named by them.

export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM' moved by `by` months (negative goes back). */
export function addMonths(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const moved = monthsAfter(year, m, by);
  return `${moved.year}-${pad2(moved.month)}`;
}

/** Months from `from` to `to` inclusive, at most `max` + 1 of them (a range that long is refused anyway). */
export function monthsBetween(from: string, to: string, max: number): string[] {
  const months: string[] = [];
  for (let month = from; month <= to && months.length <= max; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** 'Nov 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  return `${MONTH_SHORT_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
