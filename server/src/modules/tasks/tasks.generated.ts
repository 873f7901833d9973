import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queueMail } from '../../platform/mail-outbox';
import { taskNoticeMail } from './tasks.mail';
import { rowsOf } from '../../db/rows';

// Projects opened by the compliance calendar, many at once: the create path of a Project for a
// batch, in the caller's transaction. Each row carries its claim, UNIQUE (organization_id, client_id,
// compliance_id, period_key): a row whose Project exists already (another run, another process) is skipped
// by ON CONFLICT DO NOTHING, so only the Projects this statement inserted get their log rows and their
// assignee's mail, queued in the same transaction as for a Project an admin creates. The generator leaves
// out the Projects it finds open already; no anti-join here: with the statistics of an emptier table the
// planner scanned tasks once per row of the batch (bench:compliance, 133 s for one month on PGlite).

export type GeneratedProject = {
  organizationId: number;
  clientId: number;
  complianceId: number;
  periodKey: string;
  taskName: string;
  serviceDescription: string;
  sacCodeId: number;
  serviceCategoryId: number;
  /** Null when the subscription's assignee is no longer active: the Project opens unassigned. */
  assigneeId: number | null;
  dueDate: string;
  statutoryDueDate: string;
  invoiceAmountPaise: number;
  typeOfDelivery: 'domestic' | 'export';
  /** The admin who subscribed the client: the Project's creator, as if they had opened it. */
  createdBy: number;
};

export type OpenedProject = {
  id: number;
  client_id: number;
  compliance_id: number;
  period_key: string;
  task_name: string;
  due_date: string;
  statutory_due_date: string;
};

/** Who the mail says opened it: nobody typed it in. */
export const CALENDAR_AUTHOR = 'The compliance calendar';

/** Inserts the Projects not opened yet and answers those this call opened. */
export async function openGeneratedProjects(tx: Tx, projects: readonly GeneratedProject[], now: Date): Promise<OpenedProject[]> {
  if (projects.length === 0) return [];
  const at = now.toISOString();
  // One JSON parameter for the whole batch: thousands of rows stay far below the bind-parameter limit.
  const batch = JSON.stringify(
    projects.map((p) => ({
      o: p.organizationId,
      c: p.clientId,
      k: p.complianceId,
      p: p.periodKey,
      n: p.taskName,
      d: p.serviceDescription,
      s: p.sacCodeId,
      g: p.serviceCategoryId,
      a: p.assigneeId,
      due: p.dueDate,
      sd: p.statutoryDueDate,
      amt: p.invoiceAmountPaise,
      t: p.typeOfDelivery,
      by: p.createdBy,
    })),
  );
  const opened = rowsOf<OpenedProject & { assignee_id: number | null; created_by: number; organization_id: number }>(
    await tx.execute(sql`
      insert into tasks (organization_id, client_id, compliance_id, period_key, task_name, service_description, sac_code_id,
        service_category_id, assignee_id, due_date, statutory_due_date, invoice_amount_paise, type_of_delivery, created_by,
        created_at, updated_at)
      select v.o, v.c, v.k, v.p, v.n, v.d, v.s, v.g, v.a, v.due, v.sd, v.amt, v.t, v.by, ${at}::timestamptz, ${at}::timestamptz
      from json_to_recordset(${batch}::json) as v(o int, c int, k int, p text, n text, d text, s int, g int, a int, due date, sd date,
        amt bigint, t text, by int)
      on conflict (organization_id, client_id, compliance_id, period_key) do nothing
      returning id, organization_id, client_id, compliance_id, period_key, task_name, assignee_id, created_by,
        due_date::text as due_date, statutory_due_date::text as statutory_due_date`),
  );
  if (opened.length === 0) return [];
  const ids = JSON.stringify(opened.map((o) => o.id));
  // The log a Project created by hand starts with: created, then assigned.
  await tx.execute(sql`
    insert into task_activity (organization_id, task_id, user_id, event_type, field, from_value, to_value, description, created_at)
    select t.organization_id, t.id, t.created_by, 'created', null, null, t.task_name,
      'Project "' || t.task_name || '" created by the compliance calendar', ${at}::timestamptz
    from tasks t where t.id in (select value::int from json_array_elements_text(${ids}::json))
    union all
    select t.organization_id, t.id, t.created_by, 'assignment', 'assignee_id', null, t.assignee_id::text,
      'Assigned to ' || u.first_name || ' ' || u.last_name, ${at}::timestamptz
    from tasks t join users u on u.id = t.assignee_id
    where t.id in (select value::int from json_array_elements_text(${ids}::json))`);
  const assignees = rowsOf<{ id: number; email: string; name: string }>(
    await tx.execute(sql`
      select id, email, first_name || ' ' || last_name as name from users
      where id in (select distinct value::int from json_array_elements_text(${JSON.stringify(opened.map((o) => o.assignee_id).filter((a) => a !== null))}::json))`),
  );
  const byId = new Map(assignees.map((a) => [a.id, a]));
  const mails = opened.flatMap((o) => {
    const to = o.assignee_id === null ? undefined : byId.get(o.assignee_id);
    return to
      ? [taskNoticeMail({ kind: 'assigned', to: to.email, name: to.name, taskId: o.id, taskName: o.task_name, by: CALENDAR_AUTHOR })]
      : [];
  });
  await queueMail(tx, mails, now);
  return opened.map(({ id, client_id, compliance_id, period_key, task_name, due_date, statutory_due_date }) => ({
    id,
    client_id,
    compliance_id,
    period_key,
    task_name,
    due_date,
    statutory_due_date,
  }));
}

export type StatutoryMove = {
  organizationId: number;
  complianceId: number;
  periodKey: string;
  dueDate: string;
  /** Who moved it, and the log row's words. */
  userId: number;
  description: string;
  now: Date;
};

/**
 * A period's statutory due date moved (the calendar's override): its Project takes the new date, and an open
 * Project's own due date moves by as many days, with a log row each. Answers how many Projects moved.
 */
export async function moveStatutoryDueDate(tx: Tx, move: StatutoryMove): Promise<number> {
  const { organizationId, complianceId, periodKey, dueDate, userId, description } = move;
  const at = move.now.toISOString();
  const moved = await tx.execute(sql`
    with moved as (
      update tasks t set
        due_date = case when t.workflow_status <> 'closed' and t.due_date is not null
          then t.due_date + (${dueDate}::date - t.statutory_due_date) else t.due_date end,
        statutory_due_date = ${dueDate}::date,
        updated_at = ${at}::timestamptz
      from tasks old
      where old.id = t.id and t.organization_id = ${organizationId} and t.compliance_id = ${complianceId} and t.period_key = ${periodKey}
        and t.statutory_due_date is distinct from ${dueDate}::date
      returning t.id, old.statutory_due_date::text as was)
    insert into task_activity (organization_id, task_id, user_id, event_type, field, from_value, to_value, description, created_at)
    select ${organizationId}, id, ${userId}, 'field', 'statutory_due_date', was, ${dueDate}, ${description}, ${at}::timestamptz
    from moved
    returning task_id`);
  return rowsOf(moved).length;
}
