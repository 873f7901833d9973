import { sql } from 'drizzle-orm';
import { indianDay } from '@firm/shared/domain/calendar';
import { paginationOf } from '@firm/shared/domain/list';
import {
  periodFromKey,
  periodOf,
  statutoryDueDate,
  type BoardCell,
  type ComplianceFrequency,
  type DueRule,
  type PeriodBoardAnswer,
  type PeriodBoardQuery,
} from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/list-page';
import { countsOf } from './compliance.board';
import { boardCellOf, filedPeriodCell, readCells } from './compliance.board-cells';
import { readFiledPeriods } from './compliance.filed-periods';
import { rowsOf } from '../../db/rows';

// The compliance board's second view: the clients down, the firm's compliances across for one
// month, each column the compliance's period containing the month. A client is listed when one of its
// subscriptions (of the assignee asked for) covers its compliance's period: it started by then and had not
// ended before it. A page is four statements: the columns, the page of clients (with its total), the page's
// Projects and subscriptions, and the counts (over every period of the columns' compliances, as the other view).

/** At most this many compliances across: the standard catalogue has 20. */
const MAX_COLUMNS = 60;

type ColumnRow = { id: number; name: string; frequency: ComplianceFrequency; rule: DueRule; months_after: number; due_day: number };
type ClientRow = { client_id: number; client_name: string; client_type: string; total: number };

