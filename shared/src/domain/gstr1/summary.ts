import { z } from 'zod';
import { dataAnswerSchema } from '../list';
import { FILING_FREQUENCIES } from './period';
import type { Gstr1Json, ItemDetail } from './json-types';

// GET /api/reports/gstr1/summary?gstin=&period=: what the return of one registration holds, table by table,
// as the GST portal's summary shows it before filing (records, values and tax per table, and Table 13's
// document ranges). Read from the built JSON, so it is the file's own figures; amounts back in paise.

export const GSTR1_SUMMARY_TABLES = ['b2b', 'b2cl', 'exp', 'b2cs', 'nil', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c'] as const;
export type Gstr1SummaryTable = (typeof GSTR1_SUMMARY_TABLES)[number];

export const GSTR1_SUMMARY_LABELS: Record<Gstr1SummaryTable, string> = {
  b2b: '4A, 4B, 6B, 6C - B2B, SEZ, DE Invoices',
  b2cl: '5 - B2C (Large) Invoices',
  exp: '6A - Exports Invoices',
  b2cs: '7 - B2C (Others)',
  nil: '8 - Nil rated, exempted and non-GST supplies',
  cdnr: '9B - Credit/Debit Notes (Registered)',
  cdnur: '9B - Credit/Debit Notes (Unregistered)',
  hsn_b2b: '12 - HSN-wise summary (B2B)',
  hsn_b2c: '12 - HSN-wise summary (B2C)',
};

const tableRowSchema = z.object({
  table: z.enum(GSTR1_SUMMARY_TABLES),
  label: z.string(),
  /** Documents (invoices, notes) or rows (B2CS, nil, HSN) the table holds. */
  records: z.number(),
  /** Invoice or note value; null where the table has none (B2CS, HSN's is its total value). */
  value_paise: z.number().nullable(),
  taxable_paise: z.number(),
  igst_paise: z.number(),
  cgst_paise: z.number(),
  sgst_paise: z.number(),
  cess_paise: z.number(),
});
export type Gstr1SummaryRow = z.infer<typeof tableRowSchema>;

const documentRowSchema = z.object({
  document: z.string(),
  from: z.string(),
  to: z.string(),
  total: z.number(),
  cancelled: z.number(),
  net_issued: z.number(),
});
export type Gstr1DocumentRow = z.infer<typeof documentRowSchema>;

export const gstr1SummarySchema = z.object({
  gstin: z.string(),
  period: z.string(),
  fp: z.string(),
  frequency: z.enum(FILING_FREQUENCIES),
  from: z.string(),
  until: z.string(),
  tables: z.array(tableRowSchema),
  documents: z.array(documentRowSchema),
});
export type Gstr1Summary = z.infer<typeof gstr1SummarySchema>;
export const gstr1SummaryAnswerSchema = dataAnswerSchema(gstr1SummarySchema);

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);

type Totals = Omit<Gstr1SummaryRow, 'table' | 'label'>;
type ItemHeads = Pick<ItemDetail, 'txval' | 'iamt' | 'camt' | 'samt' | 'csamt'>;
const empty = (withValue: boolean): Totals => ({
  records: 0,
  value_paise: withValue ? 0 : null,
  taxable_paise: 0,
  igst_paise: 0,
  cgst_paise: 0,
  sgst_paise: 0,
  cess_paise: 0,
});
function addItem(t: Totals, item: ItemHeads) {
  t.taxable_paise += paise(item.txval);
  t.igst_paise += paise(item.iamt);
  t.cgst_paise += paise(item.camt);
  t.sgst_paise += paise(item.samt);
  t.cess_paise += paise(item.csamt);
}
function addDocument(t: Totals, value: number, items: Iterable<ItemHeads>) {
  t.records += 1;
  t.value_paise = (t.value_paise ?? 0) + paise(value);
  for (const item of items) addItem(t, item);
}

/** A document whose items are numbered (B2B, B2CL, notes): each item's detail counts. */
const addNumbered = (t: Totals, doc: { val: number; itms: readonly { itm_det: ItemHeads }[] }) =>
  addDocument(
    t,
    doc.val,
    doc.itms.map((x) => x.itm_det),
  );

/** The return's tables and Table 13's ranges, in the portal's order. */
export function gstr1SummaryOf(json: Gstr1Json): Pick<Gstr1Summary, 'tables' | 'documents'> {
  const t = Object.fromEntries(
    GSTR1_SUMMARY_TABLES.map((table) => [table, empty(!['b2cs', 'nil', 'hsn_b2b', 'hsn_b2c'].includes(table))]),
  ) as Record<Gstr1SummaryTable, Totals>;
  for (const e of json.b2b ?? []) for (const i of e.inv) addNumbered(t.b2b, i);
  for (const e of json.b2cl ?? []) for (const i of e.inv) addNumbered(t.b2cl, i);
  for (const e of json.exp ?? []) for (const i of e.inv) addDocument(t.exp, i.val, i.itms);
  for (const e of json.cdnr ?? []) for (const n of e.nt) addNumbered(t.cdnr, n);
  for (const n of json.cdnur ?? []) addNumbered(t.cdnur, n);
  for (const row of json.b2cs ?? []) {
    t.b2cs.records += 1;
    addItem(t.b2cs, row);
  }
  for (const row of json.nil?.inv ?? []) {
    t.nil.records += 1;
    t.nil.taxable_paise += paise(row.nil_amt) + paise(row.expt_amt) + paise(row.ngsup_amt);
  }
  for (const [table, rows] of [
    ['hsn_b2b', json.hsn?.hsn_b2b ?? []],
    ['hsn_b2c', json.hsn?.hsn_b2c ?? []],
  ] as const) {
    for (const row of rows) {
      t[table].records += 1;
      addItem(t[table], row);
    }
  }
  const documents = (json.doc_issue?.doc_det ?? []).flatMap((detail) =>
    detail.docs.map((d) => ({
      document: detail.doc_typ,
      from: d.from,
      to: d.to,
      total: d.totnum,
      cancelled: d.cancel,
      net_issued: d.net_issue,
    })),
  );
  return { tables: GSTR1_SUMMARY_TABLES.map((table) => ({ table, label: GSTR1_SUMMARY_LABELS[table], ...t[table] })), documents };
}
