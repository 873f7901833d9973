import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offsetOf } from '@firm/shared/domain/list';
import {
  REPORT_WORKFLOW_TASK_STATUSES,
  reportWorkflowOf,
  statusGroupOf,
  type ProjectReportQuery,
  type ProjectReportRow,
  type ProjectReportSummary,
  type ReportSortKey,
} from '@firm/shared/domain/report';
import type { TaskStatus } from '@firm/shared/domain/project';
import type { Db } from '../../db/database';
import { clients, serviceCategories, tasks, users } from '../../db/schema';
import { countAll } from '../../db/list-page';
import { taskSearchCondition } from '../tasks';

// The Projects report read from the live tables. Unlike the Projects lists it keeps closed and invoiced
// Projects (a report of work done counts them). Pages for the screen, batches in key order for the export.

/** The firm's Projects, or (employee) only those assigned to the caller. */
export type ReportScope = { organizationId: number; assigneeId?: number };
/** The query's filters and sort; `today` is India's day, for Overdue. */
export type ReportFilter = Omit<ProjectReportQuery, 'page' | 'limit'> & { today: string };

const assignee = alias(users, 'report_assignee');
const iso = (column: SQL | typeof tasks.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** When a closed Project was closed (its last move to closed; see migration 0021), null while open. */
const completedAt = sql`${tasks.closedAt}`;

/**
 * Each sort key is one expression with its PostgreSQL type, so a batch can continue after the last row's value.
 * `indexed`: a b-tree on (organisation, column, ...) serves the keyset as a range; the others are sorted whole
 * for each batch, so the export reads them in bigger batches (fewer sorts, still a bounded batch in memory).
 */
const SORTS: Record<ReportSortKey, { expression: SQL; type: string; indexed: boolean }> = {
  name: { expression: sql`${tasks.taskName}`, type: 'text', indexed: true },
  client: { expression: sql`${clients.clientName}`, type: 'text', indexed: false },
  service_category: { expression: sql`${serviceCategories.name}`, type: 'text', indexed: false },
  assignment_status: { expression: sql`(case when ${tasks.assigneeId} is null then 1 else 0 end)`, type: 'integer', indexed: false },
  // Report order: open, in progress, in review, closed.
  workflow_status: {
    expression: sql`(case ${tasks.workflowStatus} when 'open' then 0 when 'in_progress' then 1 when 'closed' then 3 else 2 end)`,
    type: 'integer',
    indexed: false,
  },
  status_group: { expression: sql`(case when ${tasks.workflowStatus} = 'closed' then 1 else 0 end)`, type: 'integer', indexed: false },
  assignee: { expression: sql`(${assignee.firstName} || ' ' || ${assignee.lastName})`, type: 'text', indexed: false },
  due: { expression: sql`${tasks.dueDate}`, type: 'date', indexed: true },
  created: { expression: sql`${tasks.createdAt}`, type: 'timestamptz', indexed: true },
  completed: { expression: completedAt, type: 'timestamptz', indexed: true },
};

function scopeConditions(scope: ReportScope): SQL[] {
  const conditions: SQL[] = [eq(tasks.organizationId, scope.organizationId)];
  if (scope.assigneeId !== undefined) conditions.push(eq(tasks.assigneeId, scope.assigneeId));
  return conditions;
}

function filterConditions(filter: ReportFilter, organizationId: number): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(taskSearchCondition(organizationId, filter.search));
  if (filter.assignment_status)
    conditions.push(filter.assignment_status === 'assigned' ? isNotNull(tasks.assigneeId) : isNull(tasks.assigneeId));
  if (filter.workflow_status) conditions.push(inArray(tasks.workflowStatus, [...REPORT_WORKFLOW_TASK_STATUSES[filter.workflow_status]]));
  if (filter.status_group)
    conditions.push(filter.status_group === 'completed' ? eq(tasks.workflowStatus, 'closed') : ne(tasks.workflowStatus, 'closed'));
  if (filter.assignee_id) conditions.push(eq(tasks.assigneeId, filter.assignee_id));
  if (filter.client_id) conditions.push(eq(tasks.clientId, filter.client_id));
  if (filter.service_category_id) conditions.push(eq(tasks.serviceCategoryId, filter.service_category_id));
  if (filter.due_from) conditions.push(gte(tasks.dueDate, filter.due_from));
  if (filter.due_to) conditions.push(lte(tasks.dueDate, filter.due_to));
  return conditions;
}

const whereOf = (scope: ReportScope, filter: ReportFilter) =>
  and(...scopeConditions(scope), ...filterConditions(filter, scope.organizationId));

