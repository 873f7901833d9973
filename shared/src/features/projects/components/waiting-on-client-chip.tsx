import { Chip } from '@mui/material';
import { documentRequestTexts } from '@firm/shared/domain/document-request';

/** Issue 25: the Project has a required document the client still owes; its workflow status is untouched. */
export function WaitingOnClientChip() {
  return <Chip size="small" variant="outlined" color="warning" label={documentRequestTexts.waitingOnClient} sx={{ fontWeight: 600 }} />;
}
