import { sql } from 'drizzle-orm';
import { formatDate } from '@firm/shared/domain/format';
import { addDays, indianDay } from '@firm/shared/domain/calendar';
import {
  internalDueDate,
  nextPeriod,
  openingDay,
  periodFromKey,
  periodOf,
  statutoryDueDate,
  type ChecklistItem,
  type Period,
} from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { createDocumentRequests } from '../documents';
import { openGeneratedProjects, type GeneratedProject, type OpenedProject } from '../tasks';
import { rowsOf } from '../../db/rows';
import type { SubscriptionRow } from './compliance.client-filings';

// The generator: for every running subscription, each period whose Project is due to open (its
// statutory due date minus the compliance's opening days is today or earlier) gets its Project. The claim
// is the Project itself: UNIQUE (organization_id, client_id, compliance_id, period_key) on tasks and
// INSERT ... ON CONFLICT DO NOTHING (tasks module, `openGeneratedProjects`). However often it runs, from
// however many processes, after a restart, a period gets exactly one Project; only the process whose
// insert won logs and mails it. What to open is computed in memory from one read of the subscriptions:
// the dates are the domain's pure rules, with the firm's overrides on top. A Project opened gets its
// compliance's default document checklist as requests in the same transaction: only the insert
// that won copies it, so a re-run or a racing process never asks twice.

/** A period whose statutory date passed more than this long ago is not opened: history is not invented. */
export const LOOKBACK_DAYS = 365;
/** Rows per insert statement and transaction. */
const BATCH = 2000;

type Facts = SubscriptionRow & {
  organization_id: number;
  client_id: number;
  client_name: string;
  open_days_before: number;
  service_category_id: number;
  sac_code_id: number;
  from_date: string;
  /** Periods due before this day open nothing (those already due when subscribed); null: no limit. */
  opens_due_from: string | null;
  assignee_id: number | null;
  internal_offset_days: number;
  fee_paise: number;
  type_of_delivery: 'domestic' | 'export';
  created_by: number;
  /** jsonb: parsed by the driver, or its text. */
  document_checklist: ChecklistItem[] | string;
};

export type GeneratedReport = {
  opened: number;
  tasks: {
    task_id: number;
    client_name: string;
    compliance_name: string;
    period_label: string;
    statutory_due_date: string;
    due_date: string;
  }[];
};

const ofFirm = (column: string, organizationId: number | undefined) =>
  organizationId === undefined ? sql.empty() : sql`and ${sql.raw(column)} = ${organizationId}`;

async function subscriptionsToRun(db: Db, today: string, organizationId?: number): Promise<Facts[]> {
  return rowsOf<Facts>(
    await db.execute(sql`
      select s.organization_id, s.client_id, cl.client_name, cl.state as client_state, c.id as compliance_id, c.name as compliance_name,
        c.frequency, c.rule, c.months_after, c.due_day, c.open_days_before, c.service_category_id, c.sac_code_id,
        s.from_period, s.from_date::text as from_date, s.ended_on::text as ended_on, s.opens_due_from::text as opens_due_from,
        case when u.is_active then s.assignee_id end as assignee_id,
        s.internal_offset_days, s.fee_paise::float8 as fee_paise, s.type_of_delivery, s.created_by, c.document_checklist
      from compliance_subscriptions s
      join compliances c on c.id = s.compliance_id and c.is_active
      join clients cl on cl.id = s.client_id and cl.is_active
      join users u on u.id = s.assignee_id
      where (s.ended_on is null or s.ended_on >= ${addDays(today, -2 * LOOKBACK_DAYS)}::date)
        ${ofFirm('s.organization_id', organizationId)}
      order by s.organization_id, s.id`),
  );
}

async function overridesOf(db: Db, organizationId?: number): Promise<Map<string, string>> {
  const rows = rowsOf<{ organization_id: number; compliance_id: number; period_key: string; due_date: string }>(
    await db.execute(sql`
      select organization_id, compliance_id, period_key, due_date::text as due_date from compliance_due_overrides
      where true ${ofFirm('organization_id', organizationId)}`),
  );
  return new Map(rows.map((r) => [`${r.organization_id}:${r.compliance_id}:${r.period_key}`, r.due_date]));
}

/** The periods the admin marked filed: they never get a Project (nor document requests). */
async function filedPeriodsOf(db: Db, organizationId?: number): Promise<Set<string>> {
  const rows = rowsOf<{ organization_id: number; client_id: number; compliance_id: number; period_key: string }>(
    await db.execute(sql`
      select organization_id, client_id, compliance_id, period_key from compliance_filed_periods
      where true ${ofFirm('organization_id', organizationId)}`),
  );
  return new Set(rows.map((r) => `${r.organization_id}:${r.client_id}:${r.compliance_id}:${r.period_key}`));
}

