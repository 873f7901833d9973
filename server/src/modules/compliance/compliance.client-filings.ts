import { sql } from 'drizzle-orm';
import { addDays, indianDay } from '@firm/shared/domain/calendar';
import {
  nextPeriod,
  periodFromKey,
  periodOf,
  statutoryDueDate,
  RECENT_FILING_DAYS,
  UPCOMING_FILING_DAYS,
  type ClientFiling,
  type ComplianceFrequency,
  type DueRule,
  type Period,
} from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { filingOf } from './compliance.board-cells';

// The client's upcoming filings: the Projects the calendar opened for the client whose
// statutory due date is in the next 45 days or the last 30 (or passed unfiled), and the periods of its running
// subscriptions due in that window whose Project is not open yet (computed by the domain's rules with
// the firm's overrides, as the generator does). Only the client's own rows: the caller's client from the token.

type ProjectRow = {
  compliance_id: number;
  compliance_name: string;
  period_key: string;
  statutory_due_date: string;
  workflow_status: 'open' | 'in_progress' | 'pending_review' | 'ready_for_close' | 'closed';
  require_clarification: boolean;
  filed_on: string | null;
  ack_number: string | null;
  closed_at: Date | string | null;
};
/** A client's subscription as the SQL reads it: its compliance and due-date rule, its periods and the client's state. */
export type SubscriptionRow = {
  compliance_id: number;
  compliance_name: string;
  frequency: ComplianceFrequency;
  rule: DueRule;
  months_after: number;
  due_day: number;
  from_period: string;
  ended_on: string | null;
  client_state: string | null;
};

async function projectsOf(db: Db, organizationId: number, clientId: number, from: string, until: string) {
  return rowsOf<ProjectRow>(
    await db.execute(sql`
      select t.compliance_id, c.name as compliance_name, t.period_key, t.statutory_due_date::text as statutory_due_date,
        t.workflow_status, t.require_clarification, t.filed_on::text as filed_on, t.ack_number, t.closed_at
      from tasks t join compliances c on c.id = t.compliance_id
      where t.organization_id = ${organizationId} and t.client_id = ${clientId} and t.compliance_id is not null
        and t.statutory_due_date <= ${until}::date
        and (t.statutory_due_date >= ${from}::date or (t.filed_on is null and t.workflow_status <> 'closed'))
      order by t.statutory_due_date, c.name
      limit 500`),
  );
}

async function subscriptionsOf(db: Db, organizationId: number, clientId: number, today: string) {
  return rowsOf<SubscriptionRow>(
    await db.execute(sql`
      select c.id as compliance_id, c.name as compliance_name, c.frequency, c.rule, c.months_after, c.due_day,
        s.from_period, s.ended_on::text as ended_on, cl.state as client_state
      from compliance_subscriptions s
      join compliances c on c.id = s.compliance_id and c.is_active
      join clients cl on cl.id = s.client_id
      where s.organization_id = ${organizationId} and s.client_id = ${clientId} and (s.ended_on is null or s.ended_on >= ${addDays(today, -400)}::date)`),
  );
}

async function overridesOf(db: Db, organizationId: number): Promise<Map<string, string>> {
  const rows = rowsOf<{ compliance_id: number; period_key: string; due_date: string }>(
    await db.execute(sql`
      select compliance_id, period_key, due_date::text as due_date from compliance_due_overrides where organization_id = ${organizationId}`),
  );
  return new Map(rows.map((r) => [`${r.compliance_id}:${r.period_key}`, r.due_date]));
}

/** Periods of one subscription whose statutory date (override first) falls from today to `until`. */
function periodsDueIn(s: SubscriptionRow, overrides: Map<string, string>, today: string, until: string): { period: Period; due: string }[] {
  const first = periodFromKey(s.from_period);
  if (!first) return [];
  const params = { frequency: s.frequency, rule: s.rule, monthsAfter: s.months_after, dueDay: s.due_day };
  // A due date falls at most about a year after its period ends (yearly returns): start a little before that.
  const early = s.frequency === 'one_time' ? first : periodOf(s.frequency, addDays(today, -500));
  const out: { period: Period; due: string }[] = [];
  for (let p: Period | null = early.start < first.start ? first : early, guard = 0; p && guard < 80; p = nextPeriod(p), guard++) {
    if (p.start > until) break;
    if (s.ended_on !== null && p.start > s.ended_on) break;
    const due = overrides.get(`${s.compliance_id}:${p.key}`) ?? statutoryDueDate(params, p, { state: s.client_state });
    if (due !== null && due >= today && due <= until) out.push({ period: p, due });
  }
  return out;
}

export async function clientFilings(db: Db, organizationId: number, clientId: number, now: Date) {
  const today = indianDay(now);
  const until = addDays(today, UPCOMING_FILING_DAYS);
  const from = addDays(today, -RECENT_FILING_DAYS);
  const projects = await projectsOf(db, organizationId, clientId, from, until);
  const subscriptions = await subscriptionsOf(db, organizationId, clientId, today);
  const overrides = subscriptions.length ? await overridesOf(db, organizationId) : new Map<string, string>();
  const opened = new Set(projects.map((p) => `${p.compliance_id}:${p.period_key}`));
  const filings: ClientFiling[] = projects.map((t) => {
    const filing = filingOf(t, today);
    return {
      compliance_name: t.compliance_name,
      period_key: t.period_key,
      period_label: periodFromKey(t.period_key)?.label ?? t.period_key,
      statutory_due_date: t.statutory_due_date,
      state: filing.state,
      filed_on: filing.filedOn,
      ack_number: t.ack_number,
    };
  });
  for (const s of subscriptions) {
    for (const { period, due } of periodsDueIn(s, overrides, today, until)) {
      if (opened.has(`${s.compliance_id}:${period.key}`)) continue;
      filings.push({
        compliance_name: s.compliance_name,
        period_key: period.key,
        period_label: period.label,
        statutory_due_date: due,
        state: 'not_started',
        filed_on: null,
        ack_number: null,
      });
    }
  }
  filings.sort((a, b) => a.statutory_due_date.localeCompare(b.statutory_due_date) || a.compliance_name.localeCompare(b.compliance_name));
  return { today, from, until, filings };
}
