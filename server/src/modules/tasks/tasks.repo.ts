import { and, eq, ilike, isNull, lt, gte, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays } from '@firm/shared/domain/calendar';
import { offsetOf } from '@firm/shared/domain/list';
import type { DueWindow, TaskListRow, TaskSortKey, TaskSummary } from '@firm/shared/domain/project';
import type { Db, Tx } from '../../db/database';
import { clients, sacCodes, serviceCategories, taskActivity, tasks, users } from '../../db/schema';
import { containsPattern, countAll, orderByOf, type SortExpression } from '../../db/list-page';
import { taskSearchCondition } from './task-search';
import { countFromCounters, summaryOf } from './tasks.counts';
import type { TaskListFilter, TaskScope } from './tasks.scope';
import type { ProjectColumns } from './tasks.hooks';

export type { TaskListFilter, TaskScope } from './tasks.scope';

// Projects as the database holds them: every query is scoped by the organisation, and by what the
// caller's role sees (an employee its own Projects; supervisors and employees no closed ones).

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type NewTaskActivity = Omit<typeof taskActivity.$inferInsert, 'organizationId' | 'taskId' | 'createdAt'>;

const assignee = alias(users, 'assignee');
export const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string | null>`(${u.firstName} || ' ' || ${u.lastName})`;
/** A staff member's name looked up for the page's rows only. */
const nameOf = (id: AnyColumn) => sql<string | null>`(select ${fullName(users)} from ${users} where ${users.id} = ${id})`;

