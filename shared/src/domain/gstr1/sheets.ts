import type { B2bInvoice, B2clEntry, CdnrNote, CdnurEntry, ExpEntry, ExportType, Gstr1Json, HsnEntry } from './json-types';
import { GSTR1_SHEET_HEADERS, INVOICE_TYPES, NIL_ROWS, templateDate, templatePlace, UR_TYPES } from './template';

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
/** A sheet whose rows are read as the file is written, a batch at a time. */
export type Gstr1StreamedSheet = Omit<Gstr1Sheet, 'rows'> & { rows: () => Iterable<Cell[]> | AsyncIterable<Cell[][]> };

const sum = (values: Iterable<number>) => {
  let paise = 0;
  for (const v of values) paise += Math.round(v * 100);
  return paise / 100;
};

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

type B2clInvoice = B2clEntry['inv'][number];
type ExpInvoice = ExpEntry['inv'][number];

/** The sheets that list documents: one row per document's item, the group's key (recipient, place, export type) on each. */
export const gstr1SheetRows = {
  b2b: (ctin: string, name: string, i: B2bInvoice): Cell[][] =>
    i.itms.map(({ itm_det: d }) => [
      ctin,
      name,
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
    ]),
  b2cl: (pos: string, i: B2clInvoice): Cell[][] =>
    i.itms.map(({ itm_det: d }) => [i.inum, templateDate(i.idt), i.val, templatePlace(pos), null, d.rt, d.txval, d.csamt, null]),
  cdnr: (ctin: string, name: string, n: CdnrNote): Cell[][] =>
    n.itms.map(({ itm_det: d }) => [
      ctin,
      name,
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
    ]),
  cdnur: (n: CdnurEntry): Cell[][] =>
    n.itms.map(({ itm_det: d }) => [
      UR_TYPES[n.typ],
      n.nt_num,
      templateDate(n.nt_dt),
      n.ntty,
      templatePlace(n.pos),
      n.val,
      null,
      d.rt,
      d.txval,
      d.csamt,
    ]),
  exp: (type: ExportType, i: ExpInvoice): Cell[][] =>
    i.itms.map((d) => [type, i.inum, templateDate(i.idt), i.val, null, null, null, d.rt, d.txval, d.csamt]),
};

/**
 * A listing sheet's summary (rows 2-3): its groups (recipients), documents, and their value and taxable value,
 * counted one document at a time in paise as `sum` adds rupees, so a streamed sheet's figures are the built one's.
 */
export class Gstr1SheetTotals {
  groups = 0;
  documents = 0;
  private valuePaise = 0;
  private taxablePaise = 0;
  private lastGroup: string | undefined;
  add(group: string, value: number, items: readonly { txval: number }[] = []) {
    if (group !== this.lastGroup) this.groups += 1;
    this.lastGroup = group;
    this.documents += 1;
    this.valuePaise += Math.round(value * 100);
    this.taxablePaise += Math.round(sum(items.map((d) => d.txval)) * 100);
  }
  get value() {
    return this.valuePaise / 100;
  }
  get taxable() {
    return this.taxablePaise / 100;
  }
}
export type Gstr1ListedSheet = 'b2b' | 'b2cl' | 'cdnr' | 'cdnur' | 'exp';

type TotalsCell = 'groups' | 'documents' | 'value' | 'taxable';

/** A listing sheet: its name, title and the labelled totals of its summary rows. */
const listed = (name: Gstr1ListedSheet, title: string, cells: readonly [label: string, total: TotalsCell][]) => ({
  name,
  title,
  summary: (t: Gstr1SheetTotals): Gstr1Sheet['summary'] => cells.map(([label, total]) => ({ label, value: t[total] })),
  headers: GSTR1_SHEET_HEADERS[name],
});

const LISTED_SHEETS: Record<
  Gstr1ListedSheet,
  Omit<Gstr1Sheet, 'rows' | 'summary'> & { summary: (t: Gstr1SheetTotals) => Gstr1Sheet['summary'] }
> = {
  b2b: listed('b2b', 'Summary For B2B(4)', [
    ['No. of Recipients', 'groups'],
    ['No. of Invoices', 'documents'],
    ['Total Invoice Value', 'value'],
    ['Total Taxable Value', 'taxable'],
  ]),
  b2cl: listed('b2cl', 'Summary For B2CL(5)', [
    ['No. of Invoices', 'documents'],
    ['Total Inv Value', 'value'],
  ]),
  cdnr: listed('cdnr', 'Summary For CDNR(9B)', [
    ['No. of Recipients', 'groups'],
    ['No. of Notes', 'documents'],
    ['Total Note Value', 'value'],
  ]),
  cdnur: listed('cdnur', 'Summary For CDNUR(9B)', [
    ['No. of Notes/Vouchers', 'documents'],
    ['Total Note Value', 'value'],
  ]),
  exp: listed('exp', 'Summary For EXP(6)', [
    ['No. of Invoices', 'documents'],
    ['Total Inv Value', 'value'],
  ]),
};

