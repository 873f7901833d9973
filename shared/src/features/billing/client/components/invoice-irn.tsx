import { Box, Typography } from '@mui/material';
import type { ClientInvoice } from '@firm/shared/domain/client-portal';
import { formatDate } from '@firm/shared/domain/format';
import { TruncatedText } from '@firm/shared/ui';

export type InvoiceIrnProps = { einvoice: NonNullable<ClientInvoice['einvoice']> };

/**
 * An e-invoiced invoice's IRN and acknowledgement, small under its number: what the client's
 * accountant checks. The 64-character IRN is cut to the column with the whole of it in a tooltip.
 */
export function InvoiceIrn({ einvoice }: InvoiceIrnProps) {
  return (
    <Box sx={{ mt: 0.25, maxWidth: 190, fontWeight: 400, whiteSpace: 'normal' }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
        <span>IRN</span>
        <Box component="span" sx={{ minWidth: 0, flex: 1, fontFamily: 'monospace' }}>
          <TruncatedText text={einvoice.irn} maxWidth="100%" />
        </Box>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        Ack No. {einvoice.ack_no}, dated {formatDate(einvoice.ack_date)}
      </Typography>
    </Box>
  );
}
