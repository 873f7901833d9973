import { gstr1KeyOrder, gstr1Sums, type Gstr1Amounts } from './build';
import { gstr1B2bInvoice, gstr1B2clInvoice, gstr1CdnrNote, gstr1CdnurNote, gstr1ExpInvoice } from './documents';
import { exportTypeOf, gstr1TableOf, posOf } from './classify';
import type { Gstr1CreditNoteInput, Gstr1InvoiceInput } from './input';
import type { Gstr1Json } from './json-types';
import { GSTR1_JSON_VERSION } from './json-types';
import { returnPeriodOf } from './period';
import { gstr1ListedSheet, gstr1SheetRows, Gstr1SheetTotals, gstr1SummedSheets, type Cell, type Gstr1StreamedSheet } from './sheets';

// The GSTR-1 file written while its documents are read, a batch at a time: the same file as `buildGstr1`
// (byte for byte once serialised) without ever holding the return. Each listing table (B2B, B2CL, exports,
// the two credit-note tables) is read in its own pass, in the order the file lists it: grouped by its key
// (recipient GSTIN, place of supply, export type) in `gstr1KeyOrder`, then in the return's order (date, then
// number). A pass may hold documents of other tables (its reader's filter is wider than the rule): the
// rules here (gstr1TableOf, the cancelled status) keep a table's own. The summed tables (B2CS, Table 8,
// HSN) are fed one group of like documents at a time (`gstr1Sums`), and Table 13 comes whole.

/** One pass over a table's candidates, a batch at a time; each call starts a new pass. */
export type Gstr1Pass<D> = () => AsyncIterable<readonly D[]>;

export type Gstr1Parts = {
  gstin: string;
  /** The return period's last month, 'YYYY-MM'. */
  period: string;
  /** Invoices that may be B2B, by recipient GSTIN. */
  byRecipient: Gstr1Pass<Gstr1InvoiceInput>;
  /** Invoices that may be B2CL, by place of supply (`posOf`). */
  byPlace: Gstr1Pass<Gstr1InvoiceInput>;
  /** Invoices that may be exports, by export type (`exportTypeOf`). */
  byExportType: Gstr1Pass<Gstr1InvoiceInput>;
  /** Credit notes that may be CDNR, by their invoice's recipient GSTIN. */
  notesByRecipient: Gstr1Pass<Gstr1CreditNoteInput>;
  /** Credit notes that may be CDNUR, in the return's order. */
  notes: Gstr1Pass<Gstr1CreditNoteInput>;
  /** B2CS, Table 8 and HSN, summed beforehand (`gstr1SummedTables`). */
  sums: Pick<Gstr1Json, 'b2cs' | 'nil' | 'hsn'>;
  /** Table 13 (`docIssueOf`'s ranges). */
  docIssue: NonNullable<Gstr1Json['doc_issue']>['doc_det'];
};

/** A group of like documents (all the rules read alike), with their sums: the return's order is the groups'. */
export type Gstr1Group = { invoice: Gstr1InvoiceInput; status: Gstr1InvoiceInput['status']; amounts: Gstr1Amounts };

/** B2CS, Table 8 and HSN from groups of invoices, then groups of credit notes (`invoice` is the notes' invoice). */
export async function gstr1SummedTables(
  invoices: Iterable<Gstr1Group> | AsyncIterable<Gstr1Group>,
  notes: Iterable<Gstr1Group> | AsyncIterable<Gstr1Group>,
): Promise<Gstr1Parts['sums']> {
  const sums = gstr1Sums();
  for await (const g of invoices) sums.invoice({ ...g.invoice, status: g.status }, g.amounts);
  for await (const g of notes) sums.note(g.invoice, g.status, g.amounts);
  return sums.tables();
}

type Listed<D, E> = { key: string; document: D; entry: E };

