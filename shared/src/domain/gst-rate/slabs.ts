// The GST rates a service may carry. A supply has one GST rate; charged within a state it is
// split half CGST and half SGST (or UTGST), between states it is all IGST (IGST Act s.5, CGST Act s.9).
// The rates in force changed with the GST Council's 56th meeting (3 September 2025; Notifications 9 and
// 10/2025-Central Tax (Rate) of 17 September 2025): from 22 September 2025 the slabs are 5 % and 18 %,
// with 40 % for a few demerit supplies; the 12 % and 28 % slabs were removed. An invoice dated before
// that day may still carry the older slabs. 0 % is for nil-rated and exempt supplies.

/** The first Indian day of the rationalised slabs. */
export const GST_RATIONALISATION_DAY = '2025-09-22';

export const SLABS_BEFORE_RATIONALISATION_BP = [0, 500, 1200, 1800, 2800] as const;
export const SLABS_FROM_RATIONALISATION_BP = [0, 500, 1800, 4000] as const;

/** The GST rates (whole rate, basis points) in force on an Indian day 'YYYY-MM-DD'. */
export function gstSlabsOn(day: string): readonly number[] {
  return day >= GST_RATIONALISATION_DAY ? SLABS_FROM_RATIONALISATION_BP : SLABS_BEFORE_RATIONALISATION_BP;
}

/** Every rate that was ever a slab: what a stored category may hold (an older one is kept for older invoices). */
export const ALL_GST_SLABS_BP: readonly number[] = [
  ...new Set([...SLABS_BEFORE_RATIONALISATION_BP, ...SLABS_FROM_RATIONALISATION_BP]),
].sort((a, b) => a - b);

export const isSlabOn = (rateBp: number, day: string) => gstSlabsOn(day).includes(rateBp);

/** How a category is reported: taxable at its rate, or at 0 % as nil-rated or exempt (GSTR-1 Table 8). */
export const GST_TREATMENTS = ['taxable', 'nil_rated', 'exempt'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];

export const GST_RATE_MESSAGES = {
  incoherent: (cgst: string, sgst: string, igst: string) =>
    `CGST ${cgst}% + SGST ${sgst}% does not match IGST ${igst}%: CGST and SGST are each half of the GST rate and IGST is the whole rate`,
  notASlab: (igst: string) =>
    `A GST rate of ${igst}% is not a GST rate slab: use 0, 5 or 18 (40 for demerit services; 12 or 28 before 22 September 2025)`,
  notInForce: (igst: string, day: string) =>
    `The GST rate of ${igst}% is not in force on ${day}: from 22 September 2025 the rates are 0, 5, 18 and 40`,
  zeroNeedsTreatment: 'A taxable category needs a rate above 0%: mark a 0% category nil-rated or exempt',
  treatmentNeedsZero: 'A nil-rated or exempt category has no GST: set CGST, SGST and IGST to 0',
} as const;

export type RateTriple = { cgstBp: number; sgstBp: number; igstBp: number };

const percent = (bp: number) => String(bp / 100);

/**
 * The problem with a category's rates, or null: CGST = SGST = half the rate, IGST the whole; the rate one
 * of the slabs ever in force; 0 % exactly when nil-rated or exempt. (In force on the day is checked on
 * the day of the invoice: `rateInForceProblem`.)
 */
export function rateTripleProblem(rates: RateTriple, treatment: GstTreatment): string | null {
  const { cgstBp, sgstBp, igstBp } = rates;
  if (cgstBp !== sgstBp || cgstBp + sgstBp !== igstBp)
    return GST_RATE_MESSAGES.incoherent(percent(cgstBp), percent(sgstBp), percent(igstBp));
  if (!ALL_GST_SLABS_BP.includes(igstBp)) return GST_RATE_MESSAGES.notASlab(percent(igstBp));
  if (treatment === 'taxable' && igstBp === 0) return GST_RATE_MESSAGES.zeroNeedsTreatment;
  if (treatment !== 'taxable' && igstBp !== 0) return GST_RATE_MESSAGES.treatmentNeedsZero;
  return null;
}

/** The problem with invoicing at the category's rate on an Indian day, or null. */
export function rateInForceProblem(igstBp: number, day: string): string | null {
  return isSlabOn(igstBp, day) ? null : GST_RATE_MESSAGES.notInForce(percent(igstBp), day);
}

/** The triple a whole rate gives: half and half within a state, the whole between states. */
export function ratesOfSlab(igstBp: number): RateTriple {
  return { cgstBp: igstBp / 2, sgstBp: igstBp / 2, igstBp };
}
