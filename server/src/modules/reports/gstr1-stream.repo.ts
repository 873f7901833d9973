import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  gstr1SummedTables,
  type Gstr1CreditNoteInput,
  type Gstr1Group,
  type Gstr1InvoiceInput,
  type Gstr1Names,
  type Gstr1Parts,
  type Gstr1Pass,
} from '@firm/shared/domain/gstr1';
import type { Db } from '../../db/database';
import { creditNotes, invoices } from '../../db/schema-invoices';
import { rowsOf } from '../../db/rows';
import { invoiceColumns, noteColumns, periodInvoices, periodNotes, type Gstr1Period as Period, toGstr1Invoice } from './gstr1-file.repo';

// GSTR-1's documents read for a streamed file (`gstr1JsonText`, `gstr1StreamedSheets`), never the whole return
// at once. Each listing table is a pass, a batch at a time, ordered by the table's key in byte order
// (COLLATE "C", the order `gstr1KeyOrder` compares: the keys are ASCII), then as the return lists documents
// (date, number, then id). A pass's filter only narrows the rows read: it is wider than the table's rule,
// which the builder applies. The summed tables take the invoices grouped in SQL and Table 13 is counted in
// SQL (gstr1-summed.repo.ts); the credit notes reach the summed tables one by one, read here (their
// invoices' days lie anywhere).

/** Documents per batch of a pass (each a statement and one JSON text of a few MB). */
export const GSTR1_BATCH = 20_000;

import { b2clLimits, docIssue, invoiceGroups } from './gstr1-summed.repo';

const C = (column: SQL | SQL.Aliased | typeof invoices.recipientGstin) => sql`${column} collate "C"`;

type Columns = Record<string, SQL | AnyColumn>;

/**
 * A pass in batches: its documents' ids in the pass's order are read first (one sort of narrow rows, the key
 * in byte order, then date, number and id: 8 bytes a document, about 1 MB for 100,000), then each batch's
 * columns by id as a single JSON text. Both drivers hand a statement's fields over one by one, which for
 * thousands of rows costs several times the query (PGlite most); and a keyset batch would sort the period's
 * candidates again for each batch. `join` names the tables from `batch.id`.
 */
function idPass(
  db: Db,
  columns: Columns,
  at: { key: SQL; date: AnyColumn; number: AnyColumn; id: AnyColumn },
  from: SQL,
  join: SQL,
  where: SQL,
  size: number,
): Gstr1Pass<Record<string, unknown>> {
  const names = Object.keys(columns);
  const values = sql.join(
    names.map((name) => sql`${columns[name]}`),
    sql`, `,
  );
  return async function* () {
    const ordered = await db.execute(sql`
      select coalesce(json_agg(${at.id} order by ${C(at.key)}, ${at.date}, ${at.number}, ${at.id}), '[]')::text as ids
      from ${from} where ${where}`);
    const ids = Int32Array.from(JSON.parse(rowsOf<{ ids: string }>(ordered)[0]!.ids) as number[]);
    for (let start = 0; start < ids.length; start += size) {
      const chunk = ids.subarray(start, start + size);
      const result = await db.execute(sql`
        select coalesce(json_agg(json_build_array(${values}, batch.id)), '[]')::text as batch
        from unnest(${`{${chunk.join(',')}}`}::int[]) as batch(id) inner join ${join}`);
      const rows = new Map<number, unknown[]>();
      for (const row of JSON.parse(rowsOf<{ batch: string }>(result)[0]!.batch) as unknown[][]) rows.set(row[names.length] as number, row);
      const batch: Record<string, unknown>[] = [];
      for (const id of chunk) {
        const row = rows.get(id);
        // A document deleted since the pass began is left out (documents are never deleted; cancelled ones stay).
        if (row) batch.push(Object.fromEntries(names.map((name, n) => [name, row[n]])));
      }
      if (batch.length) yield batch;
    }
  };
}

type InvoiceRow = Parameters<typeof toGstr1Invoice>[0];

/** A pass over the period's invoices matching `where`, ordered by `key` (byte order), then date, number and id. */
function invoicePass(db: Db, base: SQL, where: SQL | undefined, key: SQL, size: number): Gstr1Pass<Gstr1InvoiceInput> {
  const at = { key, date: invoices.invoiceDate, number: invoices.invoiceNumber, id: invoices.id };
  const join = sql`${invoices} on ${invoices.id} = batch.id`;
  const pass = idPass(db, invoiceColumns, at, sql`${invoices}`, join, and(base, where)!, size);
  return async function* () {
    for await (const rows of pass()) yield rows.map((row) => toGstr1Invoice(row as InvoiceRow));
  };
}

const noteAndInvoiceColumns: Columns = {
  ...noteColumns,
  ...Object.fromEntries(Object.entries(invoiceColumns).map(([name, column]) => [`invoice.${name}`, column])),
};

