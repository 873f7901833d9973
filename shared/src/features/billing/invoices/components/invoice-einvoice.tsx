import { Box, Stack, Typography } from '@mui/material';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { EinvoiceChip, IrnFacts, IrnRetryNotice, irnRetryable, retryIrn } from '../../components/einvoice-state';
import { useRetryEinvoice } from '../../api/einvoice';

// B2B and export invoices alike are registered: either is not a valid tax invoice until it has its IRN.
const WHEN_NOT_REGISTERED = 'Until its IRN is registered this invoice is not a valid tax invoice, and it is not mailed to the client.';

/** The invoice's e-invoice: IRN, acknowledgement, or why it failed and a retry. Nothing when not e-invoiced. */
export function InvoiceEinvoice({ invoice }: { invoice: InvoiceDetail }) {
  const retry = useRetryEinvoice(invoice.invoice_id);
  const e = invoice.einvoice;
  if (!e) return null;
  const retryable = irnRetryable(e, invoice.status);
  const handleRetry = () => retryIrn(retry, ({ message, detail }) => ({ registered: detail.einvoice?.status === 'registered', message }));

  return (
    <Box component="section" aria-labelledby="einvoice-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="einvoice-heading" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          e-Invoice
        </Typography>
        <EinvoiceChip status={e.status} />
      </Stack>
      <IrnFacts einvoice={e} showCancellableUntil />
      {retryable ? (
        <IrnRetryNotice einvoice={e} consequence={WHEN_NOT_REGISTERED} retrying={retry.isPending} onRetry={handleRetry} />
      ) : null}
    </Box>
  );
}
