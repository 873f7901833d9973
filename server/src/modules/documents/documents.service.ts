import {
  documentRequestMessages as M,
  transition,
  type DocumentRequestAction,
  type DocumentRequestInput,
  type TransitionRefusal,
} from '@firm/shared/domain/document-request';
import type { Db, Tx } from '../../db/database';
import type { Staff } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { queueMail } from '../../platform/mail-outbox';
import { insertActivities, teamRole, writableTask } from '../tasks';
import { documentActivity, logStaffStep } from './documents.activity';
import { changesMail } from './documents.mail';
import {
  activeContactsOf,
  countFiles,
  deleteRequestRow,
  findRequest,
  insertRequests,
  updateRequestRow,
  type RequestRow,
} from './documents.repo';

// What staff do with document requests. Whoever may write the Project (tasks' `writableTask`:
// an employee its own, supervisors and admins the firm's open ones) may ask for documents, edit or delete
// a request, and review uploads. Every step runs in one transaction with its activity rows (and its mail
// in the outbox); every refusal is thrown before anything is written.

const REFUSALS: Record<TransitionRefusal, () => Error> = {
  ACCEPTED: () => conflict(M.accepted, undefined, 'DOCUMENT_ACCEPTED'),
  NOTHING_UPLOADED: () => conflict(M.nothingUploaded, undefined, 'DOCUMENT_NOTHING_UPLOADED'),
};

/** The state after `action`, or the refusal thrown. */
export function nextState(state: RequestRow['state'], action: DocumentRequestAction) {
  const moved = transition(state, action);
  if ('refused' in moved) throw REFUSALS[moved.refused]();
  return moved.state;
}

/** A Project's new requests, asked by `userId` (who the caller has already decided may write it). */
export type ProjectRequests = { organizationId: number; taskId: number; userId: number; inputs: readonly DocumentRequestInput[] };

/**
 * Adds requests to Projects inside the caller's transaction, with an activity row each. The service the
 * compliance calendar's default checklists call for every Project a generator batch opens (exported from
 * the module's entry), and staff's "Request documents" for one.
 */
export async function createDocumentRequests(tx: Tx, projects: readonly ProjectRequests[], now: Date): Promise<RequestRow[]> {
  const rows = await insertRequests(
    tx,
    projects.flatMap((p) =>
      p.inputs.map((input) => ({
        organizationId: p.organizationId,
        taskId: p.taskId,
        title: input.title,
        note: input.note,
        required: input.required,
        dueDate: input.due_date,
        createdBy: p.userId,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
  await insertActivities(
    tx,
    rows.map((r) => ({
      ...documentActivity({ userId: r.createdBy }, r.id, `Document requested: ${r.title}${r.required ? '' : ' (optional)'}`),
      organizationId: r.organizationId,
      taskId: r.taskId,
      createdAt: now,
    })),
  );
  return rows;
}

/** Staff's request: one of the firm on a Project the caller may write, both locked; else 404. */
async function staffRequest(tx: Tx, auth: Staff, id: number) {
  teamRole(auth);
  const request = await findRequest(tx, auth.organizationId, id);
  if (!request) throw notFound(M.notFound);
  await writableTask(tx, auth, request.taskId);
  return (await findRequest(tx, auth.organizationId, id, { lock: true }))!;
}

export async function addRequests(db: Db, auth: Staff, taskId: number, inputs: DocumentRequestInput[], now: Date) {
  teamRole(auth);
  return db.transaction(async (tx) => {
    await writableTask(tx, auth, taskId);
    return createDocumentRequests(tx, [{ organizationId: auth.organizationId, taskId, userId: auth.id, inputs }], now);
  });
}

type RequestChange = { title?: string; note?: string; required?: boolean; due_date?: string };

export async function editRequest(db: Db, auth: Staff, id: number, change: RequestChange, now: Date) {
  return db.transaction(async (tx) => {
    const request = await staffRequest(tx, auth, id);
    if (request.state === 'accepted') throw REFUSALS.ACCEPTED();
    const row = await updateRequestRow(tx, id, {
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.note !== undefined ? { note: change.note } : {}),
      ...(change.required !== undefined ? { required: change.required } : {}),
      ...(change.due_date !== undefined ? { dueDate: change.due_date } : {}),
      updatedAt: now,
    });
    await logStaffStep(tx, auth, { id, taskId: row.taskId }, `Document request edited: ${row.title}`, now);
    return row;
  });
}

/** A request nothing was uploaded to may be deleted; one with files stays, with them, in the Project's history. */
export async function removeRequest(db: Db, auth: Staff, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const request = await staffRequest(tx, auth, id);
    if ((await countFiles(tx, id)) > 0) throw conflict(M.deleteUploaded, undefined, 'DOCUMENT_HAS_FILES');
    await deleteRequestRow(tx, id);
    await logStaffStep(tx, auth, { id, taskId: request.taskId }, `Document request deleted: ${request.title}`, now);
  });
}

export async function acceptRequest(db: Db, auth: Staff, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const request = await staffRequest(tx, auth, id);
    const state = nextState(request.state, 'accept');
    const row = await updateRequestRow(tx, id, { state, changeReason: null, updatedAt: now });
    await logStaffStep(tx, auth, { id, taskId: row.taskId }, `Document accepted: ${row.title}`, now);
    return row;
  });
}

/** Sends an upload back with a reason; the client's active contacts are mailed in the same transaction. */
export async function askForChanges(db: Db, auth: Staff, id: number, reason: string, now: Date, portalUrl: string) {
  return db.transaction(async (tx) => {
    const request = await staffRequest(tx, auth, id);
    const state = nextState(request.state, 'ask_changes');
    const row = await updateRequestRow(tx, id, { state, changeReason: reason, updatedAt: now });
    await logStaffStep(tx, auth, { id, taskId: row.taskId }, `Changes requested on ${row.title}: ${reason}`, now);
    const contacts = await activeContactsOf(tx, auth.organizationId, request.clientId);
    const about = { title: row.title, taskName: request.taskName, dueDate: row.dueDate, portalUrl };
    await queueMail(
      tx,
      contacts.map((c) => changesMail(c, about, reason)),
      now,
    );
    return row;
  });
}
