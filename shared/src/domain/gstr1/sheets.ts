import { stateOfCode } from '../gst';
import type { CdnurType, Gstr1Json, HsnEntry, InvoiceType, NilSupplyType } from './json-types';

// The offline tool's Excel template: one sheet per table, named as the template names them, with the
// template's header row (row 4; rows 1-3 carry the sheet's title and summary, as in the template). Rows
// are produced lazily from the built JSON so the server can stream a large return.

export type Cell = string | number | null;
export type Gstr1Sheet = {
  name: string;
  title: string;
  summary: { label: string; value: number }[];
  headers: readonly string[];
  rows: () => Iterable<Cell[]>;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The template's dates: 'dd-mm-yyyy' → '05-Oct-2026'. */
export const templateDate = (portal: string) => `${portal.slice(0, 2)}-${MONTHS[Number(portal.slice(3, 5)) - 1]}-${portal.slice(6)}`;
/** The template's place of supply: '27-Maharashtra'. */
export const templatePlace = (code: string | undefined) =>
  code === undefined ? null : code === '96' ? '96-Other Countries' : `${code}-${stateOfCode(code)?.name ?? ''}`;
const INVOICE_TYPES: Record<InvoiceType, string> = {
  R: 'Regular B2B',
  SEWP: 'SEZ supplies with payment',
  SEWOP: 'SEZ supplies without payment',
  DE: 'Deemed Exp',
};
const NIL_ROWS: Record<NilSupplyType, string> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};
const UR_TYPES: Record<CdnurType, string> = { B2CL: 'B2CL', EXPWP: 'EXPWP', EXPWOP: 'EXPWOP' };
const sum = (values: Iterable<number>) => {
  let paise = 0;
  for (const v of values) paise += Math.round(v * 100);
  return paise / 100;
};

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

const hsnValue = (h: HsnEntry) => sum([h.txval, h.iamt, h.camt, h.samt, h.csamt]);
const hsnSheet = (name: string, title: string, rows: HsnEntry[]): Gstr1Sheet => ({
  name,
  title,
  summary: [
    { label: 'No. of HSN', value: rows.length },
    { label: 'Total Value', value: sum(rows.map(hsnValue)) },
    { label: 'Total Taxable Value', value: sum(rows.map((h) => h.txval)) },
  ],
  headers: GSTR1_SHEET_HEADERS.hsn,
  *rows() {
    for (const h of rows) yield [h.hsn_sc, h.desc, h.uqc, h.qty, hsnValue(h), h.rt, h.txval, h.iamt, h.camt, h.samt, h.csamt];
  },
});

