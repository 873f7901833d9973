import { b2clThresholdPaise } from '../report';
import type { Gstr1InvoiceInput } from './input';
import type { CdnurType, ExportType, InvoiceType, NilSupplyType } from './json-types';

// Which GSTR-1 table an invoice belongs to, and the small conversions every table shares.

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'exp' | 'nil';

const isExport = (i: Gstr1InvoiceInput) => i.supplyType === 'export_lut' || i.gstCategory === 'overseas';

/**
 * Exports first (zero-rated, Table 6A, whatever the rate), then supplies without tax (Table 8), then
 * supplies to a GSTIN (Table 4: regular, composition, SEZ, deemed export, TDS registrant, UIN holder),
 * then the unregistered: inter-state above the B2CL limit of the invoice's day (Table 5), the rest B2CS (7).
 */
export function gstr1TableOf(i: Gstr1InvoiceInput): Gstr1Table {
  if (isExport(i)) return 'exp';
  if (i.nilKind) return 'nil';
  if (i.recipientGstin && i.gstCategory !== 'unregistered') return 'b2b';
  if (i.supplyType === 'inter_state' && i.totalPaise > b2clThresholdPaise(i.date)) return 'b2cl';
  return 'b2cs';
}

/** Table 4's invoice type: SEZ with or without payment of tax, deemed export, else regular. */
export function invoiceTypeOf(i: Gstr1InvoiceInput): InvoiceType {
  if (i.gstCategory === 'sez_with_payment') return 'SEWP';
  if (i.gstCategory === 'sez_without_payment') return 'SEWOP';
  if (i.gstCategory === 'deemed_export') return 'DE';
  return 'R';
}

/** An export pays IGST (WPAY) or goes under LUT without it (WOPAY). */
export const exportTypeOf = (i: Gstr1InvoiceInput): ExportType => (i.supplyType === 'export_lut' || i.igstPaise === 0 ? 'WOPAY' : 'WPAY');

export function cdnurTypeOf(i: Gstr1InvoiceInput): CdnurType {
  return gstr1TableOf(i) === 'exp' ? (exportTypeOf(i) === 'WOPAY' ? 'EXPWOP' : 'EXPWP') : 'B2CL';
}

export const isInterState = (i: Gstr1InvoiceInput) => i.supplyType !== 'intra_state';

/** Table 8's row: inter- or intra-state, to a registered person or not. */
export function nilSupplyTypeOf(i: Gstr1InvoiceInput): NilSupplyType {
  const registered = Boolean(i.recipientGstin) && i.gstCategory !== 'unregistered';
  return `${isInterState(i) ? 'INTR' : 'INTRA'}${registered ? 'B2B' : 'B2C'}` as NilSupplyType;
}

/** Table 12 splits by recipient: B2B is a supply reported against a GSTIN, everything else B2C. */
export const hsnSideOf = (i: Gstr1InvoiceInput): 'hsn_b2b' | 'hsn_b2c' =>
  i.recipientGstin && i.gstCategory !== 'unregistered' && !isExport(i) ? 'hsn_b2b' : 'hsn_b2c';

/** The supply's total rate in basis points: IGST, or CGST + SGST/UTGST. */
export const rateBpOf = (i: Gstr1InvoiceInput) => (i.supplyType === 'intra_state' ? i.cgstBp + i.sgstBp : i.igstBp);

/** Paise as the portal's rupees: a number with at most two decimals. */
export const gstr1Rupees = (paise: number) => Math.round(paise) / 100;

/** 'YYYY-MM-DD' → 'dd-mm-yyyy'. */
export const gstr1Date = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** Basis points → percent: 1800 → 18, 250 → 2.5. */
export const gstr1Percent = (bp: number) => bp / 100;

/** The place of supply's code; an export's is 96 (Other Countries). */
export const posOf = (i: Gstr1InvoiceInput) => i.placeOfSupplyCode ?? '96';
