import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { taskAttachments } from '../../db/schema';

// Attachments of comments as the database holds them, scoped by the organisation like every query.

export type AttachmentRow = typeof taskAttachments.$inferSelect;
export type NewAttachment = Omit<typeof taskAttachments.$inferInsert, 'id'>;

export async function insertAttachments(tx: Tx, rows: NewAttachment[]): Promise<AttachmentRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(taskAttachments).values(rows).returning();
}

/** Every attachment of a Project's comments, oldest first. */
export async function attachmentsOfTask(db: Db | Tx, organizationId: number, taskId: number): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.organizationId, organizationId), eq(taskAttachments.taskId, taskId)))
    .orderBy(asc(taskAttachments.id));
}

export async function findAttachment(db: Db | Tx, organizationId: number, taskId: number, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, id), eq(taskAttachments.organizationId, organizationId), eq(taskAttachments.taskId, taskId)));
  return row;
}

/** The comment answer's attached_files entry: file_path is the download reference. */
export const attachedFileOf = (row: AttachmentRow) => ({
  file_name: row.originalName,
  file_path: String(row.id),
  file_id: row.id,
  size: row.sizeBytes,
  content_type: row.contentType,
});
