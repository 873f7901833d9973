import type { Tx } from '../../db/database';
import { insertActivity, type NewTaskActivity } from '../tasks';

// The Project's activity log rows for document requests: who (a staff member, or a client's
// contact by name), which request, which file. The event is 'document' for every step.

type Actor = { userId: number } | { contactId: number; name: string };

const actorOf = (actor: Actor) =>
  'userId' in actor ? { userId: actor.userId } : { userId: null, contactId: actor.contactId, actorName: actor.name };

export function documentActivity(actor: Actor, requestId: number, description: string, fileId?: number): NewTaskActivity {
  return {
    ...actorOf(actor),
    eventType: 'document',
    field: 'document_request',
    fromValue: String(requestId),
    toValue: fileId === undefined ? null : String(fileId),
    description,
  };
}

/** A staff member's step on one request, written in its Project's log. */
export async function logStaffStep(
  tx: Tx,
  by: { id: number; organizationId: number },
  request: { id: number; taskId: number },
  description: string,
  at: Date,
): Promise<void> {
  await insertActivity(tx, by.organizationId, request.taskId, [documentActivity({ userId: by.id }, request.id, description)], at);
}
