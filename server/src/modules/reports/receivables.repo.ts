import { sql, type SQL } from 'drizzle-orm';
import { addDays, indianDayStart } from '@firm/shared/domain/calendar';
import { AGING_BUCKETS, type AgingBucket } from '@firm/shared/domain/invoice';
import { offsetOf } from '@firm/shared/domain/list';
import type { ReceivablesQuery, ReceivablesRow, ReceivablesSortKey, ReceivablesSummary } from '@firm/shared/domain/report';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/list-page';
import { rowsOf } from '../../db/rows';

// Receivables by client: what each client owes on `asOf`, in the Invoices page's aging buckets.
// On today (or later) the amounts are the invoices' own (`total - paid - credited`, the Invoices page's
// amount due to the paisa); on an earlier day they are rebuilt from the history: invoices issued by then,
// less the payment entries recorded by its end in India (reversals included) and the credit notes dated by then.

export type ReceivablesFilter = Omit<ReceivablesQuery, 'page' | 'limit' | 'as_of'> & {
  organizationId: number;
  asOf: string;
  today: string;
};

/** The instant India's day `day` ends: the next day's start. */
export const endOfIndianDay = (day: string) => indianDayStart(addDays(day, 1));

/** Each open invoice's amount due on the report's day. */
function dueOn(filter: ReceivablesFilter): SQL {
  const org = filter.organizationId;
  if (filter.asOf >= filter.today)
    return sql`select client_id, due_date, total_paise - paid_paise - credited_paise as due from invoices where organization_id = ${org} and status = 'issued'`;
  const end = endOfIndianDay(filter.asOf).toISOString();
  // Each side summed once per invoice in one pass (a hash join), not looked up invoice by invoice.
  return sql`select i.client_id, i.due_date, i.total_paise - coalesce(p.paid, 0) - coalesce(n.credited, 0) as due
    from invoices i
    left join (select invoice_id, sum(amount_paise) as paid from invoice_payments
      where organization_id = ${org} and created_at < ${end}::timestamptz group by invoice_id) p on p.invoice_id = i.id
    left join (select invoice_id, sum(total_paise) as credited from credit_notes
      where organization_id = ${org} and credit_note_date <= ${filter.asOf}::date
        and (cancelled_at is null or cancelled_at >= ${end}::timestamptz) group by invoice_id) n
      on n.invoice_id = i.id
    where i.organization_id = ${org} and i.invoice_date <= ${filter.asOf}::date
      and (i.cancelled_at is null or i.cancelled_at >= ${end}::timestamptz)`;
}

/** Bucket conditions on the due day, as `agingBucketOf` counts: Current = not overdue, then days overdue. */
function bucketCondition(bucket: AgingBucket, asOf: string): SQL {
  const day = (n: number) => addDays(asOf, -n);
  switch (bucket) {
    case 'current':
      return sql`due_date >= ${asOf}::date`;
    case 'd0_30':
      return sql`due_date between ${day(30)}::date and ${day(1)}::date`;
    case 'd31_60':
      return sql`due_date between ${day(60)}::date and ${day(31)}::date`;
    case 'd61_90':
      return sql`due_date between ${day(90)}::date and ${day(61)}::date`;
    case 'd90_plus':
      return sql`due_date < ${day(90)}::date`;
  }
}

/** The matching clients with something outstanding, one row each (a subquery to page, sort and sum). */
function perClient(filter: ReceivablesFilter): SQL {
  const buckets = sql.join(
    AGING_BUCKETS.map(
      (b) => sql`coalesce(sum(o.due) filter (where ${bucketCondition(b, filter.asOf)}), 0)::bigint as ${sql.raw(`b_${b}`)}`,
    ),
    sql`, `,
  );
  const search = filter.search ? sql`and c.client_name ilike ${containsPattern(filter.search)}` : sql``;
  return sql`select c.id as client_id, c.client_name, c.gst_number as gstin, count(*)::int as invoices, ${buckets},
      sum(o.due)::bigint as total
    from (${dueOn(filter)}) o
    join clients c on c.id = o.client_id and c.organization_id = ${filter.organizationId}
    where o.due > 0 ${search}
    group by c.id, c.client_name, c.gst_number`;
}

