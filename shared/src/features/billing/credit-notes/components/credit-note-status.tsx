import { Chip } from '@mui/material';
import type { CreditNote } from '@firm/shared/domain/credit-note';

const LABELS: Record<CreditNote['status'], string> = { issued: 'Issued', cancelled: 'Cancelled' };

/** Spec 02 §4: green for issued, grey otherwise. */
export function CreditNoteStatus({ status }: { status: CreditNote['status'] }) {
  return (
    <Chip
      size="small"
      label={LABELS[status]}
      color={status === 'issued' ? 'success' : 'default'}
      variant={status === 'issued' ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600 }}
    />
  );
}
