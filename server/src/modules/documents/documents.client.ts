import { documentRequestMessages as M } from '@firm/shared/domain/document-request';
import type { Db, Tx } from '../../db/database';
import type { Contact } from '../../platform/contacts';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import type { AcceptedFile } from '../../platform/uploads';
import { insertActivity } from '../tasks';
import { documentActivity } from './documents.activity';
import { nextState } from './documents.service';
import { contactName, currentFile, findRequest, insertFiles, markReplaced, updateRequestRow } from './documents.repo';

// What a client's contact does with its client's requests. A request is found only through a
// Project of the contact's own client: another client's (or firm's) request id is the same 404 as a
// missing one, so the answer tells nothing about it.

async function ownRequest(tx: Tx, contact: Contact, id: number) {
  const request = await findRequest(tx, contact.organizationId, id, { clientId: contact.clientId, lock: true });
  if (!request) throw notFound(M.notFound);
  return request;
}

export type UploadInput = { files: AcceptedFile[]; comment?: string; replaceFileId?: number; store: FileStore };

/**
 * The client's files on a request, in one transaction: the rows, the replaced file marked (its row and
 * bytes stay, for the history), the request back to 'uploaded', activity rows, and the files moved into
 * place last. A refusal throws before anything is written; the caller then removes the staged files.
 */
export async function uploadFiles(db: Db, contact: Contact, id: number, input: UploadInput, now: Date) {
  if (input.files.length === 0) {
    throw badRequest(M.noFiles, [{ field: 'files', message: M.noFiles, code: 'DOCUMENT_NO_FILES' }]);
  }
  return db.transaction(async (tx) => {
    const request = await ownRequest(tx, contact, id);
    const state = nextState(request.state, 'upload');
    const replaced = input.replaceFileId === undefined ? undefined : await currentFile(tx, id, input.replaceFileId);
    if (input.replaceFileId !== undefined && !replaced) {
      throw badRequest(M.replaceNotFound, [{ field: 'replace_file_id', message: M.replaceNotFound, code: 'DOCUMENT_REPLACE_UNKNOWN' }]);
    }
    const name = await contactName(tx, contact.organizationId, contact.id);
    if (replaced) await markReplaced(tx, replaced.id, now);
    const files = await insertFiles(
      tx,
      input.files.map((f) => ({
        organizationId: contact.organizationId,
        requestId: id,
        originalName: f.name,
        storedKey: f.key,
        contentType: f.contentType,
        sizeBytes: f.size,
        uploadedByContactId: contact.id,
        uploaderName: name,
        createdAt: now,
      })),
    );
    const row = await updateRequestRow(tx, id, {
      state,
      changeReason: null,
      ...(input.comment !== undefined ? { clientComment: input.comment } : {}),
      updatedAt: now,
    });
    const actor = { contactId: contact.id, name };
    await insertActivity(
      tx,
      contact.organizationId,
      request.taskId,
      files.map((f, i) =>
        documentActivity(
          actor,
          id,
          i === 0 && replaced
            ? `${name} replaced ${replaced.originalName} with ${f.originalName} on ${row.title}`
            : `${name} uploaded ${f.originalName} for ${row.title}`,
          f.id,
        ),
      ),
      now,
    );
    for (const file of input.files) await input.store.put(file.key, tx);
    return row;
  });
}

export async function commentOnRequest(db: Db, contact: Contact, id: number, comment: string, now: Date) {
  return db.transaction(async (tx) => {
    const request = await ownRequest(tx, contact, id);
    const name = await contactName(tx, contact.organizationId, contact.id);
    const row = await updateRequestRow(tx, id, { clientComment: comment, updatedAt: now });
    const text = comment === '' ? `${name} cleared the comment on ${row.title}` : `${name} commented on ${row.title}: ${comment}`;
    await insertActivity(tx, contact.organizationId, request.taskId, [documentActivity({ contactId: contact.id, name }, id, text)], now);
    return row;
  });
}

/** The client may download its own client's files (current ones); anything else is 404. */
export async function clientFile(db: Db, contact: Contact, requestId: number) {
  return findRequest(db, contact.organizationId, requestId, { clientId: contact.clientId });
}