/** The ten sheets of the template, in its order, from a built return; `names` gives each GSTIN's receiver name. */
export function gstr1TemplateSheets(json: Gstr1Json, names: ReadonlyMap<string, string>): Gstr1Sheet[] {
  const b2b = json.b2b ?? [];
  const b2cl = json.b2cl ?? [];
  const b2cs = json.b2cs ?? [];
  const cdnr = json.cdnr ?? [];
  const cdnur = json.cdnur ?? [];
  const exp = json.exp ?? [];
  const b2bInvoices = b2b.flatMap((e) => e.inv);
  const cdnrNotes = cdnr.flatMap((e) => e.nt);
  const taxable = (items: { itm_det: { txval: number } }[]) => sum(items.map((i) => i.itm_det.txval));
  return [
    {
      name: 'b2b',
      title: 'Summary For B2B(4)',
      summary: [
        { label: 'No. of Recipients', value: b2b.length },
        { label: 'No. of Invoices', value: b2bInvoices.length },
        { label: 'Total Invoice Value', value: sum(b2bInvoices.map((i) => i.val)) },
        { label: 'Total Taxable Value', value: sum(b2bInvoices.map((i) => taxable(i.itms))) },
      ],
      headers: GSTR1_SHEET_HEADERS.b2b,
      *rows() {
        for (const e of b2b)
          for (const i of e.inv)
            for (const { itm_det: d } of i.itms)
              yield [
                e.ctin,
                names.get(e.ctin) ?? '',
                i.inum,
                templateDate(i.idt),
                i.val,
                templatePlace(i.pos),
                i.rchrg,
                null,
                INVOICE_TYPES[i.inv_typ],
                null,
                d.rt,
                d.txval,
                d.csamt,
              ];
      },
    },
    {
      name: 'b2cl',
      title: 'Summary For B2CL(5)',
      summary: [
        { label: 'No. of Invoices', value: b2cl.reduce((n, e) => n + e.inv.length, 0) },
        { label: 'Total Inv Value', value: sum(b2cl.flatMap((e) => e.inv.map((i) => i.val))) },
      ],
      headers: GSTR1_SHEET_HEADERS.b2cl,
      *rows() {
        for (const e of b2cl)
          for (const i of e.inv)
            for (const { itm_det: d } of i.itms)
              yield [i.inum, templateDate(i.idt), i.val, templatePlace(e.pos), null, d.rt, d.txval, d.csamt, null];
      },
    },
    {
      name: 'b2cs',
      title: 'Summary For B2CS(7)',
      summary: [{ label: 'Total Taxable  Value', value: sum(b2cs.map((r) => r.txval)) }],
      headers: GSTR1_SHEET_HEADERS.b2cs,
      *rows() {
        for (const r of b2cs) yield [r.typ, templatePlace(r.pos), null, r.rt, r.txval, r.csamt, null];
      },
    },
    {
      name: 'cdnr',
      title: 'Summary For CDNR(9B)',
      summary: [
        { label: 'No. of Recipients', value: cdnr.length },
        { label: 'No. of Notes', value: cdnrNotes.length },
        { label: 'Total Note Value', value: sum(cdnrNotes.map((n) => n.val)) },
      ],
      headers: GSTR1_SHEET_HEADERS.cdnr,
      *rows() {
        for (const e of cdnr)
          for (const n of e.nt)
            for (const { itm_det: d } of n.itms)
              yield [
                e.ctin,
                names.get(e.ctin) ?? '',
                n.nt_num,
                templateDate(n.nt_dt),
                n.ntty,
                templatePlace(n.pos),
                n.rchrg,
                INVOICE_TYPES[n.inv_typ],
                n.val,
                null,
                d.rt,
                d.txval,
                d.csamt,
              ];
      },
    },
    {
      name: 'cdnur',
      title: 'Summary For CDNUR(9B)',
      summary: [
        { label: 'No. of Notes/Vouchers', value: cdnur.length },
        { label: 'Total Note Value', value: sum(cdnur.map((n) => n.val)) },
      ],
      headers: GSTR1_SHEET_HEADERS.cdnur,
      *rows() {
        for (const n of cdnur)
          for (const { itm_det: d } of n.itms)
            yield [UR_TYPES[n.typ], n.nt_num, templateDate(n.nt_dt), n.ntty, templatePlace(n.pos), n.val, null, d.rt, d.txval, d.csamt];
      },
    },
    {
      name: 'exp',
      title: 'Summary For EXP(6)',
      summary: [
        { label: 'No. of Invoices', value: exp.reduce((n, e) => n + e.inv.length, 0) },
        { label: 'Total Inv Value', value: sum(exp.flatMap((e) => e.inv.map((i) => i.val))) },
      ],
      headers: GSTR1_SHEET_HEADERS.exp,
      *rows() {
        for (const e of exp)
          for (const i of e.inv)
            for (const d of i.itms) yield [e.exp_typ, i.inum, templateDate(i.idt), i.val, null, null, null, d.rt, d.txval, d.csamt];
      },
    },
    {
      name: 'exemp',
      title: 'Summary For Nil rated, exempted and non GST outward supplies (8)',
      summary: [],
      headers: GSTR1_SHEET_HEADERS.exemp,
      *rows() {
        for (const r of json.nil?.inv ?? []) yield [NIL_ROWS[r.sply_ty], r.nil_amt, r.expt_amt, r.ngsup_amt];
      },
    },
    hsnSheet('hsn(b2b)', 'Summary For HSN(12) - B2B', json.hsn?.hsn_b2b ?? []),
    hsnSheet('hsn(b2c)', 'Summary For HSN(12) - B2C', json.hsn?.hsn_b2c ?? []),
    {
      name: 'docs',
      title: 'Summary of documents issued during the tax period (13)',
      summary: [],
      headers: GSTR1_SHEET_HEADERS.docs,
      *rows() {
        for (const d of json.doc_issue?.doc_det ?? []) for (const r of d.docs) yield [d.doc_typ, r.from, r.to, r.totnum, r.cancel];
      },
    },
  ];
}
