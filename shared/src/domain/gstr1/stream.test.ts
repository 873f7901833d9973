import { buildGstr1, gstr1KeyOrder } from './build';
import { exportTypeOf, posOf } from './classify';
import { docIssueOf } from './doc-issue';
import { everySectionReturn } from './every-section.test-support';
import type { Gstr1Input } from './input';
import { gstr1SchemaErrors } from './validate.test-support';
import { gstr1TemplateSheets, type Cell, type Gstr1StreamedSheet } from './sheets';
import { gstr1JsonText, gstr1StreamedSheets, gstr1SummedTables, type Gstr1Parts, type Gstr1Pass } from './stream';

// The streamed file is the built one: the same JSON text byte for byte, the same sheets and rows.

/** A pass over `documents` sorted by `key` (stably: the return's order within a key), in batches of two. */
function passOf<D>(documents: readonly D[], key: (d: D) => string | null): Gstr1Pass<D> {
  const sorted = documents
    .filter((d) => key(d) !== null)
    .map((d, index) => ({ d, index }))
    .sort((a, b) => gstr1KeyOrder(key(a.d)!, key(b.d)!) || a.index - b.index)
    .map(({ d }) => d);
  return async function* () {
    for (let at = 0; at < sorted.length; at += 2) yield sorted.slice(at, at + 2);
  };
}

async function partsOf(input: Gstr1Input): Promise<Gstr1Parts> {
  return {
    gstin: input.gstin,
    period: input.period,
    byRecipient: passOf(input.invoices, (i) => i.recipientGstin),
    byPlace: passOf(input.invoices, posOf),
    byExportType: passOf(input.invoices, exportTypeOf),
    notesByRecipient: passOf(input.creditNotes, (n) => n.invoice.recipientGstin),
    notes: passOf(input.creditNotes, () => ''),
    sums: await gstr1SummedTables(
      input.invoices.map((i) => ({ invoice: i, status: i.status, amounts: i })),
      input.creditNotes.map((n) => ({ invoice: n.invoice, status: n.status, amounts: n })),
    ),
    docIssue: docIssueOf(input.invoices, input.creditNotes),
  };
}

async function textOf(parts: Gstr1Parts) {
  let text = '';
  for await (const piece of gstr1JsonText(parts)) text += piece;
  return text;
}

async function rowsOf(sheet: Gstr1StreamedSheet) {
  const rows: Cell[][] = [];
  const source = sheet.rows();
  if (Symbol.asyncIterator in source) for await (const batch of source) rows.push(...batch);
  else rows.push(...source);
  return rows;
}

describe('the streamed GSTR-1 file', () => {
  const input = everySectionReturn();

  it('is the built file byte for byte, with every table present', async () => {
    const built = buildGstr1(input);
    expect(Object.keys(built)).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cl',
      'b2cs',
      'exp',
      'cdnr',
      'cdnur',
      'nil',
      'hsn',
      'doc_issue',
    ]);
    expect([built.b2b!.length, built.b2cl!.length, built.exp!.length, built.cdnr!.length, built.cdnur!.length]).toEqual([3, 2, 2, 2, 3]);
    expect([built.hsn!.hsn_b2b!.length, built.hsn!.hsn_b2c!.length, built.doc_issue!.doc_det[0]!.docs.length]).toEqual([3, 2, 4]);
    expect(built.doc_issue!.doc_det[0]!.docs.map((d) => [d.from, d.to, d.cancel])).toEqual([
      ['0042', '0042', 1],
      ['KAEXP/26-27/0001', 'KAEXP/26-27/0002', 0],
      ['KAINV/26-27/0003', 'KAINV/26-27/0015', 2], // serial 15 twice: the first in the input's order
      ['MISC', 'MISC', 1],
    ]);
    expect(gstr1SchemaErrors(built)).toEqual([]);
    expect(await textOf(await partsOf(input))).toBe(JSON.stringify(built));
  });

  it('is the built file for an empty period and for one table alone', async () => {
    const empty = { ...input, invoices: [], creditNotes: [] };
    expect(await textOf(await partsOf(empty))).toBe(JSON.stringify(buildGstr1(empty)));
    const b2bOnly = { ...input, invoices: input.invoices.slice(0, 3), creditNotes: [] };
    expect(await textOf(await partsOf(b2bOnly))).toBe(JSON.stringify(buildGstr1(b2bOnly)));
  });

  it('stops rather than write a group split by a pass out of order', async () => {
    const parts = await partsOf(input);
    parts.byRecipient = async function* () {
      yield input.invoices.slice(0, 3);
    };
    await expect(textOf(parts)).rejects.toThrow(/b2b: '27AAACR5055K1Z7' read after '29AAACB1234C1Z5'/);
  });

  it('writes the built sheets, summaries and rows, names looked up a batch at a time', async () => {
    const names = new Map<string, string>();
    for (const i of input.invoices) if (i.recipientGstin) names.set(i.recipientGstin, i.recipientName);
    const lookups: string[][] = [];
    const lookup = async (gstins: readonly string[]) => {
      lookups.push([...gstins]);
      return new Map(gstins.map((g) => [g, names.get(g) ?? '']));
    };
    const streamed = await gstr1StreamedSheets(await partsOf(input), { b2b: lookup, cdnr: lookup });
    const built = gstr1TemplateSheets(buildGstr1(input), names);
    expect(streamed.map((s) => [s.name, s.title, s.summary, s.headers])).toEqual(built.map((s) => [s.name, s.title, s.summary, s.headers]));
    for (const [index, sheet] of streamed.entries()) expect(await rowsOf(sheet)).toEqual([...built[index]!.rows()]);
    expect(lookups.every((keys) => keys.length <= 2 && keys.every((k, n) => n === 0 || k > keys[n - 1]!))).toBe(true);
  });
});