/** The Projects one subscription should have open by `today` (some may exist already). */
export function duePeriodsOf(facts: Facts, overrides: Map<string, string>, today: string): { period: Period; due: string }[] {
  const params = { frequency: facts.frequency, rule: facts.rule, monthsAfter: facts.months_after, dueDay: facts.due_day };
  const context = { state: facts.client_state };
  const earliest = addDays(today, -LOOKBACK_DAYS);
  const first = periodFromKey(facts.from_period);
  if (!first) return [];
  // Start near the lookback rather than at a subscription's first period years ago.
  const start = first.end < earliest && facts.frequency !== 'one_time' ? periodOf(facts.frequency, addDays(earliest, -400)) : first;
  const out: { period: Period; due: string }[] = [];
  for (let p: Period | null = start.start < first.start ? first : start, guard = 0; p && guard < 60; p = nextPeriod(p), guard++) {
    if (facts.ended_on !== null && p.start > facts.ended_on) break;
    const ruled = statutoryDueDate(params, p, context);
    const due = overrides.get(`${facts.organization_id}:${facts.compliance_id}:${p.key}`) ?? ruled;
    // The rule's dates grow with the period: once one opens after today, so do all later ones.
    if (ruled !== null && openingDay(ruled, facts.open_days_before) > today && (due === null || due >= ruled)) break;
    if (due === null || due < earliest || openingDay(due, facts.open_days_before) > today) continue;
    if (facts.opens_due_from !== null && due < facts.opens_due_from) continue;
    out.push({ period: p, due });
  }
  return out;
}

/**
 * The keys (organization, client, compliance, period) of the compliance Projects whose statutory date is
 * within the lookback: what a pass need not send again. Only a filter: the unique key still decides.
 */
async function openedKeys(db: Db, today: string, organizationId?: number): Promise<Set<string>> {
  const rows = rowsOf<{ organization_id: number; client_id: number; compliance_id: number; period_key: string }>(
    await db.execute(sql`
      select organization_id, client_id, compliance_id, period_key from tasks
      where compliance_id is not null and statutory_due_date >= ${addDays(today, -2 * LOOKBACK_DAYS)}::date
        ${ofFirm('organization_id', organizationId)}`),
  );
  return new Set(rows.map((r) => `${r.organization_id}:${r.client_id}:${r.compliance_id}:${r.period_key}`));
}

/** One pass: opens every Project due to open, for one firm or all; answers what this call opened. */
export async function generateProjects(db: Db, now: Date, organizationId?: number): Promise<GeneratedReport> {
  const today = indianDay(now);
  const [subscriptions, overrides] = await Promise.all([subscriptionsToRun(db, today, organizationId), overridesOf(db, organizationId)]);
  // A pass that finds every due period open (the hourly run, mostly) writes nothing and burns no id of
  // the tasks sequence; the insert's anti-join then only meets the few rows another process may have added.
  const alreadyOpen = await openedKeys(db, today, organizationId);
  const filed = await filedPeriodsOf(db, organizationId);
  const wanted: GeneratedProject[] = [];
  const labels = new Map<string, { client: string; compliance: string; period: string; checklist: ChecklistItem[]; createdBy: number }>();
  for (const s of subscriptions) {
    for (const { period, due } of duePeriodsOf(s, overrides, today)) {
      const key = `${s.organization_id}:${s.client_id}:${s.compliance_id}:${period.key}`;
      if (alreadyOpen.has(key) || filed.has(key)) continue;
      const name = `${s.compliance_name} ${period.label}`;
      wanted.push({
        organizationId: s.organization_id,
        clientId: s.client_id,
        complianceId: s.compliance_id,
        periodKey: period.key,
        taskName: name,
        // Dates as every other text of the portal reads them ('31 Oct 2026'): the description prints on invoices.
        serviceDescription: `${s.compliance_name} for ${period.label} (${formatDate(period.start)} to ${formatDate(period.end)}), statutory due date ${formatDate(due)}.`,
        sacCodeId: s.sac_code_id,
        serviceCategoryId: s.service_category_id,
        assigneeId: s.assignee_id,
        dueDate: internalDueDate(due, s.internal_offset_days),
        statutoryDueDate: due,
        invoiceAmountPaise: s.fee_paise,
        typeOfDelivery: s.type_of_delivery,
        createdBy: s.created_by,
      });
      labels.set(`${s.client_id}:${s.compliance_id}:${period.key}`, {
        client: s.client_name,
        compliance: s.compliance_name,
        period: period.label,
        checklist: typeof s.document_checklist === 'string' ? (JSON.parse(s.document_checklist) as ChecklistItem[]) : s.document_checklist,
        createdBy: s.created_by,
      });
    }
  }
  const labelOf = (o: OpenedProject) => labels.get(`${o.client_id}:${o.compliance_id}:${o.period_key}`)!;
  const opened: OpenedProject[] = [];
  for (let i = 0; i < wanted.length; i += BATCH) {
    const batch = wanted.slice(i, i + BATCH);
    const organizationOf = new Map(batch.map((w) => [`${w.clientId}:${w.complianceId}:${w.periodKey}`, w.organizationId]));
    const batchOpened = await db.transaction(async (tx) => {
      const rows = await openGeneratedProjects(tx, batch, now);
      // Each request is due on the Project's internal due date (its statutory one when it has none).
      const checklists = rows.flatMap((o) => {
        const { checklist, createdBy } = labelOf(o);
        if (checklist.length === 0) return [];
        const dueDate = o.due_date || o.statutory_due_date;
        return [
          {
            organizationId: organizationOf.get(`${o.client_id}:${o.compliance_id}:${o.period_key}`)!,
            taskId: o.id,
            userId: createdBy,
            inputs: checklist.map((item) => ({ title: item.title, note: '', required: item.required, due_date: dueDate })),
          },
        ];
      });
      await createDocumentRequests(tx, checklists, now);
      return rows;
    });
    opened.push(...batchOpened);
  }
  return {
    opened: opened.length,
    tasks: opened.slice(0, 200).map((o) => {
      const label = labelOf(o);
      return {
        task_id: o.id,
        client_name: label.client,
        compliance_name: label.compliance,
        period_label: label.period,
        statutory_due_date: o.statutory_due_date,
        due_date: o.due_date,
      };
    }),
  };
}
