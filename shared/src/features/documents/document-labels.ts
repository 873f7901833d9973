import type { DocumentRequestState } from '@firm/shared/domain/document-request';

// The document screens' words for a request's state.

export const DOCUMENT_REQUEST_STATE_LABELS: Record<DocumentRequestState, string> = {
  requested: 'Requested',
  uploaded: 'Uploaded',
  accepted: 'Accepted',
  needs_changes: 'Needs changes',
};
