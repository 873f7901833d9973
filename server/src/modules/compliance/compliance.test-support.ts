import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { compliances, complianceSubscriptions, tasks } from '../../db/schema';
import type { Firm, TasksTestContext } from '../tasks/tasks.test-support';
import { rowsOf } from '../../db/rows';

// What the compliance calendar's tests share (and the authorization matrix and fuzz): the standard
// catalogue added for a firm, a client subscribed to a compliance, and raw counts to compare with.

export async function complianceIdOf(app: FastifyInstance, organizationId: number, code: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await app.db.execute(sql`select id from compliances where organization_id = ${organizationId} and code = ${code}`),
  );
  if (!row) throw new Error(`No compliance ${code}`);
  return row.id;
}

/** Adds the standard catalogue for the firm (as its admin) and answers the id of `code`. */
export async function standardCatalogue(c: Pick<TasksTestContext, 'call' | 't'>, org: Firm, code = 'GSTR1'): Promise<number> {
  const res = await c.call(org.users.admin, 'POST', '/api/compliances/standard');
  if (res.statusCode !== 200) throw new Error(`catalogue: ${res.statusCode} ${res.body}`);
  return complianceIdOf(c.t.app, org.organization.id, code);
}

/** Sets the context's clock to 06:00 UTC (11:30 in India) of the day `iso`. */
export const dayOf = (c: Pick<TasksTestContext, 'clock'>) => (iso: string) => c.clock.set(new Date(`${iso}T06:00:00Z`));

/** A monthly GSTR-1 as the catalogue takes it (POST or PUT /api/compliances), billed under the firm's `ids`. */
export const complianceBody = (ids: { serviceCategoryId: number; sacCodeId: number }) => ({
  name: 'GSTR-1',
  authority: 'gst',
  frequency: 'monthly',
  rule: 'standard',
  months_after: 1,
  due_day: 11,
  client_types: [],
  service_category_id: ids.serviceCategoryId,
  sac_code_id: ids.sacCodeId,
  ack_required: true,
  open_days_before: 15,
  is_active: true,
});

export const subscriptionBody = (org: Firm, complianceId: number, overrides: Record<string, unknown> = {}) => ({
  client_id: org.client.id,
  compliance_id: complianceId,
  from_period: '2026-09',
  assignee_id: org.users.employee.id,
  internal_offset_days: 3,
  fee_paise: 1_500_00,
  type_of_delivery: 'domestic',
  // The calendar's tests set their clock after the periods they expect: those already due open too.
  open_past: true,
  ...overrides,
});

export async function subscribe(
  c: Pick<TasksTestContext, 'call'>,
  org: Firm,
  complianceId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await c.call(org.users.admin, 'PUT', '/api/compliance-subscriptions', subscriptionBody(org, complianceId, overrides));
  if (res.statusCode !== 200) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

export type CompliancePeriodRow = { id: number; client_id: number; period_key: string; statutory_due_date: string; due_date: string };

export async function complianceProjects(
  app: FastifyInstance,
  organizationId: number,
  complianceId: number,
): Promise<CompliancePeriodRow[]> {
  return rowsOf<CompliancePeriodRow>(
    await app.db.execute(sql`
      select id, client_id, period_key, statutory_due_date::text as statutory_due_date, due_date::text as due_date
      from tasks where organization_id = ${organizationId} and compliance_id = ${complianceId} order by client_id, period_key`),
  );
}

/**
 * A compliance (GSTR-1 monthly) and the firm's client subscribed to it, written directly, for the
 * authorization matrix and the fuzz: every row naming a compliance or subscription finds one in each firm.
 */
export async function seedCompliance(
  db: FastifyInstance['db'],
  org: { organization: { id: number }; client: { id: number }; users: { admin: { id: number }; employee: { id: number } } },
  ids: { serviceCategoryId: number; sacCodeId: number },
  now: Date,
): Promise<{ complianceId: number; subscriptionId: number; complianceTaskId: number }> {
  const [compliance] = await db
    .insert(compliances)
    .values({
      organizationId: org.organization.id,
      code: 'GSTR1',
      name: 'GSTR-1',
      authority: 'gst',
      frequency: 'monthly',
      rule: 'standard',
      monthsAfter: 1,
      dueDay: 11,
      serviceCategoryId: ids.serviceCategoryId,
      sacCodeId: ids.sacCodeId,
      ackRequired: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: compliances.id });
  const [subscription] = await db
    .insert(complianceSubscriptions)
    .values({
      organizationId: org.organization.id,
      clientId: org.client.id,
      complianceId: compliance!.id,
      fromPeriod: '2026-10',
      fromDate: '2026-10-01',
      assigneeId: org.users.employee.id,
      feePaise: 1_000_00,
      createdBy: org.users.admin.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: complianceSubscriptions.id });
  // October's Project, as the generator opens it.
  const [task] = await db
    .insert(tasks)
    .values({
      organizationId: org.organization.id,
      clientId: org.client.id,
      complianceId: compliance!.id,
      periodKey: '2026-10',
      statutoryDueDate: '2026-11-11',
      dueDate: '2026-11-09',
      taskName: 'GSTR-1 Oct 2026',
      serviceDescription: 'GSTR-1 for Oct 2026',
      sacCodeId: ids.sacCodeId,
      serviceCategoryId: ids.serviceCategoryId,
      assigneeId: org.users.employee.id,
      invoiceAmountPaise: 1_000_00,
      createdBy: org.users.admin.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tasks.id });
  return { complianceId: compliance!.id, subscriptionId: subscription!.id, complianceTaskId: task!.id };
}