/** A listing sheet with its totals counted beforehand and its rows from `rows`. */
export function gstr1ListedSheet<R extends Gstr1StreamedSheet['rows']>(
  sheet: Gstr1ListedSheet,
  totals: Gstr1SheetTotals,
  rows: R,
): Omit<Gstr1Sheet, 'rows'> & { rows: R } {
  const { summary, ...rest } = LISTED_SHEETS[sheet];
  return { ...rest, summary: summary(totals), rows };
}

/** The sheets built from the summed tables alone (B2CS, Table 8, the two HSN tables, Table 13), by name. */
export function gstr1SummedSheets(json: Pick<Gstr1Json, 'b2cs' | 'nil' | 'hsn' | 'doc_issue'>) {
  const b2cs = json.b2cs ?? [];
  return {
    b2cs: {
      name: 'b2cs',
      title: 'Summary For B2CS(7)',
      summary: [{ label: 'Total Taxable  Value', value: sum(b2cs.map((r) => r.txval)) }],
      headers: GSTR1_SHEET_HEADERS.b2cs,
      *rows() {
        for (const r of b2cs) yield [r.typ, templatePlace(r.pos), null, r.rt, r.txval, r.csamt, null];
      },
    } satisfies Gstr1Sheet,
    exemp: {
      name: 'exemp',
      title: 'Summary For Nil rated, exempted and non GST outward supplies (8)',
      summary: [],
      headers: GSTR1_SHEET_HEADERS.exemp,
      *rows() {
        for (const r of json.nil?.inv ?? []) yield [NIL_ROWS[r.sply_ty], r.nil_amt, r.expt_amt, r.ngsup_amt];
      },
    } satisfies Gstr1Sheet,
    hsnB2b: hsnSheet('hsn(b2b)', 'Summary For HSN(12) - B2B', json.hsn?.hsn_b2b ?? []),
    hsnB2c: hsnSheet('hsn(b2c)', 'Summary For HSN(12) - B2C', json.hsn?.hsn_b2c ?? []),
    docs: {
      name: 'docs',
      title: 'Summary of documents issued during the tax period (13)',
      summary: [],
      headers: GSTR1_SHEET_HEADERS.docs,
      *rows() {
        for (const d of json.doc_issue?.doc_det ?? []) for (const r of d.docs) yield [d.doc_typ, r.from, r.to, r.totnum, r.cancel];
      },
    } satisfies Gstr1Sheet,
  };
}

/** The ten sheets of the template, in its order, from a built return; `names` gives each GSTIN's receiver name. */
export function gstr1TemplateSheets(json: Gstr1Json, names: ReadonlyMap<string, string>): Gstr1Sheet[] {
  const totals = (count: (t: Gstr1SheetTotals) => void) => {
    const t = new Gstr1SheetTotals();
    count(t);
    return t;
  };
  const nameOf = (ctin: string) => names.get(ctin) ?? '';
  const itemsOf = (itms: { itm_det: { txval: number } }[]) => itms.map((i) => i.itm_det);
  const listed = <E, D>(
    sheet: Gstr1ListedSheet,
    entries: E[],
    documents: (e: E) => D[],
    count: (t: Gstr1SheetTotals, e: E, d: D) => void,
    rows: (e: E, d: D) => Cell[][],
  ) =>
    gstr1ListedSheet(
      sheet,
      totals((t) => entries.forEach((e) => documents(e).forEach((d) => count(t, e, d)))),
      function* () {
        for (const e of entries) for (const d of documents(e)) yield* rows(e, d);
      },
    );
  const summed = gstr1SummedSheets(json);
  return [
    listed(
      'b2b',
      json.b2b ?? [],
      (e) => e.inv,
      (t, e, i) => t.add(e.ctin, i.val, itemsOf(i.itms)),
      (e, i) => gstr1SheetRows.b2b(e.ctin, nameOf(e.ctin), i),
    ),
    listed(
      'b2cl',
      json.b2cl ?? [],
      (e) => e.inv,
      (t, e, i) => t.add(e.pos, i.val),
      (e, i) => gstr1SheetRows.b2cl(e.pos, i),
    ),
    summed.b2cs,
    listed(
      'cdnr',
      json.cdnr ?? [],
      (e) => e.nt,
      (t, e, n) => t.add(e.ctin, n.val),
      (e, n) => gstr1SheetRows.cdnr(e.ctin, nameOf(e.ctin), n),
    ),
    listed(
      'cdnur',
      json.cdnur ?? [],
      (n) => [n],
      (t, _, n) => t.add('', n.val),
      (_, n) => gstr1SheetRows.cdnur(n),
    ),
    listed(
      'exp',
      json.exp ?? [],
      (e) => e.inv,
      (t, e, i) => t.add(e.exp_typ, i.val),
      (e, i) => gstr1SheetRows.exp(e.exp_typ, i),
    ),
    summed.exemp,
    summed.hsnB2b,
    summed.hsnB2c,
    summed.docs,
  ];
}