const SORTS: Record<ReceivablesSortKey, SQL> = {
  client: sql`client_name`,
  invoices: sql`invoices`,
  current: sql`b_current`,
  d0_30: sql`b_d0_30`,
  d31_60: sql`b_d31_60`,
  d61_90: sql`b_d61_90`,
  d90_plus: sql`b_d90_plus`,
  total: sql`total`,
};

type Raw = Record<`b_${AgingBucket}` | 'total', string | number> & {
  client_id: number;
  client_name: string;
  gstin: string | null;
  invoices: number;
};

function toRow(raw: Raw): ReceivablesRow {
  const row = {
    client_id: Number(raw.client_id),
    client_name: raw.client_name,
    gstin: raw.gstin || null,
    invoices: Number(raw.invoices),
    total_paise: Number(raw.total),
  } as ReceivablesRow;
  for (const b of AGING_BUCKETS) row[`${b}_paise`] = Number(raw[`b_${b}`]);
  return row;
}

/** The matching clients in the report's order from `offset`, with `columns` added to each row. */
function pageOf(filter: ReceivablesFilter, limit: number, offset: number, columns = sql``): SQL {
  const direction = sql.raw(filter.order === 'desc' ? 'desc' : 'asc');
  return sql`select *${columns} from (${perClient(filter)}) r
    order by ${SORTS[filter.sort]} ${direction}, client_id ${direction} limit ${limit} offset ${offset}`;
}

async function readRows(db: Db, filter: ReceivablesFilter, limit: number, offset: number): Promise<ReceivablesRow[]> {
  return rowsOf<Raw>(await db.execute(pageOf(filter, limit, offset))).map(toRow);
}

export async function receivablesSummary(db: Db, filter: ReceivablesFilter): Promise<ReceivablesSummary> {
  const sums = sql.join(
    AGING_BUCKETS.map((b) => sql`coalesce(sum(${sql.raw(`b_${b}`)}), 0)::bigint as ${sql.raw(`b_${b}`)}`),
    sql`, `,
  );
  const [raw] = rowsOf<Raw & { clients: number }>(
    await db.execute(
      sql`select count(*)::int as clients, coalesce(sum(invoices), 0)::int as invoices, ${sums}, coalesce(sum(total), 0)::bigint as total
        from (${perClient(filter)}) r`,
    ),
  );
  return summaryOf(raw!, filter);
}

function summaryOf(raw: Raw & { clients: number | string }, filter: ReceivablesFilter): ReceivablesSummary {
  const row = toRow({ ...raw, client_id: 0, client_name: '', gstin: null });
  const { client_id: _id, client_name: _name, gstin: _gstin, ...amounts } = row;
  return { clients: Number(raw.clients), ...amounts, as_of: filter.asOf, today: filter.today };
}

export async function receivablesPage(db: Db, filter: ReceivablesFilter & { page: number; limit: number }) {
  const totals = sql.join(
    ['invoices', ...AGING_BUCKETS.map((b) => `b_${b}`), 'total'].map((c) => sql`sum(${sql.raw(c)}) over () as ${sql.raw(`all_${c}`)}`),
    sql`, `,
  );
  const raws = rowsOf<Raw & Record<string, string | number>>(
    await db.execute(pageOf(filter, filter.limit, offsetOf(filter), sql`, count(*) over () as all_clients, ${totals}`)),
  );
  const first = raws[0];
  if (!first) return { rows: [], summary: await receivablesSummary(db, filter) };
  const sums = { clients: first.all_clients, invoices: first.all_invoices, total: first.all_total } as Record<string, string | number>;
  for (const b of AGING_BUCKETS) sums[`b_${b}`] = first[`all_b_${b}`]!;
  return { rows: raws.map(toRow), summary: summaryOf(sums as Raw & { clients: number }, filter) };
}

/** Every matching client in the report's order, 1,000 at a time (a firm's clients; each batch re-sums, no transaction held). */
export async function* receivablesBatches(db: Db, filter: ReceivablesFilter, batchSize = 1000): AsyncGenerator<ReceivablesRow[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await readRows(db, filter, batchSize, offset);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}
