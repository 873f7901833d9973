import { z } from 'zod';
import { financeReportMessages, isReportMonth } from './finance-report';
import { oneValueEach, REPORT_EXPORT_FORMATS, type ReportExportFormat } from './report';
import { blankToUndefined, plainText } from '../validation';

// The GST summary of outward supplies for one month, in the shape an accountant files GSTR-1 from.
// Invoices are those dated in the month (India's day, as issued; an invoice is never cancelled here: a
// credit note reverses it), credit notes those dated in the month and not cancelled.
//
// Sections (GSTR-1 tables):
// - b2b (4A): every invoice to a recipient with a GSTIN, sorted by GSTIN, then number.
// - b2cl (5): inter-state invoices to unregistered recipients above `b2clThresholdPaise` (₹1,00,000 from
//   1 August 2024, Notification 12/2024-CT; ₹2,50,000 before), one row per invoice.
// - b2cs (7): the other supplies to unregistered recipients, by place of supply and rate, NET of the month's
//   credit notes against such invoices (the return takes B2CS net; those notes are not reported in CDNUR).
// - exp (6A): exports of services under LUT (without payment of IGST).
// - cdnr (9B registered): credit notes against B2B invoices; cdnur (9B unregistered): against B2CL and export invoices.
// - hsn (12): by SAC and rate, invoices less the month's credit notes (SAC codes are services: UQC 'NA').
// Rates are the invoice's total rate in basis points (IGST, or CGST + SGST/UTGST); UTGST is reported with SGST.

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur', 'hsn'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];
export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: 'B2B',
  b2cl: 'B2CL',
  b2cs: 'B2CS',
  exp: 'EXP',
  cdnr: 'CDNR',
  cdnur: 'CDNUR',
  hsn: 'HSN',
};

/** GSTR-1's B2CL limit on the invoice's value, by the invoice's day. */
export const b2clThresholdPaise = (invoiceDate: string) => (invoiceDate >= '2024-08-01' ? 1_00_000_00 : 2_50_000_00);

export type Gstr1Kind = 'b2b' | 'b2cl' | 'b2cs' | 'exp';
/** Which table an invoice belongs to. */
export function gstr1KindOf(invoice: {
  gstin: string | null;
  supply_type: string;
  invoice_value_paise: number;
  invoice_date: string;
}): Gstr1Kind {
  if (invoice.supply_type === 'export_lut') return 'exp';
  if (invoice.gstin) return 'b2b';
  if (invoice.supply_type === 'inter_state' && invoice.invoice_value_paise > b2clThresholdPaise(invoice.invoice_date)) return 'b2cl';
  return 'b2cs';
}

/** The month; absent = the last month in India (the return being filed now). */
const monthField = z.preprocess(
  blankToUndefined,
  plainText('Month', financeReportMessages.month, financeReportMessages.month)
    .refine(isReportMonth, { message: financeReportMessages.month })
    .optional(),
);

/** GET /api/reports/gst-summary?month=YYYY-MM */
export const gstr1QuerySchema = z.preprocess(oneValueEach, z.object({ month: monthField }));
export type Gstr1Query = z.output<typeof gstr1QuerySchema>;

/** GET /api/reports/gst-summary/export?month=&format=xlsx (one sheet per section) | csv&section= (one section, default b2b). */
export const gstr1ExportQuerySchema = z.preprocess(
  oneValueEach,
  z.object({
    month: monthField,
    format: z
      .preprocess(blankToUndefined, z.enum(REPORT_EXPORT_FORMATS, { error: 'Format must be xlsx or csv' }).optional())
      .transform((f) => f ?? 'xlsx'),
    section: z
      .preprocess(blankToUndefined, z.enum(GSTR1_SECTIONS, { error: financeReportMessages.section }).optional())
      .transform((s) => s ?? 'b2b'),
  }),
);
export type Gstr1ExportQuery = z.output<typeof gstr1ExportQuerySchema>;

const taxes = {
  taxable_paise: z.number(),
  igst_paise: z.number(),
  cgst_paise: z.number(),
  /** SGST, or UTGST where the place of supply is a Union Territory without a legislature. */
  sgst_paise: z.number(),
};

/** One invoice (B2B, B2CL, EXP). */
export const gstr1InvoiceRowSchema = z.object({
  invoice_id: z.number(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  gstin: z.string().nullable(),
  recipient_name: z.string(),
  invoice_value_paise: z.number(),
  /** '27-Maharashtra'; '96-Other Countries' for an export. */
  place_of_supply: z.string(),
  rate_bp: z.number(),
  ...taxes,
});
export type Gstr1InvoiceRow = z.infer<typeof gstr1InvoiceRowSchema>;

export const gstr1B2csRowSchema = z.object({
  place_of_supply: z.string(),
  supply_type: z.enum(['intra_state', 'inter_state']),
  rate_bp: z.number(),
  ...taxes,
});
export type Gstr1B2csRow = z.infer<typeof gstr1B2csRowSchema>;

/** A credit note (CDNR, CDNUR). */
export const gstr1NoteRowSchema = z.object({
  credit_note_id: z.number(),
  note_number: z.string(),
  note_date: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  gstin: z.string().nullable(),
  recipient_name: z.string(),
  /** CDNUR's type: 'B2CL' or 'EXPWOP' (export without payment); null in CDNR. */
  ur_type: z.enum(['B2CL', 'EXPWOP']).nullable(),
  place_of_supply: z.string(),
  note_value_paise: z.number(),
  rate_bp: z.number(),
  ...taxes,
});
export type Gstr1NoteRow = z.infer<typeof gstr1NoteRowSchema>;

export const gstr1HsnRowSchema = z.object({
  sac_code: z.string(),
  description: z.string(),
  rate_bp: z.number(),
  total_value_paise: z.number(),
  ...taxes,
});
export type Gstr1HsnRow = z.infer<typeof gstr1HsnRowSchema>;

export const gstr1TotalsSchema = z.object({ count: z.number(), value_paise: z.number(), ...taxes });
export type Gstr1Totals = z.infer<typeof gstr1TotalsSchema>;

export const gstr1AnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    b2b: z.array(gstr1InvoiceRowSchema),
    b2cl: z.array(gstr1InvoiceRowSchema),
    b2cs: z.array(gstr1B2csRowSchema),
    exp: z.array(gstr1InvoiceRowSchema),
    cdnr: z.array(gstr1NoteRowSchema),
    cdnur: z.array(gstr1NoteRowSchema),
    hsn: z.array(gstr1HsnRowSchema),
  }),
  summary: z.object({
    month: z.string(),
    /** Each section's rows summed (B2CS and HSN already net of their credit notes; count = rows). */
    sections: z.object(
      Object.fromEntries(GSTR1_SECTIONS.map((s) => [s, gstr1TotalsSchema])) as Record<Gstr1Section, typeof gstr1TotalsSchema>,
    ),
    /** The month's invoices, its credit notes, and the difference. */
    invoices: gstr1TotalsSchema,
    credit_notes: gstr1TotalsSchema,
    net: gstr1TotalsSchema,
  }),
});
export type Gstr1Answer = z.infer<typeof gstr1AnswerSchema>;

/** gstr1-2026-10.xlsx (every section), gstr1-2026-10-b2cs.csv (one). */
export const gstr1FileName = (month: string, format: ReportExportFormat, section: Gstr1Section = 'b2b') =>
  format === 'xlsx' ? `gstr1-${month}.xlsx` : `gstr1-${month}-${section}.csv`;

/** 1800 → '18%', 250 → '2.5%'. */
export const ratePercent = (rateBp: number) => `${rateBp / 100}%`;
