import { sql } from 'drizzle-orm';
import { indianDayStart } from '@firm/shared/domain/calendar';
import { monthsBetween, shiftMonth, type CollectionsRow, type CollectionsSummary } from '@firm/shared/domain/report';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';

// Collections by month: payment entries by the month in India they were recorded, online and by
// hand, reversals netted in the month they were made; credit notes by the month they are dated. Every month
// of the range has a row, empty months too (a report of twelve months shows twelve).

/** The instant India's month starts. */
const monthStart = (month: string) => indianDayStart(`${month}-01`).toISOString();
/** The entry's month in India, whatever the session's time zone. */
const indianMonth = sql`to_char((created_at at time zone 'UTC') + interval '330 minutes', 'YYYY-MM')`;

type Amounts = Omit<CollectionsRow, 'month'>;
const EMPTY: Amounts = {
  received_paise: 0,
  payments: 0,
  online_paise: 0,
  online_payments: 0,
  manual_paise: 0,
  manual_payments: 0,
  reversals: 0,
  reversed_paise: 0,
  credit_notes: 0,
  credit_notes_paise: 0,
};

export async function collectionsByMonth(
  db: Db,
  organizationId: number,
  range: { from: string; to: string },
): Promise<{ rows: CollectionsRow[]; summary: CollectionsSummary }> {
  const start = monthStart(range.from);
  const end = monthStart(shiftMonth(range.to, -1));
  const online = sql`method in ('razorpay', 'sandbox')`;
  const [payments, notes] = await Promise.all([
    db.execute(sql`select ${indianMonth} as month,
        coalesce(sum(amount_paise), 0)::bigint as received_paise,
        count(*) filter (where method <> 'reversal')::int as payments,
        coalesce(sum(amount_paise) filter (where ${online}), 0)::bigint as online_paise,
        count(*) filter (where ${online})::int as online_payments,
        coalesce(sum(amount_paise) filter (where not ${online}), 0)::bigint as manual_paise,
        count(*) filter (where method = 'manual')::int as manual_payments,
        count(*) filter (where method = 'reversal')::int as reversals,
        coalesce(-sum(amount_paise) filter (where method = 'reversal'), 0)::bigint as reversed_paise
      from invoice_payments
      where organization_id = ${organizationId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      group by 1`),
    db.execute(sql`select to_char(credit_note_date, 'YYYY-MM') as month, count(*)::int as credit_notes,
        coalesce(sum(total_paise), 0)::bigint as credit_notes_paise
      from credit_notes
      where organization_id = ${organizationId} and status = 'issued'
        and credit_note_date >= ${`${range.from}-01`}::date and credit_note_date < ${`${shiftMonth(range.to, -1)}-01`}::date
      group by 1`),
  ]);
  const byMonth = new Map<string, Amounts>();
  const add = (raw: Record<string, unknown>) => {
    const month = String(raw.month);
    const row = { ...(byMonth.get(month) ?? EMPTY) };
    for (const key of Object.keys(EMPTY) as (keyof Amounts)[]) if (raw[key] !== undefined) row[key] = Number(raw[key]);
    byMonth.set(month, row);
  };
  rowsOf<Record<string, unknown>>(payments).forEach(add);
  rowsOf<Record<string, unknown>>(notes).forEach(add);
  const rows = monthsBetween(range.from, range.to).map((month) => ({ month, ...(byMonth.get(month) ?? EMPTY) }));
  const summary = { from: range.from, to: range.to, ...EMPTY };
  for (const row of rows) for (const key of Object.keys(EMPTY) as (keyof Amounts)[]) summary[key] += row[key];
  return { rows, summary };
}
