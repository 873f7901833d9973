import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { CLIENT_STATUS_WORKFLOW, type ClientTask, type ClientTaskQuery, type ClientTaskSummary } from '@firm/shared/domain/client-portal';
import { offsetOf } from '@firm/shared/domain/list';
import type { Db } from '../../db/database';
import { clients, tasks } from '../../db/schema';
import { countAll } from '../../db/list-page';
import { dueConditions } from '../tasks';

// A client contact's Projects: always scoped by organisation and by the contact's own client, never by
// what the query names. Only the fields of spec 02 §3's client-portal task leave the database.
// A compliance Project's due date for the client is the statutory one: the firm's internal
// date, a few days earlier, never leaves; the list's order, due windows and overdue card read it too.

export type ClientScope = { organizationId: number; clientId: number };
export type ClientTaskFilter = ClientTaskQuery & { today: string };

/** The date the client sees: the statutory due date of a compliance filing, else the Project's due date. */
const clientDue = sql`coalesce(${tasks.statutoryDueDate}, ${tasks.dueDate})`;

const scopeOf = (scope: ClientScope): SQL[] => [eq(tasks.organizationId, scope.organizationId), eq(tasks.clientId, scope.clientId)];

function filterConditions(filter: ClientTaskFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.workflow_status) {
    const statuses = CLIENT_STATUS_WORKFLOW[filter.workflow_status];
    // On Hold has no workflow status behind it: it lists nothing.
    conditions.push(statuses.length ? inArray(tasks.workflowStatus, [...statuses]) : sql`false`);
  }
  if (filter.tab === 'completed') conditions.push(eq(tasks.workflowStatus, 'closed'));
  if (filter.tab === 'ongoing') conditions.push(ne(tasks.workflowStatus, 'closed'));
  if (filter.due) conditions.push(...dueConditions(filter.due, filter.today, clientDue));
  return conditions;
}

/** The cards: every Project of the client, whatever the filters, in one aggregate pass. */
async function summaryOf(db: Db, scope: ClientScope, today: string): Promise<ClientTaskSummary> {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: countAll(),
      ongoing: n(sql`${tasks.workflowStatus} <> 'closed'`),
      completed: n(sql`${tasks.workflowStatus} = 'closed'`),
      overdue: n(sql`${clientDue} < ${today} and ${tasks.workflowStatus} <> 'closed'`),
    })
    .from(tasks)
    .where(and(...scopeOf(scope)));
  return row!;
}

export type ClientTaskList = { items: ClientTask[]; total: number; summary: ClientTaskSummary };

/** One page by due date (soonest first, no date last, then oldest first), the matches' count and the cards. */
export async function listClientTasks(db: Db, scope: ClientScope, filter: ClientTaskFilter): Promise<ClientTaskList> {
  const where = and(...scopeOf(scope), ...filterConditions(filter));
  const [items, [counted], summary] = await Promise.all([
    db
      .select({
        task_id: tasks.id,
        task_name: tasks.taskName,
        client_name: clients.clientName,
        service_description: tasks.serviceDescription,
        workflow_status: tasks.workflowStatus,
        due_date: sql<string | null>`${clientDue}::text`,
        statutory_due: sql<boolean>`${tasks.statutoryDueDate} is not null`,
      })
      .from(tasks)
      .innerJoin(clients, eq(clients.id, tasks.clientId))
      .where(where)
      .orderBy(sql`${clientDue} asc nulls last`, tasks.id)
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    db.select({ n: countAll() }).from(tasks).where(where),
    summaryOf(db, scope, filter.today),
  ]);
  return { items: items as ClientTask[], total: counted!.n, summary };
}
