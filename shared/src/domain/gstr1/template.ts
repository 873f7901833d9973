import { MONTH_SHORT_NAMES } from '../calendar';
import { stateOfCode } from '../gst';
import type { CdnurType, InvoiceType, NilSupplyType } from './json-types';

// The words of the offline tool's Excel template: its header rows, its dates and places of supply, and
// its names for the invoice, nil-rated and unregistered note types. sheets.ts fills the template's sheets.

/** The template's dates: 'dd-mm-yyyy' → '05-Oct-2026'. */
export const templateDate = (portal: string) =>
  `${portal.slice(0, 2)}-${MONTH_SHORT_NAMES[Number(portal.slice(3, 5)) - 1]}-${portal.slice(6)}`;
/** The template's place of supply: '27-Maharashtra'. */
export const templatePlace = (code: string | undefined) =>
  code === undefined ? null : code === '96' ? '96-Other Countries' : `${code}-${stateOfCode(code)?.name ?? ''}`;
/** Table 4's invoice types, as the template writes them. */
export const INVOICE_TYPES: Record<InvoiceType, string> = {
  R: 'Regular B2B',
  SEWP: 'SEZ supplies with payment',
  SEWOP: 'SEZ supplies without payment',
  DE: 'Deemed Exp',
};
export const NIL_ROWS: Record<NilSupplyType, string> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};
export const UR_TYPES: Record<CdnurType, string> = { B2CL: 'B2CL', EXPWP: 'EXPWP', EXPWOP: 'EXPWOP' };

/** Each sheet's header row (the template's row 4), by sheet. */
export const GSTR1_SHEET_HEADERS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  exp: [
    'Export Type',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Port Code',
    'Shipping Bill Number',
    'Shipping Bill Date',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;
