// A document request's life: the firm asks, the client uploads, the firm accepts or asks for
// changes, the client uploads again. These rules are the one source for the server and the screens.

export const DOCUMENT_REQUEST_STATES = ['requested', 'uploaded', 'accepted', 'needs_changes'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

/** What moves a request: the client's upload (or replacement), the firm's review. */
export type DocumentRequestAction = 'upload' | 'accept' | 'ask_changes';

export type TransitionRefusal = 'ACCEPTED' | 'NOTHING_UPLOADED';
export type Transition = { state: DocumentRequestState } | { refused: TransitionRefusal };

/**
 * The state after an action, or why it is refused. An accepted request is final: nothing is uploaded
 * to it any more and it is not reviewed again. A review needs something uploaded and not yet reviewed.
 */
export function transition(state: DocumentRequestState, action: DocumentRequestAction): Transition {
  if (state === 'accepted') return { refused: 'ACCEPTED' };
  if (action === 'upload') return { state: 'uploaded' };
  if (state !== 'uploaded') return { refused: 'NOTHING_UPLOADED' };
  return { state: action === 'accept' ? 'accepted' : 'needs_changes' };
}

/** The client still owes something: nothing uploaded yet, or the firm asked for changes. */
export const isOpenForClient = (state: DocumentRequestState) => state === 'requested' || state === 'needs_changes';

/** "Waiting on client": at least one required request the client still owes. Optional ones never hold a Project. */
export function waitingOnClient(requests: readonly { state: DocumentRequestState; required: boolean }[]): boolean {
  return requests.some((r) => r.required && isOpenForClient(r.state));
}