function selectRows(db: Db, sortKey: ReportSortKey) {
  return db
    .select({
      id: tasks.id,
      name: tasks.taskName,
      description: tasks.serviceDescription,
      client: clients.clientName,
      client_id: tasks.clientId,
      service_category: serviceCategories.name,
      service_category_id: tasks.serviceCategoryId,
      assignee_id: tasks.assigneeId,
      assignee_name: sql<string | null>`(${assignee.firstName} || ' ' || ${assignee.lastName})`,
      status: tasks.workflowStatus,
      due_date: tasks.dueDate,
      created_at: iso(tasks.createdAt),
      completed_at: sql<string | null>`to_char(${completedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      // The sort value in full precision (timestamps to the microsecond), for the next batch's start.
      sort_value: sql<string | null>`(${SORTS[sortKey].expression})::text`,
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .innerJoin(serviceCategories, eq(serviceCategories.id, tasks.serviceCategoryId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId));
}

type RawRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toReportRow(row: RawRow, today: string): ProjectReportRow {
  const status = row.status as TaskStatus;
  const group = statusGroupOf(status);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    client: row.client,
    client_id: row.client_id,
    service_category: row.service_category,
    service_category_id: row.service_category_id,
    assignment_status: row.assignee_id === null ? 'not_assigned' : 'assigned',
    workflow_status: reportWorkflowOf(status),
    workflow_status_group: group,
    assignee_id: row.assignee_id,
    assignee_name: row.assignee_name,
    due_date: row.due_date,
    created_at: row.created_at,
    completed_at: row.completed_at,
    overdue: group === 'pending' && row.due_date !== null && row.due_date < today,
  };
}

/** ORDER BY the sort key, then the id; empty values last going up and first going down (PostgreSQL's default). */
function orderOf(filter: ReportFilter): SQL[] {
  const direction = sql.raw(filter.order === 'desc' ? 'desc' : 'asc');
  return [sql`${SORTS[filter.sort].expression} ${direction}`, sql`${tasks.id} ${direction}`];
}

/** The cards over the filtered rows; `total` is also the pager's. */
export async function reportSummary(db: Db, scope: ReportScope, filter: ReportFilter): Promise<ProjectReportSummary> {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      total: countAll(),
      assigned: counted(sql`${tasks.assigneeId} is not null`),
      completed: counted(sql`${tasks.workflowStatus} = 'closed'`),
      overdue: counted(sql`${tasks.dueDate} < ${filter.today} and ${tasks.workflowStatus} <> 'closed'`),
    })
    .from(tasks)
    .where(whereOf(scope, filter));
  return { ...row!, today: filter.today };
}

export async function reportPage(db: Db, scope: ReportScope, filter: ProjectReportQuery & { today: string }) {
  const [rows, summary] = await Promise.all([
    selectRows(db, filter.sort)
      .where(whereOf(scope, filter))
      .orderBy(...orderOf(filter))
      .limit(filter.limit)
      .offset(offsetOf(filter)),
    reportSummary(db, scope, filter),
  ]);
  return { rows: rows.map((r) => toReportRow(r, filter.today)), summary };
}

/**
 * The rows of one batch after the last one read, in the order of `orderOf`, as a keyset: rows with a sort value
 * and rows without one are read in two runs (empty values come last going up, first going down), so each
 * condition is a plain row comparison `(value, id) > (last value, last id)` or `value is null and id > last id`,
 * which an index on (organisation, value, id) answers as a range: every batch costs the same however deep it is.
 */
type Run = 'values' | 'empty';
type Keyset = { run: Run; last?: { value: string | null; id: number } };

function keysetCondition(filter: ReportFilter, keyset: Keyset): SQL {
  const { expression, type } = SORTS[filter.sort];
  const desc = filter.order === 'desc';
  if (keyset.run === 'empty') {
    const present = sql`(${expression}) is null`;
    if (!keyset.last) return present;
    return desc ? sql`(${present} and ${tasks.id} < ${keyset.last.id})` : sql`(${present} and ${tasks.id} > ${keyset.last.id})`;
  }
  const present = sql`(${expression}) is not null`;
  if (!keyset.last) return present;
  const row = sql`((${expression}), ${tasks.id})`;
  const last = sql`(cast(${keyset.last.value} as ${sql.raw(type)}), ${keyset.last.id})`;
  return desc ? sql`(${present} and ${row} < ${last})` : sql`(${present} and ${row} > ${last})`;
}

/** Every filtered row in the report's order, read `batchSize` at a time: memory holds one batch. */
export async function* reportBatches(
  db: Db,
  scope: ReportScope,
  filter: ReportFilter,
  batchSize = SORTS[filter.sort].indexed ? 1000 : 5000,
): AsyncGenerator<ProjectReportRow[]> {
  const runs: Run[] = filter.order === 'desc' ? ['empty', 'values'] : ['values', 'empty'];
  for (const run of runs) {
    let keyset: Keyset = { run };
    for (;;) {
      const rows = await selectRows(db, filter.sort)
        .where(and(whereOf(scope, filter), keysetCondition(filter, keyset)))
        .orderBy(...orderOf(filter))
        .limit(batchSize);
      if (rows.length) yield rows.map((r) => toReportRow(r, filter.today));
      if (rows.length < batchSize) break;
      const end = rows[rows.length - 1]!;
      keyset = { run, last: { value: end.sort_value, id: end.id } };
    }
  }
}
