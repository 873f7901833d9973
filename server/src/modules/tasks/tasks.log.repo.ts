import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/database';
import { taskActivity, taskComments, users } from '../../db/schema';
import { fullName, type NewTaskActivity } from './tasks.repo';

// A Project's log: its comments and its activity rows, read for the detail and written by every change.

/** Activity rows of one Project, stamped with the organisation and Project given here. */
export async function insertActivity(tx: Tx, organizationId: number, taskId: number, rows: NewTaskActivity[], at: Date): Promise<void> {
  if (rows.length) await tx.insert(taskActivity).values(rows.map((r) => ({ ...r, organizationId, taskId, createdAt: at })));
}

/** What an invoice, its payments, refunds or credit notes did; a field, from or to the event does not name is null. */
export type InvoiceEvent = Partial<Pick<NewTaskActivity, 'field' | 'fromValue' | 'toValue'>> & { description: string };

/** One 'invoice' row of the invoiced Project's log, by the staff member who did it. */
export async function logInvoiceEvent(
  tx: Tx,
  by: { id: number; organizationId: number },
  taskId: number,
  at: Date,
  event: InvoiceEvent,
): Promise<void> {
  const row = { userId: by.id, eventType: 'invoice', field: null, fromValue: null, toValue: null, ...event };
  await insertActivity(tx, by.organizationId, taskId, [row], at);
}

/** Rows per insert: a batch of many Projects' rows stays far below the bind-parameter limit. */
const CHUNK = 500;

/** Activity rows of several Projects at once, each row naming its own (a document checklist's batch). */
export async function insertActivities(tx: Tx, rows: (typeof taskActivity.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(taskActivity).values(rows.slice(i, i + CHUNK));
}

const author = alias(users, 'author');

export async function commentsOfTask(db: Db | Tx, organizationId: number, taskId: number) {
  return db
    .select({
      id: taskComments.id,
      userId: taskComments.userId,
      userName: fullName(author),
      text: taskComments.commentText,
      createdAt: taskComments.createdAt,
    })
    .from(taskComments)
    .innerJoin(author, eq(author.id, taskComments.userId))
    .where(and(eq(taskComments.organizationId, organizationId), eq(taskComments.taskId, taskId)))
    .orderBy(asc(taskComments.id));
}

export async function activityOfTask(db: Db | Tx, organizationId: number, taskId: number) {
  return db
    .select({
      id: taskActivity.id,
      eventType: taskActivity.eventType,
      field: taskActivity.field,
      fromValue: taskActivity.fromValue,
      toValue: taskActivity.toValue,
      description: taskActivity.description,
      userId: taskActivity.userId,
      // A client's contact acted when there is no user: its name was kept on the row.
      userName: sql<string | null>`coalesce(${fullName(author)}, ${taskActivity.actorName})`,
      createdAt: taskActivity.createdAt,
    })
    .from(taskActivity)
    .leftJoin(author, eq(author.id, taskActivity.userId))
    .where(and(eq(taskActivity.organizationId, organizationId), eq(taskActivity.taskId, taskId)))
    .orderBy(asc(taskActivity.id));
}

export async function insertComment(tx: Tx, organizationId: number, taskId: number, userId: number, text: string, at: Date) {
  const [row] = await tx.insert(taskComments).values({ organizationId, taskId, userId, commentText: text, createdAt: at }).returning();
  return row!;
}
