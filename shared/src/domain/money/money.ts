// The one money module. Amounts are integer paise everywhere (a rupee is 100 paise); floats
// appear only at the edge where a user types rupees, and are never used: input is parsed as text.
// No zod here: formatPaise/formatRupees draw through this file, and screens that only show amounts (the
// admin dashboard, the public pages) must not download zod for it. The zod field is in money-field.ts.

/**
 * ₹99,99,99,999.99, just under ₹100 crore: far above any invoice a firm raises, far below 2^53 so
 * products with a rate stay exact integers. Columns holding paise need `bigint` (int4 stops at ₹2.1 crore).
 */
export const MAX_PAISE = 99_99_99_999_99;

export const moneyMessages = {
  /** validation.ts's messages.required('Amount') and messages.amount, spelt out to keep zod away (a test pins them equal). */
  required: 'Amount is required',
  /** Spec 01 §5's amount rule: garbage, a sign or a negative amount. */
  invalid: 'Amount must be a valid positive number',
  decimals: 'Amount can have at most 2 decimal places',
  tooLarge: 'Amount must not exceed ₹99,99,99,999.99',
} as const;

export type MoneyParseResult = { ok: true; paise: number } | { ok: false; message: string };

export type ParseRupeesOptions = {
  /** Credit and adjustment entries may be negative; amounts a user is billed may not. */
  allowNegative?: boolean;
};

// An optional sign, an optional ₹ / Rs / INR, then digits with Indian (1,23,456) or international
// (123,456) grouping or none, then up to any number of decimals (more than two is refused with its own message).
const RUPEE_INPUT = /^([+-])?\s*(?:₹|rs\.?|inr)?\s*([+-])?\s*(\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/i;

/** '1,23,456.78', '₹ 500', 'Rs. 500.5', '500' → paise; a message instead of an exception for bad input. */
export function parseRupees(input: string, options: ParseRupeesOptions = {}): MoneyParseResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: moneyMessages.required };
  const match = RUPEE_INPUT.exec(text);
  if (!match) return { ok: false, message: moneyMessages.invalid };
  const [, signBefore, signAfter, whole = '', fraction] = match;
  if (signBefore && signAfter) return { ok: false, message: moneyMessages.invalid };
  if (whole === '' && !fraction) return { ok: false, message: moneyMessages.invalid };
  if (fraction !== undefined && fraction.length > 2) return { ok: false, message: moneyMessages.decimals };
  const negative = (signBefore ?? signAfter) === '-';
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  // More than 12 rupee digits is already beyond the maximum: stop before Number() loses precision.
  if (digits.length > 12) return { ok: false, message: moneyMessages.tooLarge };
  const paise = Number(digits || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (paise > MAX_PAISE) return { ok: false, message: moneyMessages.tooLarge };
  if (negative && paise !== 0 && !options.allowNegative) return { ok: false, message: moneyMessages.invalid };
  return { ok: true, paise: negative && paise !== 0 ? -paise : paise };
}

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not an integer amount of paise: ${paise}`);
}

/** Integer division rounding halves up (away from zero), without floats: 0.5 paisa becomes 1. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const quotient = Math.floor(n / denominator);
  const rest = n - quotient * denominator;
  return sign * (rest * 2 >= denominator ? quotient + 1 : quotient);
}

function assertRate(rateBp: number): void {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`A rate is 0 to 10000 basis points, got ${rateBp}`);
  }
}

/** One tax at a rate in basis points (900 = 9 %), rounded to the paisa, halves up. */
export function taxAt(taxablePaise: number, rateBp: number): number {
  assertPaise(taxablePaise);
  assertRate(rateBp);
  return divideRoundingHalfUp(taxablePaise * rateBp, 10_000);
}

/** Intra-state supplies pay CGST + SGST (UTGST in a UT without a legislature); inter-state, exports and SEZs pay IGST. */
export type SupplyKind = 'intra_state' | 'inter_state';

export type GstSplit = {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  totalTax: number;
  total: number;
};

/**
 * GST on a taxable amount at a total rate (1800 = 18 %). Intra-state: CGST and SGST are each levied at
 * half the rate and each rounded to the paisa (halves up), so the two halves are always equal, as the
 * invoice prints them, and the total tax is their sum (it may differ by one paisa from the total rate
 * rounded once: each tax is its own levy). Inter-state: IGST at the whole rate.
 */
export function splitGst(taxablePaise: number, rateBp: number, supply: SupplyKind): GstSplit {
  assertPaise(taxablePaise);
  assertRate(rateBp);
  if (supply === 'inter_state') {
    const igst = taxAt(taxablePaise, rateBp);
    return { taxable: taxablePaise, cgst: 0, sgst: 0, igst, totalTax: igst, total: taxablePaise + igst };
  }
  const half = divideRoundingHalfUp(taxablePaise * rateBp, 20_000);
  return { taxable: taxablePaise, cgst: half, sgst: half, igst: 0, totalTax: 2 * half, total: taxablePaise + 2 * half };
}

/** '12345678' → '1,23,45,678': the last three digits, then pairs. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** Integer paise → '12,34,56,789.00' (Indian digit grouping, two decimals, '-' before a negative amount). */
export function groupPaise(paise: number): string {
  assertPaise(paise);
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${groupDigits(String(rupees))}.${rest}`;
}

/** Integer paise → '₹12,34,567.00' ('-₹5.00' for a negative amount), as `Intl.NumberFormat('en-IN')` shows it. */
export function formatPaiseIndian(paise: number): string {
  const grouped = groupPaise(paise);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

export { amountInWords } from './money-words';
