import type { GstinKind } from '../gst-category';

// A client's GST category: what kind of recipient it is under GST decides whether it has a
// GSTIN (and of which kind), whether its address names an Indian state or a country, and the place of
// supply and tax of its invoices (`placeOfSupply` in tax-invoice.ts). The GSTR-1 builder reads the same
// names: b2b for the registered kinds (SEZ as SEWP / SEWOP, deemed export as DE), b2cs / b2cl for
// unregistered, exp for overseas.

export const GST_CATEGORIES = [
  'regular',
  'composition',
  'unregistered',
  'sez_with_payment',
  'sez_without_payment',
  'overseas',
  'deemed_export',
  'government_tds',
  'uin_holder',
] as const;
export type GstCategory = (typeof GST_CATEGORIES)[number];

/** Clients saved before categories existed, and calls that do not name one, are Regular (spec 01's rules). */
export const DEFAULT_GST_CATEGORY: GstCategory = 'regular';

export const GST_CATEGORY_LABELS: Record<GstCategory, string> = {
  regular: 'Regular',
  composition: 'Composition',
  unregistered: 'Unregistered',
  sez_with_payment: 'SEZ (with payment of tax)',
  sez_without_payment: 'SEZ (without payment, under LUT)',
  overseas: 'Overseas',
  deemed_export: 'Deemed export',
  government_tds: 'Government / TDS registrant',
  uin_holder: 'UIN holder',
};

export function isGstCategory(value: unknown): value is GstCategory {
  return typeof value === 'string' && (GST_CATEGORIES as readonly string[]).includes(value);
}

/** A stored or sent value read as a category; anything else (an old row, a typo the schema refused) is Regular. */
export function gstCategoryOf(value: string | null | undefined): GstCategory {
  return isGstCategory(value) ? value : DEFAULT_GST_CATEGORY;
}

export const gstCategoryLabel = (value: string | null | undefined) => GST_CATEGORY_LABELS[gstCategoryOf(value)];

export type GstCategoryRules = {
  /** Whether a GST number is required, or must be left out. */
  gstin: 'required' | 'none';
  /** The kinds of number the category accepts. */
  gstinKinds: readonly GstinKind[];
  /** An Indian state (and India as the country), or a country other than India with no state. */
  address: 'indian_state' | 'country';
  /** The supply is reported to GSTR-1 as business to business (the recipient is registered). */
  registered: boolean;
};

const registered = (gstinKinds: readonly GstinKind[]): GstCategoryRules => ({
  gstin: 'required',
  gstinKinds,
  address: 'indian_state',
  registered: true,
});

export const GST_CATEGORY_RULES: Record<GstCategory, GstCategoryRules> = {
  // A non-resident taxable person registers in the state where it supplies and is billed like a regular one.
  regular: registered(['normal', 'non_resident']),
  composition: registered(['normal']),
  unregistered: { gstin: 'none', gstinKinds: [], address: 'indian_state', registered: false },
  sez_with_payment: registered(['normal']),
  sez_without_payment: registered(['normal']),
  overseas: { gstin: 'none', gstinKinds: [], address: 'country', registered: false },
  deemed_export: registered(['normal']),
  // CGST Act s.51: a deductor registers with its TAN, a department without PAN or TAN with a department id;
  // one that holds a normal registration is billed under it.
  government_tds: registered(['tds', 'government', 'normal']),
  uin_holder: registered(['uin']),
};

export const gstCategoryRules = (category: GstCategory) => GST_CATEGORY_RULES[category];