/** A row of the lists and the record; `other` is what other modules add (tasks' hooks, `columns`). */
const taskRowColumns = (other: ProjectColumns) => ({
  task_id: tasks.id,
  task_name: tasks.taskName,
  service_description: tasks.serviceDescription,
  client_id: tasks.clientId,
  client_name: clients.clientName,
  assignee_id: tasks.assigneeId,
  assignee_name: fullName(assignee),
  assignment_status: sql<'assigned' | 'not_assigned'>`case when ${tasks.assigneeId} is null then 'not_assigned' else 'assigned' end`,
  workflow_status: tasks.workflowStatus,
  created_at: sql<string>`to_char(${tasks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  due_date: tasks.dueDate,
  invoice_amount_paise: tasks.invoiceAmountPaise,
  type_of_delivery: tasks.typeOfDelivery,
  // Columns no sort or filter reads are looked up per row of the page, not joined: seven joined tables cost
  // the planner more than the whole page (8 ms of planning against 1 ms of execution on PGlite, bench:projects).
  sac_code: sql<string>`(select ${sacCodes.code} from ${sacCodes} where ${sacCodes.id} = ${tasks.sacCodeId})`,
  service_category_name: sql<string>`(select ${serviceCategories.name} from ${serviceCategories} where ${serviceCategories.id} = ${tasks.serviceCategoryId})`,
  require_clarification: tasks.requireClarification,
  clarification_from: tasks.clarificationFromId,
  clarification_from_name: nameOf(tasks.clarificationFromId),
  clarification_to: tasks.clarificationToId,
  clarification_to_name: nameOf(tasks.clarificationToId),
  invoice_id: tasks.invoiceId,
  waiting_on_client: other.waitingOnClient(tasks.id),
  compliance_name: other.complianceName(tasks.complianceId),
  period_key: tasks.periodKey,
  statutory_due_date: tasks.statutoryDueDate,
  ack_number: tasks.ackNumber,
  filed_on: tasks.filedOn,
});

const SORT_COLUMNS: Record<TaskSortKey, SortExpression | SortExpression[]> = {
  name: tasks.taskName,
  client: clients.clientName,
  // Workflow order, not alphabetical (closed would come first).
  status: sql`(case ${tasks.workflowStatus} when 'open' then 0 when 'in_progress' then 1 when 'pending_review' then 2 when 'ready_for_close' then 3 else 4 end)`,
  assignee: [assignee.firstName, assignee.lastName],
  created: tasks.createdAt,
  due: tasks.dueDate,
};

/**
 * The lists' scope: a Project that has its invoice leaves the Projects lists (spec 02 §2.1, §4) and lives on
 * the Invoices page; only a closed Project is ever invoiced. Its detail stays reachable by id.
 */
function listScopeConditions(scope: TaskScope): SQL[] {
  return [...scopeConditions(scope), isNull(tasks.invoiceId)];
}

function scopeConditions(scope: TaskScope): SQL[] {
  const conditions: SQL[] = [eq(tasks.organizationId, scope.organizationId)];
  if (scope.hideClosed) conditions.push(ne(tasks.workflowStatus, 'closed'));
  if (scope.assigneeId !== undefined) conditions.push(eq(tasks.assigneeId, scope.assigneeId));
  return conditions;
}

function filterConditions(filter: TaskListFilter, organizationId: number, other: ProjectColumns): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    conditions.push(
      filter.search_in === 'all'
        ? taskSearchCondition(organizationId, filter.search)
        : ilike(tasks.taskName, containsPattern(filter.search)),
    );
  }
  if (filter.company) conditions.push(ilike(clients.clientName, containsPattern(filter.company)));
  if (filter.status) conditions.push(eq(tasks.workflowStatus, filter.status));
  if (filter.client_id) conditions.push(eq(tasks.clientId, filter.client_id));
  if (filter.assignee_id) conditions.push(eq(tasks.assigneeId, filter.assignee_id));
  if (filter.clarifications) conditions.push(eq(tasks.requireClarification, true), eq(tasks.clarificationToId, filter.callerId));
  if (filter.due) conditions.push(...dueConditions(filter.due, filter.today));
  if (filter.waiting_on_client !== undefined) {
    const waiting = other.waitingOnClient(tasks.id);
    conditions.push(filter.waiting_on_client ? waiting : sql`not ${waiting}`);
  }
  return conditions;
}

/**
 * Overdue: due before today and not closed; a window: due from today to `due` days ahead (spec 02 §4).
 * `dueDate` is the date the caller sees (the client's is the statutory one of a compliance Project).
 */
export function dueConditions(due: DueWindow, today: string, dueDate: SQL = sql`${tasks.dueDate}`): SQL[] {
  if (due === 'overdue') return [lt(dueDate, today), ne(tasks.workflowStatus, 'closed')];
  return [gte(dueDate, today), lte(dueDate, addDays(today, Number(due)))];
}

const joinedTasks = (db: Db | Tx, other: ProjectColumns) =>
  db
    .select(taskRowColumns(other))
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId));

export type TaskList = { items: TaskListRow[]; total: number; summary: TaskSummary };

/** One page of the caller's Projects, how many match the filters, and the header counts. */
export async function listTasks(db: Db, other: ProjectColumns, scope: TaskScope, filter: TaskListFilter): Promise<TaskList> {
  const where = and(...listScopeConditions(scope), ...filterConditions(filter, scope.organizationId, other));
  // Filters the counters do not key on are counted over the Projects; the company filter reads the
  // client's name, so its count needs the join (the wide search reads it in its own subquery).
  const readsClient = Boolean(filter.company);
  const counted =
    countFromCounters(db, scope, filter) ??
    (readsClient
      ? db.select({ n: countAll() }).from(tasks).innerJoin(clients, eq(clients.id, tasks.clientId))
      : db.select({ n: countAll() }).from(tasks)
    )
      .where(where)
      .then(([row]) => row!.n);
  const [items, summary, matching] = await Promise.all([
    joinedTasks(db, other)
      .where(where)
      .orderBy(...orderByOf(SORT_COLUMNS, filter.sort, filter.order, tasks.id))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    summaryOf(db, scope, filter.today),
    counted,
  ]);
  const total = matching === 'total' ? summary.total : matching === 'overdue' ? summary.overdue : matching;
  return { items: items as TaskListRow[], total, summary };
}

/** One Project in the list's shape with its category's GST rates, if the caller sees it. */
export async function findTaskView(db: Db | Tx, other: ProjectColumns, scope: TaskScope, id: number) {
  const [row] = await joinedTasks(db, other)
    .where(and(eq(tasks.id, id), ...scopeConditions(scope)))
    .limit(1);
  return row as TaskListRow | undefined;
}

export async function findTask(db: Db | Tx, organizationId: number, id: number, lock = false): Promise<TaskRow | undefined> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertTask(tx: Tx, values: NewTask): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  return row!;
}

export async function updateTaskRow(
  tx: Tx,
  organizationId: number,
  id: number,
  values: Omit<Partial<NewTask>, 'organizationId'>,
): Promise<void> {
  await tx
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.id, id), eq(tasks.organizationId, organizationId)));
}

/** A Project's billing office (the offices module assigns it); false when the firm has no such Project. */
export async function setProjectBillingOffice(
  db: Db,
  organizationId: number,
  id: number,
  officeId: number | null,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(tasks)
    .set({ billingOfficeId: officeId, updatedAt: now })
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  return row !== undefined;
}

/** A staff member of the organisation (any status), for the assignee and advisor rules. */
export async function findStaff(db: Db | Tx, organizationId: number, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      email: users.email,
      name: sql<string>`(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  return row;
}

/** The active admins and supervisors of the organisation whose full name is `name` (any case): who a named advisor may be. */
export async function advisorsNamed(db: Db | Tx, organizationId: number, name: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.isActive, true),
        sql`${users.role} in ('admin', 'supervisor')`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) = lower(${name})`,
      ),
    )
    .limit(2);
  return rows.map((r) => r.id);
}

/** Client, SAC code and category of the organisation, active, for a new Project. */
export async function masterDataOf(
  db: Db | Tx,
  organizationId: number,
  ids: { clientId: number; sacCodeId: number; serviceCategoryId: number },
) {
  const active = <T extends { id: number; isActive: boolean }>(rows: T[]) => rows.find((r) => r.isActive);
  // One after the other: inside a transaction they share one connection, which runs one statement at a time.
  const client = await db
    .select({ id: clients.id, isActive: clients.isActive })
    .from(clients)
    .where(and(eq(clients.id, ids.clientId), eq(clients.organizationId, organizationId)));
  const sac = await db
    .select({ id: sacCodes.id, isActive: sacCodes.isActive })
    .from(sacCodes)
    .where(and(eq(sacCodes.id, ids.sacCodeId), eq(sacCodes.organizationId, organizationId)));
  const category = await db
    .select({ id: serviceCategories.id, isActive: serviceCategories.isActive })
    .from(serviceCategories)
    .where(and(eq(serviceCategories.id, ids.serviceCategoryId), eq(serviceCategories.organizationId, organizationId)));
  return { client: active(client), sac: active(sac), category: active(category) };
}

export async function gstOfCategory(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ cgst: serviceCategories.cgstBp, sgst: serviceCategories.sgstBp, igst: serviceCategories.igstBp })
    .from(serviceCategories)
    .where(eq(serviceCategories.id, id));
  return row!;
}
