import type { Db } from '../../server/src/db/database';
import { users } from '../../server/src/db/schema';
import { seedOrganization } from '../../server/src/test/fixtures';
import { insertSacCode } from '../../server/src/modules/sac-codes';
import { insertServiceCategory } from '../../server/src/modules/service-categories';

/** The benches' firm: the organisation with its admin, one GST service category (18 %) and one SAC code. */
export async function seedBenchFirm(db: Db) {
  const org = await seedOrganization(db, { name: 'Kapoor Iyer & Co.', emailDomain: 'bench.kapooriyer.in' });
  const orgId = org.organization.id;
  const now = new Date();
  const category = await insertServiceCategory(
    db,
    orgId,
    { name: 'GST Filing', description: 'Monthly returns', isActive: true, cgstBp: 900, sgstBp: 900, igstBp: 1800 },
    now,
  );
  const sac = await insertSacCode(db, orgId, { code: '998231', description: 'Tax consultancy', isActive: true }, now);
  return { org, orgId, category, sac };
}

/** `count` staff beside the firm's own: the first 20 admins, the next 100 supervisors, the rest employees. */
export async function seedBenchStaff(db: Db, orgId: number, count: number) {
  await db.insert(users).values(
    Array.from({ length: count }, (_, i) => ({
      organizationId: orgId,
      role: i < 20 ? ('admin' as const) : i < 120 ? ('supervisor' as const) : ('employee' as const),
      firstName: `Staff${i}`,
      lastName: 'Bench',
      email: `staff${i}@bench.kapooriyer.in`,
    })),
  );
}

/**
 * `count` Projects over all the firm's clients and staff, in statuses by turn: staff and clients as arrays,
 * so each Project picks one by its number; every 4th is left unassigned, every 9th has no due date.
 * `amount` is the SQL of Project g's fee in paise.
 */
export async function seedBenchProjects(
  exec: (statement: string) => Promise<void>,
  { orgId, sacId, categoryId, adminId }: { orgId: number; sacId: number; categoryId: number; adminId: number },
  count: number,
  amount: string,
) {
  await exec(`
    insert into tasks (organization_id, client_id, task_name, service_description, sac_code_id, service_category_id,
      assignee_id, due_date, invoice_amount_paise, workflow_status, created_by, created_at, updated_at)
    select ${orgId}, c.ids[1 + g % array_length(c.ids, 1)], 'Project ' || g, 'GST returns for period ' || g,
      ${sacId}, ${categoryId},
      case when g % 4 = 0 then null else s.ids[1 + g % array_length(s.ids, 1)] end,
      case when g % 9 = 0 then null else current_date - 200 + (g % 400) end,
      ${amount}, (array['open','in_progress','pending_review','ready_for_close','closed'])[1 + g % 5],
      ${adminId}, now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${count}) g,
      (select array_agg(id order by id) ids from clients where organization_id = ${orgId}) c,
      (select array_agg(id order by id) ids from users where organization_id = ${orgId} and role in ('admin','supervisor','employee')) s`);
}
