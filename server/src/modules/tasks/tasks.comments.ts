import type { Db } from '../../db/database';
import type { Staff } from '../../platform/auth';
import type { FileStore } from '../../platform/file-store';
import { attachmentActivity, commentActivity } from './tasks.activity';
import type { AcceptedFile } from '../../platform/uploads';
import { insertAttachments } from './tasks.files.repo';
import { findStaff } from './tasks.repo';
import { insertActivity, insertComment } from './tasks.log.repo';
import { teamRole, writableTask } from './tasks.service';

/**
 * A comment and its files in one transaction: the rows, an activity row for the comment and one per
 * file, and the files moved from the temporary area into place last, so that a refusal or a failed
 * move rolls everything back (the caller then removes the files, staged or moved).
 */
export async function addComment(
  db: Db,
  auth: Staff,
  id: number,
  text: string,
  now: Date,
  upload: { files: AcceptedFile[]; store: FileStore } | null = null,
) {
  const files = upload?.files ?? [];
  teamRole(auth);
  return db.transaction(async (tx) => {
    await writableTask(tx, auth, id);
    const comment = await insertComment(tx, auth.organizationId, id, auth.id, text, now);
    const attachments = await insertAttachments(
      tx,
      files.map((f) => ({
        organizationId: auth.organizationId,
        taskId: id,
        commentId: comment.id,
        originalName: f.name,
        storedKey: f.key,
        contentType: f.contentType,
        sizeBytes: f.size,
        uploadedBy: auth.id,
        createdAt: now,
      })),
    );
    await insertActivity(
      tx,
      auth.organizationId,
      id,
      [commentActivity(auth.id, comment.id), ...attachments.map((a) => attachmentActivity(auth.id, a.id, a.originalName))],
      now,
    );
    const author = await findStaff(tx, auth.organizationId, auth.id);
    if (upload) for (const file of upload.files) await upload.store.put(file.key, tx);
    return { comment, attachments, authorName: author?.name ?? '' };
  });
}
