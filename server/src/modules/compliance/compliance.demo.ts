import { and, eq, sql } from 'drizzle-orm';
import { addDays, indianDay } from '@firm/shared/domain/calendar';
import {
  nextPeriod,
  periodOf,
  statutoryDueDate,
  type ComplianceFrequency,
  type DueRule,
  type Period,
} from '@firm/shared/domain/compliance';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { clients, compliances, complianceSubscriptions } from '../../db/schema';
import { demoLookups, updateTask } from '../tasks';
import { markPeriodFiled } from './compliance.filed-periods';
import { generateProjects } from './compliance.generator';
import { saveSubscription } from './compliance.subscriptions';

// The demo firm's calendar: a board a newcomer finds coloured on the first start. Clients subscribe through
// the same services the screens call; the periods already due are marked filed (on time, or late for one
// client) without Projects, so no client is asked for documents of returns long filed; one client's last
// due period is opened and left overdue; the periods open now are not started, in progress or waiting.
// All relative to the day of seeding.

/** How a subscriber's returns went: filed on time, one filed late, or the latest one not filed. */
type Track = 'on_time' | 'late' | 'overdue';
type DemoSubscription = {
  compliance: string;
  client: string;
  assignee: 'employee' | 'supervisor';
  rupees: number;
  record: Track;
  /** How far back the firm took the client on. */
  sinceDays: number;
};

const DEMO_SUBSCRIPTIONS: DemoSubscription[] = [
  // Sahyadri Foods (the Client Login banner's client) takes no GSTR-1 here: the calendar's end-to-end test
  // subscribes it from last month.
  { compliance: 'GSTR1', client: 'CLI_1006', assignee: 'employee', rupees: 1_500, record: 'on_time', sinceDays: 200 },
  { compliance: 'GSTR1', client: 'CLI_1002', assignee: 'supervisor', rupees: 1_500, record: 'late', sinceDays: 200 },
  { compliance: 'GSTR1', client: 'CLI_1003', assignee: 'employee', rupees: 1_000, record: 'overdue', sinceDays: 120 },
  { compliance: 'GSTR3B', client: 'CLI_1001', assignee: 'employee', rupees: 2_000, record: 'on_time', sinceDays: 200 },
  { compliance: 'GSTR3B', client: 'CLI_1002', assignee: 'supervisor', rupees: 2_000, record: 'overdue', sinceDays: 200 },
  { compliance: 'GSTR3B', client: 'CLI_1003', assignee: 'employee', rupees: 1_500, record: 'late', sinceDays: 120 },
  { compliance: 'ITR', client: 'CLI_1004', assignee: 'employee', rupees: 7_500, record: 'on_time', sinceDays: 800 },
  { compliance: 'ITR', client: 'CLI_1005', assignee: 'supervisor', rupees: 6_000, record: 'late', sinceDays: 800 },
];

/** What the open Project of each record's subscriber is doing: the board's not started, in progress and waiting. */
const OPEN_STATUS: Record<Track, 'open' | 'in_progress' | 'pending_review'> = {
  on_time: 'in_progress',
  late: 'pending_review',
  overdue: 'open',
};

type Rule = { id: number; frequency: ComplianceFrequency; rule: DueRule; monthsAfter: number; dueDay: number };

/** The periods from the first one whose due date is before today, each with it. */
function pastPeriods(rule: Rule, first: Period, state: string | null, today: string): { period: Period; due: string }[] {
  const out: { period: Period; due: string }[] = [];
  for (let p: Period | null = first; p && out.length < 36; p = nextPeriod(p)) {
    const due = statutoryDueDate(rule, p, { state });
    if (due === null || due >= today) break;
    out.push({ period: p, due });
  }
  return out;
}

/** Adds the demo calendar once: nothing when the firm already subscribes any client. Answers the rows added. */
export async function seedDemoCompliance(db: Db, organizationId: number, now = new Date()): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complianceSubscriptions)
    .where(eq(complianceSubscriptions.organizationId, organizationId));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const lookups = await demoLookups(db, organizationId);
  if (!lookups) return 0;
  const { admin, userOf, clientIds } = lookups;
  const today = indianDay(now);
  const rules = new Map(
    (
      await db
        .select({
          code: compliances.code,
          id: compliances.id,
          frequency: compliances.frequency,
          rule: compliances.rule,
          monthsAfter: compliances.monthsAfter,
          dueDay: compliances.dueDay,
        })
        .from(compliances)
        .where(and(eq(compliances.organizationId, organizationId), eq(compliances.isActive, true)))
    ).map((r) => [r.code, r]),
  );
  const states = new Map(
    (await db.select({ id: clients.id, state: clients.state }).from(clients).where(eq(clients.organizationId, organizationId))).map((c) => [
      c.id,
      c.state,
    ]),
  );

  let added = 0;
  for (const demo of DEMO_SUBSCRIPTIONS) {
    const rule = rules.get(demo.compliance);
    const clientId = clientIds.get(demo.client);
    const assignee = userOf(demo.assignee);
    if (!rule || !clientId || !assignee) continue;
    const first = periodOf(rule.frequency, addDays(today, -demo.sinceDays));
    const terms = {
      client_id: clientId,
      compliance_id: rule.id,
      from_period: first.key,
      assignee_id: assignee.id,
      internal_offset_days: 3,
      fee_paise: demo.rupees * 100,
      type_of_delivery: 'domestic' as const,
    };
    const { id } = await saveSubscription(db, admin, terms, now);
    added += 1;
    const past = pastPeriods(rule, first, states.get(clientId) ?? null, today);
    // An overdue subscriber's latest due period is left to open as a Project; every other one was filed.
    const marked = demo.record === 'overdue' ? past.slice(0, -1) : past;
    for (const [index, { period, due }] of marked.entries()) {
      // The late subscriber filed the latest marked period three days after its date.
      const late = demo.record === 'late' && index === marked.length - 1;
      const filedOn = late ? addDays(due, 3) : addDays(due, -2);
      const body = {
        period_key: period.key,
        filed_on: filedOn < today ? filedOn : today,
        ack_number: `AA${demo.client.slice(4)}${period.key.replace(/\D/g, '')}`,
      };
      await markPeriodFiled(db, admin, id, body, now);
      added += 1;
    }
    if (demo.record === 'overdue') await saveSubscription(db, admin, { ...terms, open_past: true }, now);
  }
  const opened = await generateProjects(db, now, organizationId);
  added += opened.opened;
  // The Projects of periods not yet due are being worked; an overdue one is where its subscriber left it.
  const projects = rowsOf<{ id: number; client_id: number; code: string; due: string }>(
    await db.execute(sql`
      select t.id, t.client_id, c.code, t.statutory_due_date::text as due from tasks t join compliances c on c.id = t.compliance_id
      where t.organization_id = ${organizationId} and t.compliance_id is not null order by t.id`),
  );
  for (const task of projects) {
    if (task.due < today) continue;
    const demo = DEMO_SUBSCRIPTIONS.find((d) => d.compliance === task.code && clientIds.get(d.client) === task.client_id);
    const assignee = demo && userOf(demo.assignee);
    if (!demo || !assignee || OPEN_STATUS[demo.record] === 'open') continue;
    if (OPEN_STATUS[demo.record] === 'pending_review') await updateTask(db, assignee, task.id, { workflow_status: 'in_progress' }, now);
    await updateTask(db, assignee, task.id, { workflow_status: OPEN_STATUS[demo.record] }, now);
  }
  return added;
}
