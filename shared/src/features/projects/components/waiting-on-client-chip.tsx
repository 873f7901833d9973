import { Chip } from '@mui/material';
import { documentRequestTexts } from '@firm/shared/domain/document-request';

/** The Project has a required document the client still owes; its workflow status is untouched. */
export function WaitingOnClientChip() {
  // The theme's warning text (#b45309) falls under 4.5:1 on an overdue row's tint: one shade darker.
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label={documentRequestTexts.waitingOnClient}
      sx={{ fontWeight: 600, color: '#92400e', borderColor: '#92400e' }}
    />
  );
}
