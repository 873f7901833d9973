import { sql } from 'drizzle-orm';
import { taskCreateSchema } from '@firm/shared/domain/project';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { clientContacts, clients, offices, tasks } from '../../../db/schema';
import type { AuthSubject } from '../../../platform/auth';
import type { SeededOrganization } from '../../../test/fixtures';
import { createTask, updateTask } from '../../tasks/tasks.service';
import { generateInvoice } from './invoices.service';
import { rowsOf } from '../../../db/rows';

type Staff = Extract<AuthSubject, { kind: 'user' }>;

/** A head office with a GSTIN (Maharashtra), so the firm can issue tax invoices; once per firm. Its id. */
export async function seedBillingOffice(
  db: Db,
  organizationId: number,
  values: Partial<typeof offices.$inferInsert> = {},
): Promise<number> {
  const [existing] = await db.select({ id: offices.id }).from(offices).where(eq(offices.organizationId, organizationId)).limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(offices)
    .values({
      organizationId,
      kind: 'head_office',
      name: 'Head Office',
      city: 'Mumbai',
      address: '502, Meridian House, Fort, Mumbai',
      state: 'Maharashtra',
      stateCode: '27',
      pincode: '400001',
      gstin: '27AAHFK4108N1Z3',
      ...values,
    })
    .returning({ id: offices.id });
  return row!.id;
}

/** The answer's dates and amounts for the tasks context's default Project (₹2,500) billed in the firm's state on 21 Nov 2026. */
export const intraStateInvoiceAnswer = {
  invoice_date: '2026-11-21',
  due_date: '2026-11-26',
  supply_type: 'intra_state',
  place_of_supply: 'Maharashtra (27)',
  taxable_paise: 2_500_00,
  tax_heads: [
    { name: 'CGST', rate_bp: 900, amount_paise: 225_00 },
    { name: 'SGST', rate_bp: 900, amount_paise: 225_00 },
  ],
  total_paise: 2_950_00,
};

/** An issued invoice of `org` (a billing office, a Project closed by the admin, its invoice), for suites that need one. */
export async function seedInvoice(
  db: Db,
  org: SeededOrganization,
  ids: { serviceCategoryId: number; sacCodeId: number },
  now: Date,
): Promise<number> {
  const admin = org.subjects.admin as Staff;
  await seedBillingOffice(db, org.organization.id);
  const body = taskCreateSchema.parse({
    client_id: org.client.id,
    task_name: 'Invoiced Project',
    service_description: 'Tax audit',
    sac_code_id: ids.sacCodeId,
    service_category_id: ids.serviceCategoryId,
    assignee_id: org.users.employee.id,
  });
  const { id } = await createTask(db, admin, body, now);
  await updateTask(db, admin, id, { workflow_status: 'closed' }, now);
  return (await generateInvoice(db, admin, id, now)).invoice.id;
}

/** Fails unless `invoice_totals` (kept by triggers, migration 0016) equals the invoices counted afresh. */
export async function countersMatchRows(db: Db): Promise<void> {
  const rows = async (query: ReturnType<typeof sql>) => {
    const result = await db.execute(query);
    return JSON.stringify(rowsOf(result));
  };
  const kept = await rows(sql`select organization_id, client_id, settled, n::bigint as n, total_paise, paid_paise, credited_paise, due_paise
    from invoice_totals where n <> 0 or total_paise <> 0 order by 1, 2, 3`);
  // A cancelled invoice is settled and carries no money.
  const counted =
    await rows(sql`select organization_id, client_id, status = 'cancelled' or total_paise - paid_paise - credited_paise <= 0 as settled,
    count(*)::bigint as n, sum(case when status = 'issued' then total_paise else 0 end)::bigint as total_paise,
    sum(case when status = 'issued' then paid_paise else 0 end)::bigint as paid_paise,
    sum(case when status = 'issued' then credited_paise else 0 end)::bigint as credited_paise,
    sum(case when status = 'issued' then greatest(total_paise - paid_paise - credited_paise, 0) else 0 end)::bigint as due_paise
    from invoices group by 1, 2, 3 order by 1, 2, 3`);
  expect(kept).toEqual(counted);
}

/** Closed Projects of the organisation without an invoice, oldest first (bench:invoices). */
export async function invoiceableTaskIds(db: Db, organizationId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.workflowStatus, 'closed'), isNull(tasks.invoiceId)))
    .orderBy(asc(tasks.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The first contact of the client with `clientCode` (bench:payments pays as it). */
export async function contactOfClient(db: Db, organizationId: number, clientCode: string) {
  const [row] = await db
    .select({ contact: clientContacts })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(eq(clients.organizationId, organizationId), eq(clients.clientCode, clientCode)))
    .orderBy(asc(clientContacts.id))
    .limit(1);
  return row?.contact;
}
