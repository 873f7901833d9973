import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '@firm/shared/domain/calendar';
import { gstr1TableOf, type DocDetail, type DocRange, type Gstr1Group } from '@firm/shared/domain/gstr1';
import { b2clThresholdPaise } from '@firm/shared/domain/report';
import type { Db } from '../../db/database';
import { creditNotes, invoices } from '../../db/schema-invoices';
import { rowsOf } from '../../db/rows';
import { invoiceColumns, periodInvoices, periodNotes, type Gstr1Period as Period, toGstr1Invoice } from './gstr1-file.repo';

// What a GSTR-1 file reads in SQL whatever its size (gstr1-stream.repo.ts reads the listed documents in
// passes): the invoices grouped for the summed tables (B2CS, Table 8, HSN), and Table 13's ranges.

/** Every B2CL limit in force on a day of the period (a quarter may straddle a change). */
export function b2clLimits(period: Period): number[] {
  const limits = new Set<number>();
  for (let day = period.from; day < period.until; day = addDays(day, 1)) limits.add(b2clThresholdPaise(day));
  return [...limits];
}

const sum = (column: SQL | typeof invoices.taxablePaise) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The period's invoices grouped by everything the rules read (category, treatment, supply type, whether a
 * GSTIN, place, SAC, rates, status, day, and which side of each B2CL limit the value is), in the order of each
 * group's first invoice, with their sums. A group's own value is its largest invoice's, so it falls on its
 * members' side of the limit; its smallest must fall on the same side (checked). A few hundred rows for a
 * month, read as rows.
 */
export async function invoiceGroups(db: Db, base: SQL, period: Period): Promise<Gstr1Group[]> {
  const limits = b2clLimits(period);
  const ordered = db
    .select({
      ...invoiceColumns,
      registered: sql<boolean>`coalesce(${invoices.recipientGstin}, '') <> ''`.as('registered'),
      ...Object.fromEntries(limits.map((limit, n) => [`over${n}`, sql<boolean>`${invoices.totalPaise} > ${limit}`.as(`over${n}`)])),
    })
    .from(invoices)
    .where(base)
    .as('ordered');
  const o = ordered as unknown as Record<string, SQL.Aliased>;
  const keys = [
    'date',
    'status',
    'gstCategory',
    'taxTreatment',
    'supplyType',
    'registered',
    'placeOfSupplyCode',
    'placeOfSupplyName',
    'sacCode',
    'sacDescription',
    'cgstBp',
    'sgstBp',
    'igstBp',
    ...limits.map((_, n) => `over${n}`),
  ];
  const rows = await db
    .select({
      date: o.date!,
      status: o.status!,
      gstCategory: o.gstCategory!,
      taxTreatment: o.taxTreatment!,
      supplyType: o.supplyType!,
      placeOfSupplyCode: o.placeOfSupplyCode!,
      placeOfSupplyName: o.placeOfSupplyName!,
      sacCode: o.sacCode!,
      sacDescription: o.sacDescription!,
      cgstBp: o.cgstBp!,
      sgstBp: o.sgstBp!,
      igstBp: o.igstBp!,
      recipientGstin: sql<string | null>`max(${o.recipientGstin})`,
      taxablePaise: sum(sql`${o.taxablePaise}`),
      cgstPaise: sum(sql`${o.cgstPaise}`),
      sgstPaise: sum(sql`${o.sgstPaise}`),
      igstPaise: sum(sql`${o.igstPaise}`),
      totalPaise: sum(sql`${o.totalPaise}`),
      largest: sql<number>`max(${o.totalPaise})`.mapWith(Number),
      smallest: sql<number>`min(${o.totalPaise})`.mapWith(Number),
    })
    .from(ordered)
    .groupBy(...keys.map((k) => o[k]!))
    // The day is the group's, so its first invoice in the return's order is its lowest number (unique in a firm).
    .orderBy(o.date!, sql`min(${o.number})`);
  return rows.map(({ largest, smallest, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise, ...row }) => {
    const like = (value: number) =>
      toGstr1Invoice({ ...row, number: '', recipientName: '', taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise: value } as never);
    const invoice = like(largest);
    if (gstr1TableOf(invoice) !== gstr1TableOf(like(smallest))) throw new Error('GSTR-1: a group of invoices spans two tables');
    return { invoice, status: invoice.status, amounts: { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } };
  });
}

/**
 * Table 13's ranges of one kind of document, as `docRangesOf` counts them: per series (the number without its
 * last run of digits, in byte order), how many and how many cancelled, from the lowest serial to the highest
 * (of equal serials, the first in the return's order). Counted in SQL: a few rows whatever the documents.
 */
async function docRanges(db: Db, documents: SQL): Promise<DocRange[]> {
  // The series and serial of each document; read once to count, then (for a few series) to find the ends.
  const d = sql`(select number, status, day, id, rtrim(number, '0123456789') series,
      coalesce(nullif(substr(number, length(rtrim(number, '0123456789')) + 1), '')::numeric, 0) serial
    from (${documents}) documents)`;
  const result = await db.execute(sql`
    with s as (select series, count(*)::int total, (count(*) filter (where status = 'cancelled'))::int cancelled,
        min(serial) lowest, max(serial) highest
      from ${d} d group by series)
    select total, cancelled,
      (select number from ${d} d where d.series = s.series and d.serial = s.lowest order by day, number, id limit 1) first,
      (select number from ${d} d where d.series = s.series and d.serial = s.highest order by day, number, id limit 1) last
    from s order by series collate "C"`);
  return rowsOf<{ total: number; cancelled: number; first: string; last: string }>(result).map((r, index) => ({
    num: index + 1,
    from: r.first,
    to: r.last,
    totnum: Number(r.total),
    cancel: Number(r.cancelled),
    net_issue: Number(r.total) - Number(r.cancelled),
  }));
}

/** Table 13: the period's invoices and credit notes, each kind's ranges per series. */
export async function docIssue(db: Db, organizationId: number, gstin: string, period: Period): Promise<DocDetail[]> {
  const invoiceRanges = await docRanges(
    db,
    sql`select ${invoices.invoiceNumber} as number, ${invoices.status} as status, ${invoices.invoiceDate} as day, ${invoices.id} as id
      from ${invoices} where ${periodInvoices(organizationId, gstin, period)}`,
  );
  const noteRanges = await docRanges(
    db,
    sql`select ${creditNotes.creditNoteNumber} as number, ${creditNotes.status} as status, ${creditNotes.creditNoteDate} as day,
        ${creditNotes.id} as id
      from ${creditNotes} inner join ${invoices} on ${invoices.id} = ${creditNotes.invoiceId}
      where ${periodNotes(organizationId, gstin, period)}`,
  );
  const details: DocDetail[] = [];
  if (invoiceRanges.length) details.push({ doc_num: 1, doc_typ: 'Invoices for outward supply', docs: invoiceRanges });
  if (noteRanges.length) details.push({ doc_num: 5, doc_typ: 'Credit Note', docs: noteRanges });
  return details;
}
