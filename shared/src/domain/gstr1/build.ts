import { docIssueOf } from './doc-issue';
import {
  exportTypeOf,
  gstr1TableOf,
  hsnSideOf,
  isInterState,
  nilSupplyTypeOf,
  gstr1Percent,
  posOf,
  rateBpOf,
  gstr1Rupees,
} from './classify';
import type { Gstr1CreditNoteInput, Gstr1Input, Gstr1InvoiceInput } from './input';
import type { B2bEntry, B2clEntry, B2csEntry, CdnrEntry, CdnurEntry, ExpEntry, Gstr1Json, HsnEntry, NilEntry } from './json-types';
import { GSTR1_JSON_VERSION } from './json-types';
import { returnPeriodOf } from './period';
import { gstr1B2bInvoice, gstr1B2clInvoice, gstr1CdnrNote, gstr1CdnurNote, gstr1ExpInvoice, type Gstr1DocPaise } from './documents';

// The GSTR-1 file of one GSTIN and period from its invoices and credit notes. Sums are taken in paise and
// turned into rupees once, so a table's total is the sum of its documents to the paisa. Cancelled documents
// appear only in Table 13 (doc_issue). A credit note against a B2CS supply is netted into B2CS, and one
// against a nil-rated or exempt supply into Table 8 (neither table takes notes separately).

type Doc = Gstr1DocPaise;
type Amounts = { txval: number; iamt: number; camt: number; samt: number };
const amountsOf = (d: Doc, sign: 1 | -1): Amounts => ({
  txval: sign * d.taxablePaise,
  iamt: sign * d.igstPaise,
  camt: sign * d.cgstPaise,
  samt: sign * d.sgstPaise,
});
const add = (into: Amounts, from: Amounts) => {
  into.txval += from.txval;
  into.iamt += from.iamt;
  into.camt += from.camt;
  into.samt += from.samt;
};
const zero = (): Amounts => ({ txval: 0, iamt: 0, camt: 0, samt: 0 });

function groupInto<E>(map: Map<string, E>, key: string, make: () => E, push: (entry: E) => void) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = make()));
  push(entry);
}
/** The order of a table's groups (recipients, places, export types): the keys' UTF-16 code units, as `<` compares. */
export const gstr1KeyOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedValues = <E>(map: Map<string, E>) => [...map.entries()].sort(([a], [b]) => gstr1KeyOrder(a, b)).map(([, v]) => v);

/** A document's amounts in paise, for the tables that sum them (a group of documents read as one gives its sums). */
export type Gstr1Amounts = Doc & { totalPaise: number };

/**
 * The tables that sum documents rather than list them: B2CS (7), nil-rated and exempt (8) and HSN (12), fed
 * one document (or one group of documents alike in all the rules read) at a time. `i` decides the table and
 * the row; `amounts` are what it adds (an invoice's own, or a group's sums). Feed in the return's order: an
 * HSN row takes the description of the first document with its code and rate.
 */