/** A pass's documents of one table with their key and entry, checked to come in the table's order. */
async function* listed<D, E>(
  table: string,
  pass: Gstr1Pass<D>,
  keep: (d: D) => boolean,
  keyOf: (d: D) => string,
  entryOf: (d: D) => E,
): AsyncGenerator<Listed<D, E>[]> {
  let last: string | undefined;
  for await (const batch of pass()) {
    const out: Listed<D, E>[] = [];
    for (const document of batch) {
      if (!keep(document)) continue;
      const key = keyOf(document);
      // A reader that sorts otherwise would split a group: stop rather than write a wrong file.
      if (last !== undefined && gstr1KeyOrder(last, key) > 0) throw new Error(`GSTR-1 ${table}: '${key}' read after '${last}'`);
      last = key;
      out.push({ key, document, entry: entryOf(document) });
    }
    if (out.length) yield out;
  }
}

const issued = (d: { status: string }) => d.status !== 'cancelled';

/** Each listing table's documents, in the file's order. */
export const gstr1Listed = {
  b2b: (p: Gstr1Parts) =>
    listed(
      'b2b',
      p.byRecipient,
      (i) => issued(i) && gstr1TableOf(i) === 'b2b',
      (i) => i.recipientGstin!,
      gstr1B2bInvoice,
    ),
  b2cl: (p: Gstr1Parts) => listed('b2cl', p.byPlace, (i) => issued(i) && gstr1TableOf(i) === 'b2cl', posOf, gstr1B2clInvoice),
  exp: (p: Gstr1Parts) => listed('exp', p.byExportType, (i) => issued(i) && gstr1TableOf(i) === 'exp', exportTypeOf, gstr1ExpInvoice),
  cdnr: (p: Gstr1Parts) =>
    listed(
      'cdnr',
      p.notesByRecipient,
      (n) => issued(n) && gstr1TableOf(n.invoice) === 'b2b',
      (n) => n.invoice.recipientGstin!,
      gstr1CdnrNote,
    ),
  cdnur: (p: Gstr1Parts) =>
    listed(
      'cdnur',
      p.notes,
      (n) => issued(n) && ['b2cl', 'exp'].includes(gstr1TableOf(n.invoice)),
      () => '',
      gstr1CdnurNote,
    ),
};

const CHUNK = 64 * 1024;

/** `"name":[{"keyField":key,"listField":[entry,...]},...]`, or nothing for a table without a document. */
async function* groupedJson<E>(name: string, keyField: string, listField: string, documents: AsyncIterable<Listed<unknown, E>[]>) {
  let group: string | undefined;
  for await (const batch of documents) {
    let text = '';
    for (const { key, entry } of batch) {
      if (group === undefined) text += `,"${name}":[`;
      if (key !== group) text += `${group === undefined ? '' : ']},'}{"${keyField}":${JSON.stringify(key)},"${listField}":[`;
      else text += ',';
      group = key;
      text += JSON.stringify(entry);
    }
    yield text;
  }
  if (group !== undefined) yield ']}]';
}

