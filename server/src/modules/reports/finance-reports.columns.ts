import { AGING_BUCKET_LABELS, AGING_BUCKETS } from '@firm/shared/domain/invoice';
import {
  GSTR1_SECTION_LABELS,
  monthLabel,
  type CollectionsRow,
  type Gstr1Answer,
  type Gstr1B2csRow,
  type Gstr1HsnRow,
  type Gstr1InvoiceRow,
  type Gstr1NoteRow,
  type Gstr1Section,
  type ReceivablesRow,
} from '@firm/shared/domain/report';
import { inOneBatch, sheetOf, type ExportColumn } from './reports.export';

// The finance reports' file columns: the screen's columns, amounts in rupees (numbers in XLSX, plain decimals
// in CSV), rates in percent, days as date cells.

const text = <Row>(header: string, value: (row: Row) => string | null, width = 28): ExportColumn<Row> => ({
  header,
  kind: 'text',
  value,
  width,
});
const money = <Row>(header: string, value: (row: Row) => number): ExportColumn<Row> => ({ header, kind: 'money', value });
const count = <Row>(header: string, value: (row: Row) => number): ExportColumn<Row> => ({ header, kind: 'count', value });
const day = <Row>(header: string, value: (row: Row) => string): ExportColumn<Row> => ({ header, kind: 'day', value });
const rate = <Row>(value: (row: Row) => number): ExportColumn<Row> => ({ header: 'Rate (%)', kind: 'rate', value });

export const RECEIVABLES_COLUMNS: readonly ExportColumn<ReceivablesRow>[] = [
  text('Client', (r) => r.client_name, 36),
  text('GSTIN', (r) => r.gstin, 18),
  count('Invoices', (r) => r.invoices),
  ...AGING_BUCKETS.map((b) => money<ReceivablesRow>(AGING_BUCKET_LABELS[b], (r) => r[`${b}_paise`])),
  money('Total Due', (r) => r.total_paise),
];

export const COLLECTIONS_COLUMNS: readonly ExportColumn<CollectionsRow>[] = [
  text('Month', (r) => monthLabel(r.month), 12),
  money('Received', (r) => r.received_paise),
  count('Payments', (r) => r.payments),
  money('Online', (r) => r.online_paise),
  count('Online Payments', (r) => r.online_payments),
  money('Recorded by Hand', (r) => r.manual_paise),
  count('Recorded Payments', (r) => r.manual_payments),
  count('Reversals', (r) => r.reversals),
  money('Reversed', (r) => r.reversed_paise),
  count('Credit Notes', (r) => r.credit_notes),
  money('Credit Notes Amount', (r) => r.credit_notes_paise),
];

type Taxed = { taxable_paise: number; igst_paise: number; cgst_paise: number; sgst_paise: number };
const taxColumns = <Row extends Taxed>(): ExportColumn<Row>[] => [
  money('Taxable Value', (r) => r.taxable_paise),
  money('IGST', (r) => r.igst_paise),
  money('CGST', (r) => r.cgst_paise),
  money('SGST/UTGST', (r) => r.sgst_paise),
];

const invoiceColumns = (withGstin: boolean): ExportColumn<Gstr1InvoiceRow>[] => [
  ...(withGstin ? [text<Gstr1InvoiceRow>('GSTIN of Recipient', (r) => r.gstin, 18)] : []),
  text('Receiver Name', (r) => r.recipient_name),
  text('Invoice Number', (r) => r.invoice_number, 18),
  day('Invoice Date', (r) => r.invoice_date),
  money('Invoice Value', (r) => r.invoice_value_paise),
  text('Place of Supply', (r) => r.place_of_supply, 22),
  rate((r) => r.rate_bp),
  ...taxColumns<Gstr1InvoiceRow>(),
];

const noteColumns = (registered: boolean): ExportColumn<Gstr1NoteRow>[] => [
  ...(registered ? [text<Gstr1NoteRow>('GSTIN of Recipient', (r) => r.gstin, 18)] : [text<Gstr1NoteRow>('UR Type', (r) => r.ur_type, 10)]),
  text('Receiver Name', (r) => r.recipient_name),
  text('Note Number', (r) => r.note_number, 18),
  day('Note Date', (r) => r.note_date),
  text('Original Invoice Number', (r) => r.invoice_number, 18),
  day('Original Invoice Date', (r) => r.invoice_date),
  money('Note Value', (r) => r.note_value_paise),
  text('Place of Supply', (r) => r.place_of_supply, 22),
  rate((r) => r.rate_bp),
  ...taxColumns<Gstr1NoteRow>(),
];

const GSTR1_COLUMNS = {
  b2b: invoiceColumns(true),
  b2cl: invoiceColumns(false),
  exp: invoiceColumns(false),
  b2cs: [
    text<Gstr1B2csRow>('Type', () => 'OE', 6),
    text<Gstr1B2csRow>('Place of Supply', (r) => r.place_of_supply, 22),
    text<Gstr1B2csRow>('Supply', (r) => (r.supply_type === 'intra_state' ? 'Intra-State' : 'Inter-State'), 12),
    rate<Gstr1B2csRow>((r) => r.rate_bp),
    ...taxColumns<Gstr1B2csRow>(),
  ],
  cdnr: noteColumns(true),
  cdnur: noteColumns(false),
  hsn: [
    text<Gstr1HsnRow>('HSN/SAC', (r) => r.sac_code, 10),
    text<Gstr1HsnRow>('Description', (r) => r.description, 36),
    text<Gstr1HsnRow>('UQC', () => 'NA', 6),
    money<Gstr1HsnRow>('Total Value', (r) => r.total_value_paise),
    rate<Gstr1HsnRow>((r) => r.rate_bp),
    ...taxColumns<Gstr1HsnRow>(),
  ],
} satisfies { [S in Gstr1Section]: ExportColumn<Gstr1Answer['data'][S][number]>[] };

/** One sheet per GSTR-1 section, named as the return's tables (B2B, B2CL, B2CS, EXP, CDNR, CDNUR, HSN). */
export function gstr1Sheets(answer: Gstr1Answer, sections: readonly Gstr1Section[]) {
  return sections.map((s) =>
    sheetOf({
      name: GSTR1_SECTION_LABELS[s],
      columns: GSTR1_COLUMNS[s] as ExportColumn<unknown>[],
      batches: inOneBatch<unknown>(answer.data[s]),
    }),
  );
}