export async function readPeriodBoard(
  db: Db,
  organizationId: number,
  query: PeriodBoardQuery,
  now: Date,
): Promise<Omit<PeriodBoardAnswer, 'success'>> {
  const today = indianDay(now);
  const month = periodFromKey(query.month ?? today.slice(0, 7))!;
  // The active compliances some client subscribes to, in name order.
  const compliances = rowsOf<ColumnRow>(
    await db.execute(sql`
      select k.id, k.name, k.frequency, k.rule, k.months_after, k.due_day from compliances k
      where k.organization_id = ${organizationId} and k.is_active
        and exists (select 1 from compliance_subscriptions s where s.organization_id = k.organization_id and s.compliance_id = k.id)
      order by k.name, k.id
      limit ${MAX_COLUMNS}`),
  );
  const columns = compliances.map((k) => ({ ...k, period: periodOf(k.frequency, month.start) }));
  const shown = JSON.stringify(columns.map((k) => ({ id: k.id, key: k.period.key, start: k.period.start })));
  const cols = sql`json_to_recordset(${shown}::json) as k(id int, key text, start date)`;
  // A subscription of the columns (and of the assignee asked for) that covers its compliance's period.
  const covering = sql`
    from compliance_subscriptions s join ${cols} on k.id = s.compliance_id
    where s.organization_id = ${organizationId} and s.from_date <= k.start and (s.ended_on is null or s.ended_on >= k.start)
      ${query.assignee_id ? sql`and s.assignee_id = ${query.assignee_id}` : sql.empty()}`;
  const waiting =
    query.waiting_on_client === undefined
      ? sql.empty()
      : sql`and ${query.waiting_on_client ? sql.empty() : sql`not`} exists (
          select 1 from tasks w join ${cols} on k.id = w.compliance_id and k.key = w.period_key
            join document_requests d on d.task_id = w.id and d.required and d.state in ('requested', 'needs_changes')
          where w.organization_id = ${organizationId} and w.client_id = c.id and w.filed_on is null and w.workflow_status <> 'closed')`;
  const clientFilters = sql`
    ${query.client_type ? sql`and c.client_type = ${query.client_type}` : sql.empty()}
    ${query.search ? sql`and c.client_name ilike ${containsPattern(query.search)}` : sql.empty()}
    ${waiting}`;
  const order = query.order === 'desc' ? sql`desc` : sql`asc`;
  const page = columns.length
    ? rowsOf<ClientRow>(
        await db.execute(sql`
          select c.id as client_id, c.client_name, c.client_type, count(*) over ()::int as total
          from clients c
          where c.organization_id = ${organizationId} and exists (select 1 ${covering} and s.client_id = c.id) ${clientFilters}
          order by c.client_name ${order}, c.id ${order}
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
      )
    : [];
  const ids = page.map((p) => p.client_id);
  const cells = await readCells(db, organizationId, ids, sql`(t.compliance_id, t.period_key) in (select k.id, k.key from ${cols})`);
  const byKey = new Map(cells.map((t) => [`${t.client_id}:${t.compliance_id}`, t]));
  // Periods marked filed have no Project: their cells say so.
  const keyOf = new Map(columns.map((k) => [k.id, k.period.key]));
  const marked = new Map(
    (await readFiledPeriods(db, organizationId, ids, [...keyOf.keys()]))
      .filter((f) => keyOf.get(f.compliance_id) === f.period_key)
      .map((f) => [`${f.client_id}:${f.compliance_id}`, f]),
  );
  const subscribed = new Set(
    ids.length
      ? rowsOf<{ client_id: number; compliance_id: number }>(
          await db.execute(sql`
            select s.client_id, s.compliance_id ${covering}
              and s.client_id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`),
        ).map((s) => `${s.client_id}:${s.compliance_id}`)
      : [],
  );
  const overrides = new Map(
    columns.length
      ? rowsOf<{ compliance_id: number; due_date: string }>(
          await db.execute(sql`
            select o.compliance_id, o.due_date::text as due_date from compliance_due_overrides o join ${cols}
              on k.id = o.compliance_id and k.key = o.period_key
            where o.organization_id = ${organizationId}`),
        ).map((o) => [o.compliance_id, o.due_date])
      : [],
  );
  const total = page[0]?.total ?? (query.page > 1 && columns.length ? await countOf(db, organizationId, covering, clientFilters) : 0);
  const summaryFilters = sql`s.organization_id = ${organizationId}
    ${query.client_type ? sql`and c.client_type = ${query.client_type}` : sql.empty()}
    ${query.assignee_id ? sql`and s.assignee_id = ${query.assignee_id}` : sql.empty()}
    ${waiting}`;
  const noColumns = { due_this_week: 0, overdue: 0, filed_this_month: 0 };
  return {
    data: {
      today,
      month: { key: month.key, label: month.label },
      compliances: columns.map((k) => ({
        compliance_id: k.id,
        name: k.name,
        frequency: k.frequency,
        period_key: k.period.key,
        period_label: k.period.label,
        due_date:
          overrides.get(k.id) ??
          statutoryDueDate({ frequency: k.frequency, rule: k.rule, monthsAfter: k.months_after, dueDay: k.due_day }, k.period),
        overridden: overrides.has(k.id),
      })),
      rows: page.map((c) => ({
        client_id: c.client_id,
        client_name: c.client_name,
        client_type: c.client_type,
        cells: columns.map((k): BoardCell | null => {
          const t = byKey.get(`${c.client_id}:${k.id}`);
          if (t) return boardCellOf(t, today);
          const filed = marked.get(`${c.client_id}:${k.id}`);
          const params = { frequency: k.frequency, rule: k.rule, monthsAfter: k.months_after, dueDay: k.due_day };
          return filed ? filedPeriodCell(filed, overrides.get(k.id) ?? statutoryDueDate(params, k.period)) : null;
        }),
        subscribed: columns.map((k) => subscribed.has(`${c.client_id}:${k.id}`)),
      })),
    },
    pagination: paginationOf(query, total),
    summary: columns.length
      ? await countsOf(
          db,
          organizationId,
          sql`t.compliance_id in (select value::int from json_array_elements_text(${JSON.stringify(columns.map((k) => k.id))}::json))`,
          summaryFilters,
          Boolean(query.client_type || query.assignee_id || query.waiting_on_client !== undefined),
          today,
        )
      : noColumns,
  };
}

async function countOf(db: Db, organizationId: number, covering: ReturnType<typeof sql>, clientFilters: ReturnType<typeof sql>) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from clients c
      where c.organization_id = ${organizationId} and exists (select 1 ${covering} and s.client_id = c.id) ${clientFilters}`),
  );
  return row?.n ?? 0;
}
