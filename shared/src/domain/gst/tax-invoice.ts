import { stateByName, stateCodeOfGstin, stateOfCode, type IndianState } from './gst';
import { gstCategoryOf, type GstCategory } from './categories';
import { isIndiaCountry } from './countries';
import { taxAt } from '../money';
import { financialYearOf, indianDay, type FinancialYear } from '../calendar';

// The GST rules of a tax invoice and a credit note, shared by the server that issues them
// and the screens that preview them, so both always agree to the paisa:
// - place of supply of a service (IGST Act s.12(2)): the recipient's registered state when it has a
//   GSTIN, else the state of its address; a recipient outside India with export delivery is an export
//   of services (s.2(6)), zero-rated and supplied under LUT without tax (IGST Act s.16);
// - intra-state: CGST + SGST, or CGST + UTGST in a Union Territory without a legislature; inter-state: IGST;
// - each tax head rounded to the paisa (halves up), the total is their sum;
// - document numbers: one consecutive series per supplying GSTIN and financial year (April to March,
//   India's calendar), at most 16 characters of letters, digits, '-' and '/' (CGST Rules r.46(b)).
// By the recipient's GST category (services; `placeOfSupply`'s table names each section):
// - SEZ unit or developer: inter-state always (IGST Act s.7(5)(b)), place of supply the SEZ's registered
//   state (s.12(2)(a)); a zero-rated supply (s.16(1)(b)): IGST at the rate (with payment) or none under LUT;
// - Overseas: place of supply outside India (s.13(2)), reported as '96-Other Countries'; an export of
//   services (s.2(6)) under LUT without tax or with IGST, as the firm has chosen (s.16(3));
// - Unregistered: the state of the address on record (s.12(2)(b)(i)): B2C;
// - Composition, deemed export (a goods-only notion, CGST Act s.147), government / TDS registrant, UIN
//   holder: registered recipients, the state of their number (s.12(2)(a)), taxed as any B2B supply.

export type TaxHeadName = 'CGST' | 'SGST' | 'UTGST' | 'IGST';
export type TaxHead = { name: TaxHeadName; rateBp: number; amount: number };

/** The rates of a service category in basis points (900 = 9 %). */
export type GstRates = { cgstBp: number; sgstBp: number; igstBp: number };

/**
 * How a supply is taxed: CGST + SGST, IGST, an export (under LUT without tax, or with IGST), or a supply to
 * an SEZ (under LUT without tax, or with IGST). The GSTR-1 builder reads it from `invoices.supply_type`.
 */
export type SupplyType = 'intra_state' | 'inter_state' | 'export_lut' | 'export_igst' | 'sez_lut' | 'sez_igst';
export const SUPPLY_TYPES = [
  'intra_state',
  'inter_state',
  'export_lut',
  'export_igst',
  'sez_lut',
  'sez_igst',
] as const satisfies readonly SupplyType[];

/** Zero-rated supplies (IGST Act s.16(1)): exports of services and supplies to an SEZ. */
export const isZeroRatedSupply = (supply: SupplyType) => supply !== 'intra_state' && supply !== 'inter_state';
/** Zero-rated without tax under a Letter of Undertaking: the invoice carries the declaration. */
export const isUnderLut = (supply: SupplyType) => supply === 'export_lut' || supply === 'sez_lut';
/** An export of services, with IGST or under LUT (the recipient is outside India). */
export const isExportSupply = (supply: SupplyType) => supply === 'export_igst' || supply === 'export_lut';

/** The firm's choice for exports of services (IGST Act s.16(3)): under LUT without tax, or with IGST. */
export const EXPORT_TAX_MODES = ['lut', 'igst'] as const;
export type ExportTaxMode = (typeof EXPORT_TAX_MODES)[number];

/** The place of supply of a recipient outside India, as GSTR-1 and the e-invoice schema code it. */
export const OTHER_COUNTRIES = { code: '96', name: 'Other Countries' } as const;

export type PlaceOfSupply =
  | {
      supply: 'domestic';
      state: IndianState;
      /** A supply to an SEZ unit or developer (s.7(5)(b)): inter-state, zero-rated with IGST or under LUT. */
      sez?: 'with_payment' | 'without_payment';
    }
  | { supply: 'export'; withIgst?: boolean };

export type Recipient = {
  gstin?: string | null;
  /** The state of the recipient's address, as typed on the client record. */
  state?: string | null;
  country?: string | null;
  typeOfDelivery: 'domestic' | 'export';
  /** The client's GST category (Regular when not given). */
  category?: GstCategory | string | null;
  /** The firm's setting for exports of services (under LUT when not given). */
  exportTaxMode?: ExportTaxMode;
};

export const taxInvoiceMessages = {
  noPlaceOfSupply: "The client's state is missing or not an Indian state: set it (or a GSTIN) on the client before invoicing",
  supplierState: "The billing office's state code is not a GST state code",
} as const;

