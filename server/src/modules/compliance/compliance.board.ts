import { sql } from 'drizzle-orm';
import { addDays, indianDay, indianDayStart } from '@firm/shared/domain/calendar';
import { paginationOf } from '@firm/shared/domain/list';
import {
  periodFromKey,
  periodOf,
  periodsFrom,
  previousPeriod,
  statutoryDueDate,
  type BoardAnswer,
  type BoardCell,
  type BoardQuery,
  type ComplianceFrequency,
  type Period,
} from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/list-page';
import { badRequest } from '../../platform/errors';
import { boardCellOf, filedPeriodCell, readCells } from './compliance.board-cells';
import { readFiledPeriods } from './compliance.filed-periods';
import { boardCompliance } from './compliance.catalogue';
import { rowsOf } from '../../db/rows';

// The compliance board: one compliance's subscribed clients down, its periods across, each cell
// the period's Project and its state. A page of clients is three statements: the page (with its total),
// the page's Projects by the unique key (organization, client, compliance, period), and the counts.

const DEFAULT_PERIODS: Record<ComplianceFrequency, number> = { monthly: 12, quarterly: 4, half_yearly: 4, yearly: 3, one_time: 1 };

/** The last `count` periods up to the one containing today, unless the caller names the first. */
function periodsShown(frequency: ComplianceFrequency, today: string, query: BoardQuery): Period[] {
  const count = frequency === 'one_time' ? 1 : (query.periods ?? DEFAULT_PERIODS[frequency]);
  if (query.from) {
    const first = periodFromKey(query.from)!;
    if (first.frequency !== frequency)
      throw badRequest("The period does not match the compliance's frequency", [
        { field: 'from', message: "The period does not match the compliance's frequency" },
      ]);
    return periodsFrom(first, count);
  }
  let first: Period = periodOf(frequency, today);
  for (let i = 1; i < count; i++) first = previousPeriod(first) ?? first;
  return periodsFrom(first, count);
}

type ClientRow = { client_id: number; client_name: string; client_type: string; state: string | null; total: number };

/** Whether the subscription's client has a Project of these periods that waits on a required document. */
const waitingIn = (keys: string[], waiting: boolean) => sql`and ${waiting ? sql.empty() : sql`not`} exists (
  select 1 from tasks w join document_requests d on d.task_id = w.id and d.required and d.state in ('requested', 'needs_changes')
  where w.organization_id = s.organization_id and w.client_id = s.client_id and w.compliance_id = s.compliance_id
    and w.filed_on is null and w.workflow_status <> 'closed'
    and w.period_key in (select value from json_array_elements_text(${JSON.stringify(keys)}::json)))`;