/** The same for the period's credit notes (with their invoices), keyed by an expression of the invoice. */
function notePass(db: Db, base: SQL, where: SQL | undefined, key: SQL, size: number): Gstr1Pass<Gstr1CreditNoteInput> {
  const at = { key, date: creditNotes.creditNoteDate, number: creditNotes.creditNoteNumber, id: creditNotes.id };
  const from = sql`${creditNotes} inner join ${invoices} on ${invoices.id} = ${creditNotes.invoiceId}`;
  const join = sql`${creditNotes} on ${creditNotes.id} = batch.id inner join ${invoices} on ${invoices.id} = ${creditNotes.invoiceId}`;
  const pass = idPass(db, noteAndInvoiceColumns, at, from, join, and(base, where)!, size);
  return async function* () {
    for await (const rows of pass())
      yield rows.map((row) => {
        const note: Record<string, unknown> = {};
        const invoice: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(row))
          if (name.startsWith('invoice.')) invoice[name.slice(8)] = value;
          else note[name] = value;
        return { ...(note as Omit<Gstr1CreditNoteInput, 'invoice'>), invoice: toGstr1Invoice(invoice as InvoiceRow) };
      });
  };
}

/**
 * One registration's return for one period as passes and sums. The sums and Table 13 are read here (so a
 * failure is answered before the file starts); the passes run as the file is written.
 */
export async function gstr1PartsOf(db: Db, organizationId: number, gstin: string, period: Period, size = GSTR1_BATCH): Promise<Gstr1Parts> {
  const invoiceBase = periodInvoices(organizationId, gstin, period);
  const noteBase = periodNotes(organizationId, gstin, period);
  const byReturnOrder = notePass(db, noteBase, undefined, sql`''`, size);
  const summed = await summedWithNotes(await invoiceGroups(db, invoiceBase, period), byReturnOrder);
  const lowest = Math.min(...b2clLimits(period));
  return {
    gstin,
    period: period.period,
    byRecipient: invoicePass(db, invoiceBase, sql`${invoices.recipientGstin} is not null`, sql`${invoices.recipientGstin}`, size),
    // B2CL: an inter-state supply (every supply type but these two reads as one) above the period's lowest limit.
    byPlace: invoicePass(
      db,
      invoiceBase,
      sql`${invoices.supplyType} not in ('intra_state', 'export_lut') and ${invoices.totalPaise} > ${lowest}`,
      sql`coalesce(${invoices.placeOfSupplyCode}, '96')`,
      size,
    ),
    // Exports (classify.ts's isExport), by exportTypeOf's key.
    byExportType: invoicePass(
      db,
      invoiceBase,
      sql`(${invoices.supplyType} = 'export_lut' or ${invoices.recipientGstCategory} = 'overseas')`,
      sql`case when ${invoices.supplyType} = 'export_lut' or ${invoices.igstPaise} = 0 then 'WOPAY' else 'WPAY' end`,
      size,
    ),
    notesByRecipient: notePass(db, noteBase, sql`${invoices.recipientGstin} is not null`, sql`${invoices.recipientGstin}`, size),
    notes: byReturnOrder,
    sums: summed,
    docIssue: await docIssue(db, organizationId, gstin, period),
  };
}

/** A credit note is its own group (its invoice may be of any day): the notes are fed as they are read, a batch at a time. */
async function summedWithNotes(groups: Gstr1Group[], notes: Gstr1Pass<Gstr1CreditNoteInput>) {
  async function* noteGroups() {
    for await (const batch of notes()) for (const n of batch) yield { invoice: n.invoice, status: n.status, amounts: n };
  }
  return gstr1SummedTables(groups, noteGroups());
}

/**
 * Receiver names for ascending GSTINs, read a page of GSTINs at a time as the sheet asks (`receiverNames`'s
 * rule: the name on the period's last credit note's invoice to the GSTIN, else on its last invoice).
 */
export function gstr1NamesOf(db: Db, organizationId: number, gstin: string, period: Period, size = GSTR1_BATCH): Gstr1Names {
  const page = async (after: string | null) => {
    const named = sql`coalesce(${invoices.recipientGstin}, '') <> ''${after === null ? sql`` : sql` and ${C(sql`${invoices.recipientGstin}`)} > ${after} collate "C"`}`;
    const result = await db.execute(sql`
      select distinct on (g collate "C") g, name from (
        select ${invoices.recipientGstin} g, ${invoices.recipientName} name, 0 src, ${invoices.invoiceDate} d, ${invoices.invoiceNumber} n, ${invoices.id} id
          from ${invoices} where ${periodInvoices(organizationId, gstin, period)} and ${named}
        union all
        select ${invoices.recipientGstin}, ${invoices.recipientName}, 1, ${creditNotes.creditNoteDate}, ${creditNotes.creditNoteNumber}, ${creditNotes.id}
          from ${creditNotes} inner join ${invoices} on ${invoices.id} = ${creditNotes.invoiceId}
          where ${periodNotes(organizationId, gstin, period)} and ${named}
      ) x order by g collate "C", src desc, d desc, n desc, id desc limit ${size}`);
    return rowsOf<{ g: string; name: string }>(result);
  };
  let rows: { g: string; name: string }[] = [];
  let at = 0;
  let last: string | null = null;
  let done = false;
  let asked = '';
  return async (gstins) => {
    const found = new Map<string, string>();
    for (const g of gstins) {
      // A new pass (back at a lower GSTIN) reads the names again from the first page.
      if (g < asked) [rows, at, last, done] = [[], 0, null, false];
      asked = g;
      for (;;) {
        while (at < rows.length && rows[at]!.g < g) at += 1;
        if (at < rows.length || done) break;
        rows = await page(last);
        at = 0;
        if (rows.length < size) done = true;
        if (rows.length) last = rows[rows.length - 1]!.g;
      }
      if (rows[at]?.g === g) found.set(g, rows[at]!.name);
    }
    return found;
  };
}
