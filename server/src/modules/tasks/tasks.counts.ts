import { and, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { TaskSummary } from '@firm/shared/domain/project';
import type { Db } from '../../db/database';
import { taskCounts, taskDueCounts, tasks } from '../../db/schema';
import type { TaskListFilter, TaskScope } from './tasks.scope';

// The Projects list's counts read from the counters the triggers of migration 0013 keep (task_counts per
// status and assignee, task_due_counts per due date of the Projects not closed): a few hundred counter
// rows summed instead of every Project the caller sees counted on every call (bench:projects).

/** The counter rows of what the caller sees: its organisation, no closed ones, only its own. */
function counterScope(scope: TaskScope): SQL[] {
  const conditions: SQL[] = [eq(taskCounts.organizationId, scope.organizationId)];
  if (scope.hideClosed) conditions.push(ne(taskCounts.workflowStatus, 'closed'));
  if (scope.assigneeId !== undefined) conditions.push(eq(taskCounts.assigneeKey, scope.assigneeId));
  return conditions;
}

const sumOf = (condition?: SQL) =>
  (condition ? sql`coalesce(sum(${taskCounts.n}) filter (where ${condition}), 0)` : sql`coalesce(sum(${taskCounts.n}), 0)`).mapWith(Number);

/**
 * Overdue (due before today, not closed) is the one count that moves with the day: the firm's is a sum
 * over the due dates before today; one assignee's counts its own Projects through the assignee index.
 */
function overdueOf(scope: TaskScope, today: string) {
  if (scope.assigneeId === undefined) {
    return sql<number>`(select coalesce(sum(${taskDueCounts.n}), 0) from ${taskDueCounts} where ${and(
      eq(taskDueCounts.organizationId, scope.organizationId),
      lt(taskDueCounts.dueDate, today),
    )})`.mapWith(Number);
  }
  return sql<number>`(select count(*) from ${tasks} where ${and(
    eq(tasks.organizationId, scope.organizationId),
    eq(tasks.assigneeId, scope.assigneeId),
    lt(tasks.dueDate, today),
    ne(tasks.workflowStatus, 'closed'),
  )})`.mapWith(Number);
}

/** The header counts over everything the caller sees, whatever the filters, in one statement. */
export async function summaryOf(db: Db, scope: TaskScope, today: string): Promise<TaskSummary> {
  const status = (value: string) => sql`${taskCounts.workflowStatus} = ${value}`;
  const [row] = await db
    .select({
      total: sumOf(),
      ongoing: sumOf(sql`${taskCounts.workflowStatus} <> 'closed'`),
      completed: sumOf(status('closed')),
      assigned: sumOf(sql`${taskCounts.assigneeKey} <> 0`),
      unassigned: sumOf(sql`${taskCounts.assigneeKey} = 0`),
      overdue: overdueOf(scope, today),
      in_progress: sumOf(status('in_progress')),
      pending_review: sumOf(status('pending_review')),
    })
    .from(taskCounts)
    .where(and(...counterScope(scope)));
  return row!;
}

/**
 * How many of the caller's Projects the list's filters match, when the counters can tell without
 * reading Projects: no filter is the summary's total, overdue alone the summary's overdue, status and
 * assignee are counter keys. Undefined when the filters need the Projects themselves counted.
 */
export function countFromCounters(db: Db, scope: TaskScope, filter: TaskListFilter): 'total' | 'overdue' | Promise<number> | undefined {
  const { search, company, client_id, clarifications, due, status, assignee_id, waiting_on_client } = filter;
  if (search || company || client_id || clarifications || waiting_on_client !== undefined) return undefined;
  if (due === 'overdue' && !status && !assignee_id) return 'overdue';
  if (due) return undefined;
  if (!status && !assignee_id) return 'total';
  const conditions = counterScope(scope);
  if (status) conditions.push(eq(taskCounts.workflowStatus, status));
  if (assignee_id) conditions.push(eq(taskCounts.assigneeKey, assignee_id));
  return db
    .select({ n: sumOf() })
    .from(taskCounts)
    .where(and(...conditions))
    .then(([row]) => row!.n);
}