export async function readBoard(db: Db, organizationId: number, query: BoardQuery, now: Date): Promise<Omit<BoardAnswer, 'success'>> {
  const today = indianDay(now);
  const compliance = await boardCompliance(db, organizationId, query.compliance_id);
  const periods = periodsShown(compliance.frequency, today, query);
  const keys = periods.map((p) => p.key);
  const filters = sql`
    s.organization_id = ${organizationId} and s.compliance_id = ${compliance.id}
    ${query.client_type ? sql`and c.client_type = ${query.client_type}` : sql.empty()}
    ${query.assignee_id ? sql`and s.assignee_id = ${query.assignee_id}` : sql.empty()}
    ${query.waiting_on_client === undefined ? sql.empty() : waitingIn(keys, query.waiting_on_client)}`;
  const search = query.search ? sql`and c.client_name ilike ${containsPattern(query.search)}` : sql.empty();
  const order = query.order === 'desc' ? sql`desc` : sql`asc`;
  const page = rowsOf<ClientRow>(
    await db.execute(sql`
      select c.id as client_id, c.client_name, c.client_type, c.state, count(*) over ()::int as total
      from compliance_subscriptions s join clients c on c.id = s.client_id
      where ${filters} ${search}
      order by c.client_name ${order}, c.id ${order}
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  const cells = await readCells(
    db,
    organizationId,
    page.map((p) => p.client_id),
    sql`t.compliance_id = ${compliance.id} and t.period_key in (select value from json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );
  const byKey = new Map(cells.map((c) => [`${c.client_id}:${c.period_key}`, c]));
  const filed = new Map(
    (
      await readFiledPeriods(
        db,
        organizationId,
        page.map((p) => p.client_id),
        [compliance.id],
      )
    ).map((f) => [`${f.client_id}:${f.period_key}`, f]),
  );
  const stateOf = new Map(page.map((p) => [p.client_id, p.state]));
  const cellOf = (clientId: number, period: Period): BoardCell | null => {
    const t = byKey.get(`${clientId}:${period.key}`);
    if (t) return boardCellOf(t, today);
    const marked = filed.get(`${clientId}:${period.key}`);
    if (!marked) return null;
    const due = overrides.get(period.key) ?? statutoryDueDate(params, period, { state: stateOf.get(clientId) ?? null });
    return filedPeriodCell(marked, due);
  };
  const overrides = new Map(
    rowsOf<{ period_key: string; due_date: string }>(
      await db.execute(sql`
        select period_key, due_date::text as due_date from compliance_due_overrides
        where organization_id = ${organizationId} and compliance_id = ${compliance.id}`),
    ).map((o) => [o.period_key, o.due_date]),
  );
  const params = {
    frequency: compliance.frequency,
    rule: compliance.rule,
    monthsAfter: compliance.months_after,
    dueDay: compliance.due_day,
  };
  const total = page[0]?.total ?? (query.page > 1 ? await countOf(db, filters, search) : 0);
  return {
    data: {
      today,
      compliance: { id: compliance.id, name: compliance.name, frequency: compliance.frequency },
      periods: periods.map((p) => ({
        key: p.key,
        label: p.label,
        // The state-dependent rule (QRMP GSTR-3B) shows the 22nd here; each cell carries its client's date.
        due_date: overrides.get(p.key) ?? statutoryDueDate(params, p),
        overridden: overrides.has(p.key),
      })),
      rows: page.map((c) => ({
        client_id: c.client_id,
        client_name: c.client_name,
        client_type: c.client_type,
        cells: periods.map((p) => cellOf(c.client_id, p)),
      })),
    },
    pagination: paginationOf(query, total),
    summary: await countsOf(
      db,
      organizationId,
      sql`t.compliance_id = ${compliance.id}`,
      filters,
      Boolean(query.client_type || query.assignee_id || query.waiting_on_client !== undefined),
      today,
    ),
  };
}

async function countOf(db: Db, filters: ReturnType<typeof sql>, search: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from compliance_subscriptions s join clients c on c.id = s.client_id where ${filters} ${search}`,
    ),
  );
  return row?.n ?? 0;
}

/**
 * Due this week (today and the six days after), overdue, and filed this month (India's), over the filtered
 * clients (`filters` reads the subscription `s` and the client `c`). Each count reads its own partial index (migration 0029); the subscriptions and clients are
 * joined only when a client filter is set (every compliance Project has its subscription row).
 */
export async function countsOf(
  db: Db,
  organizationId: number,
  /** Which compliances' Projects count: a condition on `t` (one compliance, or the columns of a month). */
  counted: ReturnType<typeof sql>,
  filters: ReturnType<typeof sql>,
  filtered: boolean,
  today: string,
) {
  const weekEnd = addDays(today, 6);
  const monthStart = `${today.slice(0, 8)}01`;
  // The month's first instant in India (UTC+05:30), for Projects closed without a filing date.
  const monthStartAt = indianDayStart(monthStart).toISOString();
  const from = filtered
    ? sql`from tasks t
      join compliance_subscriptions s on s.organization_id = t.organization_id and s.client_id = t.client_id and s.compliance_id = t.compliance_id
      join clients c on c.id = t.client_id
      where ${filters} and t.organization_id = ${organizationId} and ${counted}`
    : sql`from tasks t where t.organization_id = ${organizationId} and ${counted}`;
  const open = sql`and t.filed_on is null and t.workflow_status <> 'closed'`;
  const [row] = rowsOf<{ due_this_week: number; overdue: number; filed_this_month: number }>(
    await db.execute(sql`
      select
        (select count(*) ${from} ${open} and t.statutory_due_date between ${today}::date and ${weekEnd}::date)::int as due_this_week,
        (select count(*) ${from} ${open} and t.statutory_due_date < ${today}::date)::int as overdue,
        ((select count(*) ${from} and t.filed_on is not null and t.filed_on >= ${monthStart}::date)
          + (select count(*) ${from} and t.filed_on is null and t.workflow_status = 'closed'
            and t.closed_at >= ${monthStartAt}::timestamptz))::int as filed_this_month`),
  );
  return row ?? { due_this_week: 0, overdue: 0, filed_this_month: 0 };
}
