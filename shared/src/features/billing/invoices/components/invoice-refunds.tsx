import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatDate } from '@firm/shared/domain/format';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { Section } from './invoice-facts';

export type InvoiceRefundsProps = { invoice: InvoiceDetail; onRecord: () => void };

/**
 * Money received beyond the invoice's total (an online payment that crossed a credit note or a
 * payment entered by hand) is kept and owed back. Shown only on an invoice that has held some: what is
 * still due back, Record refund, and the refunds made, by whom.
 */
export function InvoiceRefunds({ invoice, onRecord }: InvoiceRefundsProps) {
  if (invoice.excess_paise === 0 && invoice.refunds.length === 0) return null;
  return (
    <Section title="Refunds">
      {invoice.excess_paise > 0 ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRecord}>
              Record refund
            </Button>
          }
          sx={{ mb: 2 }}
        >
          Refund due: {formatPaiseIndian(invoice.excess_paise)} was received beyond the invoice amount. Pay it back to the client, then
          record the refund.
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }}>
          Refunded in full: nothing received beyond the invoice amount is held.
        </Alert>
      )}
      {invoice.refunds.length ? (
        <TableContainer>
          <Table size="small" aria-label="Refunds">
            <TableHead>
              <TableRow>
                <TableCell>Refund Date</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Reference / Note</TableCell>
                <TableCell>Recorded By</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.refunds.map((r) => (
                <TableRow key={r.refund_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.refund_date)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPaiseIndian(r.amount_paise)}
                  </TableCell>
                  <TableCell>
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {[r.reference, r.note].filter(Boolean).join(' · ')}
                    </Box>
                  </TableCell>
                  <TableCell>{r.recorded_by_name ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Section>
  );
}
