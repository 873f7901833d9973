import { Box, Stack, Typography } from '@mui/material';
import type { CreditNote } from '@firm/shared/domain/credit-note';
import { EinvoiceChip, IrnFacts, IrnRetryNotice, irnRetryable, retryIrn } from '../../components/einvoice-state';
import { useRetryCreditNoteEinvoice } from '../../api/credit-notes';

// A registered client's and an export's credit notes alike are registered.
const WHEN_NOT_REGISTERED = 'Until its IRN is registered this credit note is not a valid credit note.';

/** The credit note's own e-invoice (CRN): IRN and acknowledgement, or why it failed and a retry. Nothing when not e-invoiced. */
export function CreditNoteEinvoice({ note }: { note: CreditNote }) {
  const retry = useRetryCreditNoteEinvoice(note.credit_note_id);
  const e = note.einvoice;
  if (!e) return null;
  const retryable = irnRetryable(e, note.status);
  const handleRetry = () =>
    retryIrn(retry, ({ message, note: now }) => ({
      registered: now.einvoice?.status === 'registered',
      message: message || 'IRN registration failed',
    }));
  return (
    <Box component="section" aria-label="e-Invoice">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2">e-Invoice</Typography>
        <EinvoiceChip status={e.status} />
      </Stack>
      <Stack spacing={1.5}>
        <IrnFacts einvoice={e} />
        {retryable ? (
          <IrnRetryNotice einvoice={e} consequence={WHEN_NOT_REGISTERED} retrying={retry.isPending} onRetry={handleRetry} />
        ) : null}
      </Stack>
    </Box>
  );
}
