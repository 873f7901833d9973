import { Chip } from '@mui/material';
import type { DocumentRequestState } from '@firm/shared/domain/document-request';
import { DOCUMENT_REQUEST_STATE_LABELS } from '../document-labels';

const COLOURS: Record<DocumentRequestState, 'default' | 'info' | 'success' | 'warning'> = {
  requested: 'default',
  uploaded: 'info',
  accepted: 'success',
  needs_changes: 'warning',
};

export type DocumentStateChipProps = { state: DocumentRequestState };

/** A request's state in words and colour: requested, uploaded, accepted, needs changes. */
export function DocumentStateChip({ state }: DocumentStateChipProps) {
  return <Chip size="small" label={DOCUMENT_REQUEST_STATE_LABELS[state]} color={COLOURS[state]} sx={{ fontWeight: 600 }} />;
}