/**
 * Where a service is supplied, by the client's category. An Overseas client is always an export (s.13(2));
 * a client in India stays domestic even when its Project is marked export. A Regular client saved before
 * categories with a country outside India and an export Project keeps the export it had (the rule before categories).
 */
export function placeOfSupply(recipient: Recipient): PlaceOfSupply | null {
  const category = gstCategoryOf(recipient.category);
  const legacyExport = category === 'regular' && recipient.typeOfDelivery === 'export' && !isIndiaCountry(recipient.country);
  if (category === 'overseas' || legacyExport) return { supply: 'export', withIgst: recipient.exportTaxMode === 'igst' };
  const code = category !== 'unregistered' && recipient.gstin ? stateCodeOfGstin(recipient.gstin) : undefined;
  const registered = code ? stateOfCode(code) : undefined;
  const state = registered ?? (recipient.state ? stateByName(recipient.state) : undefined);
  if (!state) return null;
  if (category === 'sez_with_payment') return { supply: 'domestic', state, sez: 'with_payment' };
  if (category === 'sez_without_payment') return { supply: 'domestic', state, sez: 'without_payment' };
  return { supply: 'domestic', state };
}

/** The place of supply as a document shows it: 'Karnataka (29)', '96-Other Countries', 'Outside India' (an export issued before GST categories). */
export function placeOfSupplyLabel(code: string | null, name: string | null): string {
  if (code === OTHER_COUNTRIES.code) return `${OTHER_COUNTRIES.code}-${OTHER_COUNTRIES.name}`;
  return name ? `${name} (${code})` : 'Outside India';
}

/** The place of supply as invoices and GSTR-1 write it: the state's code and name, or 96-Other Countries. */
export function placeOfSupplyCode(place: PlaceOfSupply): { code: string; name: string } {
  return place.supply === 'domestic' ? { code: place.state.code, name: place.state.name } : OTHER_COUNTRIES;
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
  const igst = (rateBp: number): TaxHead[] => [{ name: 'IGST', rateBp, amount: taxAt(taxablePaise, rateBp) }];
  if (place.supply === 'export') {
    supplyType = place.withIgst ? 'export_igst' : 'export_lut';
    heads = igst(place.withIgst ? rates.igstBp : 0);
  } else if (place.sez) {
    supplyType = place.sez === 'with_payment' ? 'sez_igst' : 'sez_lut';
    heads = igst(place.sez === 'with_payment' ? rates.igstBp : 0);
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
/** The declaration of a supply to an SEZ under LUT (CGST Rules r.46(p)). */
export const SEZ_LUT_DECLARATION =
  'Supply meant for SEZ unit or SEZ developer for authorised operations under Letter of Undertaking without payment of integrated tax';
/** The declaration of a zero-rated supply to an SEZ with IGST paid. */
export const SEZ_IGST_DECLARATION = 'Supply meant for SEZ unit or SEZ developer for authorised operations on payment of integrated tax';
/** The declaration of an export of services with IGST paid. */
export const EXPORT_IGST_DECLARATION = 'Supply meant for export on payment of integrated tax';

/** The declaration a zero-rated invoice carries, or null for a domestic one. */
export function zeroRatedDeclaration(supply: SupplyType): string | null {
  switch (supply) {
    case 'export_lut':
      return LUT_DECLARATION;
    case 'export_igst':
      return EXPORT_IGST_DECLARATION;
    case 'sez_lut':
      return SEZ_LUT_DECLARATION;
    case 'sez_igst':
      return SEZ_IGST_DECLARATION;
    default:
      return null;
  }
}

export type DocumentKind = 'INV' | 'CN' | 'RCT';
export const DOCUMENT_NUMBER_MAX = 16;
/** CGST Rules r.46(b) as the GST portal checks it: at most 16 characters, the first a letter or digit. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{0,15}$/;

/** A number the portal takes, or a RangeError: a series never hands out one GSTR-1 and the IRP would refuse. */
export function checkedDocumentNumber(number: string): string {
  if (!DOCUMENT_NUMBER_PATTERN.test(number))
    throw new RangeError(`${number} is not a GST document number: at most 16 letters, digits, '/' or '-', starting with a letter or digit`);
  return number;
}

/**
 * 'INV/2026-27/0001': the series' prefix, its financial year and the sequence padded to 4. A sequence too
 * long for 16 characters shortens the year ('INV/26-27/10000'); past that the series is full.
 */
export function documentNumber(kind: DocumentKind, year: FinancialYear, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`A document sequence starts at 1, got ${sequence}`);
  const serial = String(sequence).padStart(4, '0');
  for (const label of [year.label, year.shortLabel]) {
    const number = `${kind}/${label}/${serial}`;
    if (number.length <= DOCUMENT_NUMBER_MAX) return checkedDocumentNumber(number);
  }
  throw new RangeError(`The ${kind} series of ${year.label} is full`);
}

/** Spec 02 §9: an invoice falls due 5 days after it is raised. */
export const INVOICE_DUE_DAYS = 5;

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
