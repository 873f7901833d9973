import { formatPaiseIndian } from '../money';

// Every rupee amount and date the product shows goes through here, so the whole portal reads alike.
// Amounts are drawn by the money module; Intl stays only for values that are not whole paise.
const TIME_ZONE = 'Asia/Kolkata';

// Each formatter is built on its first use: building one loads the locale's data (several ms each in
// a browser), and a page that shows no date (the public pages, a list of names) should not pay for it.
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const rupees = once(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const plain = once(() => new Intl.NumberFormat('en-IN'));

/** '05 Oct 2026' in India, and the same day with its time of day. */
const DAY_PARTS = { day: '2-digit', month: 'short', year: 'numeric', timeZone: TIME_ZONE } as const;
const dateFormat = once(() => new Intl.DateTimeFormat('en-IN', DAY_PARTS));
const dateTimeFormat = once(() => new Intl.DateTimeFormat('en-IN', { ...DAY_PARTS, hour: '2-digit', minute: '2-digit', hour12: true }));

/** Integer paise → '₹12,34,567.00'. */
export function formatPaise(paise: number): string {
  return Number.isSafeInteger(paise) ? formatPaiseIndian(paise) : rupees().format(paise / 100);
}

/** Rupees (as the spec's screens carry them) → '₹12,34,567.00'. */
export function formatRupees(amount: number): string {
  // toFixed rounds the exact decimal value half away from zero, as Intl does, before the move to paise.
  const paise = Number.isFinite(amount) ? Math.round(Number(amount.toFixed(2)) * 100) : Number.NaN;
  return Number.isSafeInteger(paise) ? formatPaiseIndian(paise) : rupees().format(amount);
}

/** 1234567 → '12,34,567'. */
export function formatNumber(value: number): string {
  return plain().format(value);
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Newer ICU data (Node 20's, recent browsers') spell September 'Sept' in en-IN and older data 'Sep':
// the portal says 'Sep', as every other month's three letters, whatever the runtime ships.
const threeLetterMonths = (text: string) => text.replace(/\bSept\b/, 'Sep');

/** '2026-11-21T10:00:00Z' → '21 Nov 2026' in India's time zone; `fallback` when missing or invalid. */
export function formatDate(value: Date | string | number | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? threeLetterMonths(dateFormat().format(date)) : fallback;
}

/** '21 Nov 2026, 03:30 pm' in India's time zone. */
export function formatDateTime(value: Date | string | number | null | undefined, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? threeLetterMonths(dateTimeFormat().format(date)) : fallback;
}
