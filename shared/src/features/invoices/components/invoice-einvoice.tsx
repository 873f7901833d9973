import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@firm/shared/domain/format';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { useRetryEinvoice } from '../api/einvoice';
import { EinvoiceChip } from './einvoice-chip';

const WHEN_NOT_REGISTERED = 'Until its IRN is registered this invoice is not a valid B2B tax invoice, and it is not mailed to the client.';

/** The invoice's e-invoice (issue 26): IRN, acknowledgement, or why it failed and a retry. Nothing when not e-invoiced. */
export function InvoiceEinvoice({ invoice }: { invoice: InvoiceDetail }) {
  const retry = useRetryEinvoice(invoice.invoice_id);
  const e = invoice.einvoice;
  if (!e) return null;
  const retryable = (e.status === 'failed' || e.status === 'pending') && invoice.status !== 'cancelled';
  const handleRetry = () =>
    retry.mutate(undefined, {
      onSuccess: ({ message, detail }) => notify({ variant: detail.einvoice?.status === 'registered' ? 'success' : 'error', message }),
      onError: (error) =>
        notify({
          variant: 'error',
          message: serverText(toHttpFailure(error)) ?? 'Unable to retry the IRN registration. Please try again.',
        }),
    });

  return (
    <Box component="section" aria-labelledby="einvoice-heading">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id="einvoice-heading" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          e-Invoice
        </Typography>
        <EinvoiceChip status={e.status} />
      </Stack>
      {e.irn ? (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            IRN
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {e.irn}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Ack No.
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {e.ack_no}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Ack Date
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatDateTime(e.ack_date)}
          </Typography>
          {e.cancellable_until ? (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                Cancellable until
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {formatDateTime(e.cancellable_until)}
              </Typography>
            </>
          ) : null}
        </Box>
      ) : null}
      {retryable ? (
        <Alert
          severity={e.status === 'failed' ? 'error' : 'warning'}
          action={
            <Button color="inherit" size="small" onClick={handleRetry} disabled={retry.isPending}>
              {retry.isPending ? 'Registering…' : 'Retry IRN registration'}
            </Button>
          }
          sx={{ alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {e.failure ?? 'The IRN registration has not finished.'}
          </Typography>
          <Typography variant="body2">{WHEN_NOT_REGISTERED}</Typography>
        </Alert>
      ) : null}
    </Box>
  );
}
