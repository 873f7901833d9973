import { stateByName, stateCodeOfGstin, stateOfCode, type IndianState } from './gst';
import { taxAt } from '../money';

// The GST rules of a tax invoice and a credit note (issue 10), shared by the server that issues them
// and the screens that preview them, so both always agree to the paisa:
// - place of supply of a service (IGST Act s.12(2)): the recipient's registered state when it has a
//   GSTIN, else the state of its address; a recipient outside India with export delivery is an export
//   of services (s.2(6)), zero-rated and supplied under LUT without tax (IGST Act s.16);
// - intra-state: CGST + SGST, or CGST + UTGST in a Union Territory without a legislature; inter-state: IGST;
// - each tax head rounded to the paisa (halves up), the total is their sum;
// - document numbers: one consecutive series per supplying GSTIN and financial year (April to March,
//   India's calendar), at most 16 characters of letters, digits, '-' and '/' (CGST Rules r.46(b)).

export type TaxHeadName = 'CGST' | 'SGST' | 'UTGST' | 'IGST';
export type TaxHead = { name: TaxHeadName; rateBp: number; amount: number };

/** The rates of a service category in basis points (900 = 9 %). */
export type GstRates = { cgstBp: number; sgstBp: number; igstBp: number };

export type SupplyType = 'intra_state' | 'inter_state' | 'export_lut';

export type PlaceOfSupply = { supply: 'domestic'; state: IndianState } | { supply: 'export' };

export type Recipient = {
  gstin?: string | null;
  /** The state of the recipient's address, as typed on the client record. */
  state?: string | null;
  country?: string | null;
  typeOfDelivery: 'domestic' | 'export';
};

export const taxInvoiceMessages = {
  noPlaceOfSupply: "The client's state is missing or not an Indian state: set it (or a GSTIN) on the client before invoicing",
  supplierState: "The billing office's state code is not a GST state code",
} as const;

const isIndia = (country: string | null | undefined) => !country || /^\s*(india|bharat|in)\s*$/i.test(country);

/**
 * Where a service is supplied: export only when delivery is export AND the recipient is outside India
 * (an export-marked Project for a client in India is still a domestic supply).
 */
export function placeOfSupply(recipient: Recipient): PlaceOfSupply | null {
  if (recipient.typeOfDelivery === 'export' && !isIndia(recipient.country)) return { supply: 'export' };
  const code = recipient.gstin ? stateCodeOfGstin(recipient.gstin) : undefined;
  const registered = code ? stateOfCode(code) : undefined;
  const state = registered ?? (recipient.state ? stateByName(recipient.state) : undefined);
  return state ? { supply: 'domestic', state } : null;
}

export type TaxComputation = {
  supplyType: SupplyType;
  taxable: number;
  heads: TaxHead[];
  totalTax: number;
  total: number;
};

/** The tax of one supply from the supplier's state code, the place of supply and the category's rates. */
export function computeSupplyTax(taxablePaise: number, rates: GstRates, supplierStateCode: string, place: PlaceOfSupply): TaxComputation {
  const supplier = stateOfCode(supplierStateCode);
  if (!supplier) throw new RangeError(taxInvoiceMessages.supplierState);
  let supplyType: SupplyType;
  let heads: TaxHead[];
  if (place.supply === 'export') {
    supplyType = 'export_lut';
    heads = [{ name: 'IGST', rateBp: 0, amount: 0 }];
  } else if (place.state.code === supplier.code) {
    supplyType = 'intra_state';
    heads = [
      { name: 'CGST', rateBp: rates.cgstBp, amount: taxAt(taxablePaise, rates.cgstBp) },
      { name: supplier.utgst ? 'UTGST' : 'SGST', rateBp: rates.sgstBp, amount: taxAt(taxablePaise, rates.sgstBp) },
    ];
  } else {
    supplyType = 'inter_state';
    heads = [{ name: 'IGST', rateBp: rates.igstBp, amount: taxAt(taxablePaise, rates.igstBp) }];
  }
  const totalTax = heads.reduce((sum, head) => sum + head.amount, 0);
  return { supplyType, taxable: taxablePaise, heads, totalTax, total: taxablePaise + totalTax };
}

/** The declaration an export of services under LUT carries (CGST Rules r.46(p) and r.96A). */
export const LUT_DECLARATION = 'Supply meant for export under Letter of Undertaking without payment of integrated tax';

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The calendar day in India of an instant, as 'YYYY-MM-DD'. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export type FinancialYear = { startYear: number; label: string; shortLabel: string };

/** India's financial year (1 April to 31 March, in India's time) of an instant: '2026-27'. */
export function financialYearOf(at: Date): FinancialYear {
  const [year, month] = indianDay(at).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return { startYear, label: `${startYear}-${next}`, shortLabel: `${String(startYear % 100).padStart(2, '0')}-${next}` };
}

export type DocumentKind = 'INV' | 'CN' | 'RCT';
export const DOCUMENT_NUMBER_MAX = 16;
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * 'INV/2026-27/0001': the series' prefix, its financial year and the sequence padded to 4. A sequence too
 * long for 16 characters shortens the year ('INV/26-27/10000'); past that the series is full.
 */
export function documentNumber(kind: DocumentKind, year: FinancialYear, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`A document sequence starts at 1, got ${sequence}`);
  const serial = String(sequence).padStart(4, '0');
  for (const label of [year.label, year.shortLabel]) {
    const number = `${kind}/${label}/${serial}`;
    if (number.length <= DOCUMENT_NUMBER_MAX) return number;
  }
  throw new RangeError(`The ${kind} series of ${year.label} is full`);
}

/** Spec 02 §9: an invoice falls due 5 days after it is raised. */
export const INVOICE_DUE_DAYS = 5;

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * CGST Act s.34(2): a credit note for an invoice may be issued until 30 November after the end of the
 * financial year of the invoice (or the annual return, if earlier; the firm's return date is not kept).
 * Returns the last Indian day on which it may be issued.
 */
export function creditNoteDeadline(invoiceDate: Date): string {
  return `${financialYearOf(invoiceDate).startYear + 1}-11-30`;
}

export function isCreditNoteAllowed(invoiceDate: Date, at: Date): boolean {
  return indianDay(at) <= creditNoteDeadline(invoiceDate);
}