export function gstr1Sums() {
  const b2cs = new Map<string, { entry: Omit<B2csEntry, 'txval' | 'iamt' | 'camt' | 'samt'>; sums: Amounts }>();
  const nil = new Map<string, { sply_ty: NilEntry['sply_ty']; nil: number; exempt: number; nonGst: number }>();
  const hsn = { hsn_b2b: new Map<string, { row: Omit<HsnEntry, 'num'>; value: number; sums: Amounts }>(), hsn_b2c: new Map() };

  const toB2cs = (i: Gstr1InvoiceInput, amounts: Amounts) => {
    const sply_ty = isInterState(i) ? 'INTER' : 'INTRA';
    const key = `${posOf(i)}|${sply_ty}|${String(rateBpOf(i)).padStart(5, '0')}`;
    groupInto(
      b2cs,
      key,
      () => ({ entry: { sply_ty, pos: posOf(i), typ: 'OE' as const, rt: gstr1Percent(rateBpOf(i)), csamt: 0 }, sums: zero() }),
      (e) => add(e.sums, amounts),
    );
  };
  const toNil = (i: Gstr1InvoiceInput, taxablePaise: number) => {
    const sply_ty = nilSupplyTypeOf(i);
    groupInto(
      nil,
      sply_ty,
      () => ({ sply_ty, nil: 0, exempt: 0, nonGst: 0 }),
      (e) => {
        if (i.nilKind === 'exempt') e.exempt += taxablePaise;
        else if (i.nilKind === 'non_gst') e.nonGst += taxablePaise;
        else e.nil += taxablePaise;
      },
    );
  };
  const toHsn = (i: Gstr1InvoiceInput, amounts: Amounts, valuePaise: number) => {
    const side = hsn[hsnSideOf(i)];
    const key = `${i.sacCode}|${String(rateBpOf(i)).padStart(5, '0')}`;
    const make = () => ({
      row: {
        hsn_sc: i.sacCode,
        desc: i.sacDescription.slice(0, 30),
        uqc: 'NA',
        qty: 0,
        rt: gstr1Percent(rateBpOf(i)),
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
      value: 0,
      sums: zero(),
    });
    groupInto(side, key, make, (e) => {
      e.value += valuePaise;
      add(e.sums, amounts);
    });
  };

  return {
    /** An issued invoice (a cancelled one is in Table 13 only): HSN, and B2CS or Table 8 by its table. */
    invoice(i: Gstr1InvoiceInput, amounts: Gstr1Amounts = i) {
      if (i.status === 'cancelled') return;
      const table = gstr1TableOf(i);
      toHsn(i, amountsOf(amounts, 1), amounts.totalPaise);
      if (table === 'nil') toNil(i, amounts.taxablePaise);
      else if (table === 'b2cs') toB2cs(i, amountsOf(amounts, 1));
    },
    /** An issued credit note against `i`: it reduces HSN, and B2CS or Table 8 when its invoice is there. */
    note(i: Gstr1InvoiceInput, status: Gstr1CreditNoteInput['status'], amounts: Gstr1Amounts) {
      if (status === 'cancelled') return;
      const table = gstr1TableOf(i);
      toHsn(i, amountsOf(amounts, -1), -amounts.totalPaise);
      if (table === 'b2cs') toB2cs(i, amountsOf(amounts, -1));
      else if (table === 'nil') toNil(i, -amounts.taxablePaise);
    },
    /** The tables as the file has them; a table without a row is left out. */
    tables(): Pick<Gstr1Json, 'b2cs' | 'nil' | 'hsn'> {
      const tables: Pick<Gstr1Json, 'b2cs' | 'nil' | 'hsn'> = {};
      const b2csRows = sortedValues(b2cs)
        .filter((e) => e.sums.txval !== 0)
        .map(({ entry, sums }) => {
          const heads =
            entry.sply_ty === 'INTER' ? { iamt: gstr1Rupees(sums.iamt) } : { camt: gstr1Rupees(sums.camt), samt: gstr1Rupees(sums.samt) };
          return {
            sply_ty: entry.sply_ty,
            pos: entry.pos,
            typ: entry.typ,
            rt: entry.rt,
            txval: gstr1Rupees(sums.txval),
            ...heads,
            csamt: 0,
          };
        });
      if (b2csRows.length) tables.b2cs = b2csRows;
      const nilRows = sortedValues(nil)
        .filter((e) => e.nil || e.exempt || e.nonGst)
        .map((e) => ({
          sply_ty: e.sply_ty,
          nil_amt: gstr1Rupees(e.nil),
          expt_amt: gstr1Rupees(e.exempt),
          ngsup_amt: gstr1Rupees(e.nonGst),
        }));
      if (nilRows.length) tables.nil = { inv: nilRows };
      const hsnRows = (side: typeof hsn.hsn_b2b): HsnEntry[] =>
        sortedValues(side)
          .filter((e) => e.value !== 0 || e.sums.txval !== 0)
          .map(({ row, sums }, index) => ({
            num: index + 1,
            ...row,
            txval: gstr1Rupees(sums.txval),
            iamt: gstr1Rupees(sums.iamt),
            camt: gstr1Rupees(sums.camt),
            samt: gstr1Rupees(sums.samt),
          }));
      // The portal's own files never carry an empty table: a side without a row is left out, as is Table 12 itself.
      const hsnB2b = hsnRows(hsn.hsn_b2b);
      const hsnB2c = hsnRows(hsn.hsn_b2c);
      if (hsnB2b.length || hsnB2c.length)
        tables.hsn = { ...(hsnB2b.length ? { hsn_b2b: hsnB2b } : {}), ...(hsnB2c.length ? { hsn_b2c: hsnB2c } : {}) };
      return tables;
    },
  };
}

export function buildGstr1(input: Gstr1Input): Gstr1Json {
  const period = returnPeriodOf(input.period, 'monthly');
  if (!period) throw new RangeError(`Not a return period: ${input.period}`);
  const b2b = new Map<string, B2bEntry>();
  const b2cl = new Map<string, B2clEntry>();
  const exp = new Map<string, ExpEntry>();
  const cdnr = new Map<string, CdnrEntry>();
  const cdnur: CdnurEntry[] = [];
  const sums = gstr1Sums();

  for (const i of input.invoices) {
    sums.invoice(i);
    if (i.status === 'cancelled') continue;
    const table = gstr1TableOf(i);
    if (table === 'b2b')
      groupInto(
        b2b,
        i.recipientGstin!,
        () => ({ ctin: i.recipientGstin!, inv: [] }),
        (e) => e.inv.push(gstr1B2bInvoice(i)),
      );
    else if (table === 'b2cl')
      groupInto(
        b2cl,
        posOf(i),
        () => ({ pos: posOf(i), inv: [] }),
        (e) => e.inv.push(gstr1B2clInvoice(i)),
      );
    else if (table === 'exp') {
      const type = exportTypeOf(i);
      groupInto(
        exp,
        type,
        () => ({ exp_typ: type, inv: [] }),
        (e) => e.inv.push(gstr1ExpInvoice(i)),
      );
    }
  }

  for (const note of input.creditNotes) {
    sums.note(note.invoice, note.status, note);
    if (note.status === 'cancelled') continue;
    const i = note.invoice;
    const table = gstr1TableOf(i);
    if (table === 'b2cs' || table === 'nil') continue;
    if (table === 'b2b')
      groupInto(
        cdnr,
        i.recipientGstin!,
        () => ({ ctin: i.recipientGstin!, nt: [] }),
        (e) => e.nt.push(gstr1CdnrNote(note)),
      );
    else cdnur.push(gstr1CdnurNote(note));
  }

  const json: Gstr1Json = { gstin: input.gstin, fp: period.fp, version: GSTR1_JSON_VERSION, hash: 'hash' };
  if (b2b.size) json.b2b = sortedValues(b2b);
  if (b2cl.size) json.b2cl = sortedValues(b2cl);
  const tables = sums.tables();
  if (tables.b2cs) json.b2cs = tables.b2cs;
  if (exp.size) json.exp = sortedValues(exp);
  if (cdnr.size) json.cdnr = sortedValues(cdnr);
  if (cdnur.length) json.cdnur = cdnur;
  if (tables.nil) json.nil = tables.nil;
  if (tables.hsn) json.hsn = tables.hsn;
  const docDet = docIssueOf(input.invoices, input.creditNotes);
  if (docDet.length) json.doc_issue = { doc_det: docDet };
  return json;
}
