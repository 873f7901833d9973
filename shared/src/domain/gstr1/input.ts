// What the GSTR-1 builder reads: one record per invoice and per credit note of one GSTIN (the supplier
// registration) whose document date falls in the return period. Plain records, so the server maps its rows
// (and a later client-category column) onto them and the builder stays pure.

import type { GstCategory } from '../gst';

/**
 * The recipient's GST category, the client's own: it routes an invoice to its table and invoice type
 * (SEZ → SEWP / SEWOP, deemed export → DE, overseas → EXP); for the others the recipient's GSTIN, or its
 * absence, decides B2B or B2C.
 */
export type Gstr1GstCategory = GstCategory;

/** A supply that carries no tax: nil-rated, exempt, or outside GST (Table 8). */
export type NilKind = 'nil' | 'exempt' | 'non_gst';

export type Gstr1DocumentStatus = 'issued' | 'cancelled';

/** An invoice as issued (its copies of the parties, place of supply and tax heads), money in paise, rates in basis points. */
export type Gstr1InvoiceInput = {
  number: string;
  /** 'YYYY-MM-DD', India's day of issue. */
  date: string;
  status: Gstr1DocumentStatus;
  gstCategory: Gstr1GstCategory;
  nilKind?: NilKind;
  recipientGstin: string | null;
  recipientName: string;
  /** 'export_lut' is an export without payment of IGST; an export with IGST is 'inter_state' to an overseas recipient. */
  supplyType: 'intra_state' | 'inter_state' | 'export_lut';
  /** Two-digit state code; null outside India. */
  placeOfSupplyCode: string | null;
  placeOfSupplyName: string | null;
  sacCode: string;
  sacDescription: string;
  cgstBp: number;
  sgstBp: number;
  igstBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** A credit note with the invoice it reduces (that invoice may be dated in an earlier period). */
export type Gstr1CreditNoteInput = {
  number: string;
  date: string;
  status: Gstr1DocumentStatus;
  invoice: Gstr1InvoiceInput;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type Gstr1Input = {
  /** The supplier's GSTIN: the return is per registration. */
  gstin: string;
  /** The return period's last month, 'YYYY-MM' (a quarter's return is filed for its last month). */
  period: string;
  invoices: readonly Gstr1InvoiceInput[];
  creditNotes: readonly Gstr1CreditNoteInput[];
};