async function* flatJson<E>(name: string, documents: AsyncIterable<Listed<unknown, E>[]>) {
  let any = false;
  for await (const batch of documents) {
    yield `${any ? ',' : `,"${name}":[`}${batch.map((d) => JSON.stringify(d.entry)).join(',')}`;
    any = true;
  }
  if (any) yield ']';
}

async function* pieces(p: Gstr1Parts): AsyncGenerator<string> {
  const period = returnPeriodOf(p.period, 'monthly');
  if (!period) throw new RangeError(`Not a return period: ${p.period}`);
  const header: Gstr1Json = { gstin: p.gstin, fp: period.fp, version: GSTR1_JSON_VERSION, hash: 'hash' };
  yield JSON.stringify(header).slice(0, -1);
  yield* groupedJson('b2b', 'ctin', 'inv', gstr1Listed.b2b(p));
  yield* groupedJson('b2cl', 'pos', 'inv', gstr1Listed.b2cl(p));
  if (p.sums.b2cs) yield `,"b2cs":${JSON.stringify(p.sums.b2cs)}`;
  yield* groupedJson('exp', 'exp_typ', 'inv', gstr1Listed.exp(p));
  yield* groupedJson('cdnr', 'ctin', 'nt', gstr1Listed.cdnr(p));
  yield* flatJson('cdnur', gstr1Listed.cdnur(p));
  if (p.sums.nil) yield `,"nil":${JSON.stringify(p.sums.nil)}`;
  if (p.sums.hsn) yield `,"hsn":${JSON.stringify(p.sums.hsn)}`;
  if (p.docIssue.length) yield `,"doc_issue":${JSON.stringify({ doc_det: p.docIssue })}`;
  yield '}';
}

/** The portal's JSON as text pieces of about 64 KB: `JSON.stringify(buildGstr1(...))` of the same documents. */
export async function* gstr1JsonText(p: Gstr1Parts): AsyncGenerator<string> {
  let text = '';
  for await (const piece of pieces(p)) {
    text += piece;
    if (text.length >= CHUNK) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

/** Receiver names for a batch's recipient GSTINs (ascending); `gstr1-file.repo.ts` says which name is a GSTIN's. */
export type Gstr1Names = (gstins: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * The offline tool's ten sheets, streamed: the listing sheets' summaries (rows 2-3) are counted in a first
 * pass over their documents, their rows written in a second; `names` are looked up a batch at a time.
 */
export async function gstr1StreamedSheets(p: Gstr1Parts, names: { b2b: Gstr1Names; cdnr: Gstr1Names }): Promise<Gstr1StreamedSheet[]> {
  const count = async <D, E>(documents: AsyncIterable<Listed<D, E>[]>, add: (t: Gstr1SheetTotals, d: Listed<D, E>) => void) => {
    const totals = new Gstr1SheetTotals();
    for await (const batch of documents) for (const d of batch) add(totals, d);
    return totals;
  };
  const rowsOf = <D, E>(
    documents: () => AsyncIterable<Listed<D, E>[]>,
    rows: (d: Listed<D, E>, names: ReadonlyMap<string, string>) => Cell[][],
    lookup?: Gstr1Names,
  ) =>
    async function* () {
      for await (const batch of documents()) {
        const found = lookup ? await lookup([...new Set(batch.map((d) => d.key))]) : new Map<string, string>();
        yield batch.flatMap((d) => rows(d, found));
      }
    };
  const summed = gstr1SummedSheets({ ...p.sums, ...(p.docIssue.length ? { doc_issue: { doc_det: p.docIssue } } : {}) });
  const b2b = await count(gstr1Listed.b2b(p), (t, d) =>
    t.add(
      d.key,
      d.entry.val,
      d.entry.itms.map((i) => i.itm_det),
    ),
  );
  const b2cl = await count(gstr1Listed.b2cl(p), (t, d) => t.add(d.key, d.entry.val));
  const cdnr = await count(gstr1Listed.cdnr(p), (t, d) => t.add(d.key, d.entry.val));
  const cdnur = await count(gstr1Listed.cdnur(p), (t, d) => t.add(d.key, d.entry.val));
  const exp = await count(gstr1Listed.exp(p), (t, d) => t.add(d.key, d.entry.val));
  return [
    gstr1ListedSheet(
      'b2b',
      b2b,
      rowsOf(
        () => gstr1Listed.b2b(p),
        (d, found) => gstr1SheetRows.b2b(d.key, found.get(d.key) ?? '', d.entry),
        names.b2b,
      ),
    ),
    gstr1ListedSheet(
      'b2cl',
      b2cl,
      rowsOf(
        () => gstr1Listed.b2cl(p),
        (d) => gstr1SheetRows.b2cl(d.key, d.entry),
      ),
    ),
    summed.b2cs,
    gstr1ListedSheet(
      'cdnr',
      cdnr,
      rowsOf(
        () => gstr1Listed.cdnr(p),
        (d, found) => gstr1SheetRows.cdnr(d.key, found.get(d.key) ?? '', d.entry),
        names.cdnr,
      ),
    ),
    gstr1ListedSheet(
      'cdnur',
      cdnur,
      rowsOf(
        () => gstr1Listed.cdnur(p),
        (d) => gstr1SheetRows.cdnur(d.entry),
      ),
    ),
    gstr1ListedSheet(
      'exp',
      exp,
      rowsOf(
        () => gstr1Listed.exp(p),
        (d) => gstr1SheetRows.exp(exportTypeOf(d.document), d.entry),
      ),
    ),
    summed.exemp,
    summed.hsnB2b,
    summed.hsnB2c,
    summed.docs,
  ];
}
