// India's calendar days as 'YYYY-MM-DD'. "Today" is India's day of an instant (indianDay, read on the
// server); everything else is arithmetic on such days, done in UTC so that no clock or time zone of the
// machine moves a day.

/** India is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day in India of an instant, as 'YYYY-MM-DD'. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant India's day `day` begins: its midnight at UTC+05:30 (18:30 UTC the day before). */
export function indianDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** 'YYYY-MM-DD' naming a day of the calendar (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'; negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

export function splitDay(day: string): { year: number; month: number; day: number } {
  const [year, month, d] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: d };
}

/** 'YYYY-MM-DD' of a year, a month (1-12) and a day. */
export const dayOf = (year: number, month: number, day: number) => `${year}-${pad2(month)}-${pad2(day)}`;

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** year and month (1-12) of `months` after the given month (negative goes back). */
export function monthsAfter(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The day `day` of a month, or the month's last day when it has fewer (31 → 30 June, 29/30/31 → 28 February). */
export function clampedDay(year: number, month: number, day: number): string {
  return dayOf(year, month, Math.min(day, daysInMonth(year, month)));
}
