import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatDateTime } from '@firm/shared/domain/format';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { InvoiceDetail, InvoicePayment } from '@firm/shared/domain/invoice';
import { Section } from './invoice-facts';

const METHOD_LABELS: Record<InvoicePayment['method'], string> = {
  manual: 'Recorded by hand',
  razorpay: 'Online (Razorpay)',
  sandbox: 'Online (test)',
  reversal: 'Reversal',
};

function entryText(payment: InvoicePayment, all: readonly InvoicePayment[]): string {
  if (payment.reverses_id === null) return METHOD_LABELS[payment.method];
  const reversed = all.find((p) => p.payment_id === payment.reverses_id);
  return reversed ? `Reversal of the entry of ${formatDateTime(reversed.created_at)}` : 'Reversal';
}

/** Every payment entry, oldest first: what was received, what was reversed, by whom and when. */
export function PaymentHistory({ payments }: { payments: InvoiceDetail['payments'] }) {
  return (
    <Section title="Payment History">
      {payments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No payments recorded yet.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Payment history">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Entry</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Reference / Note</TableCell>
                <TableCell>Recorded By</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.payment_id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.created_at)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      {entryText(p, payments)}
                      {p.reversed ? <Chip size="small" label="Reversed" variant="outlined" /> : null}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: p.amount_paise < 0 ? 'error.main' : undefined }}>
                    {formatPaiseIndian(p.amount_paise)}
                  </TableCell>
                  <TableCell>{[p.reference, p.note].filter(Boolean).join(' · ') || '—'}</TableCell>
                  <TableCell>{p.recorded_by_name ?? (p.method === 'manual' || p.method === 'reversal' ? '—' : 'Customer')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

/** The invoice's credit notes: number with its status, day and amount. */
export function InvoiceCreditNotes({ creditNotes }: { creditNotes: InvoiceDetail['credit_notes'] }) {
  return (
    <Section title="Credit Notes">
      {creditNotes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No credit notes against this invoice.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Credit notes of the invoice">
            <TableHead>
              <TableRow>
                <TableCell>Credit Note</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {creditNotes.map((c) => (
                <TableRow key={c.credit_note_id}>
                  <TableCell>
                    {/* The status beside the number, where a phone's narrow table still shows it (a cancelled
                        credit note stays listed, its credit given back to the invoice). */}
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        {c.credit_note_number}
                      </Box>
                      <Chip
                        size="small"
                        label={c.status === 'cancelled' ? 'Cancelled' : 'Issued'}
                        color={c.status === 'cancelled' ? 'default' : 'success'}
                        variant={c.status === 'cancelled' ? 'outlined' : 'filled'}
                      />
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.credit_note_date)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPaiseIndian(c.total_paise)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}
