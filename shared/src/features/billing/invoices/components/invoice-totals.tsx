import { Box, Paper, Typography } from '@mui/material';
import { FigureText } from '@firm/shared/ui';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { InvoiceListSummary } from '@firm/shared/domain/invoice';

const TOTALS: { key: 'total_paise' | 'paid_paise' | 'credited_paise' | 'amount_due_paise'; label: string }[] = [
  { key: 'total_paise', label: 'Invoice Amount' },
  { key: 'paid_paise', label: 'Paid' },
  { key: 'credited_paise', label: 'Credit Notes' },
  { key: 'amount_due_paise', label: 'Amount Due' },
];

/** The money of the invoices the filters leave, both tabs (the server's sums, in paise). */
export function InvoiceTotals({ summary }: { summary: InvoiceListSummary }) {
  return (
    <Box
      component="ul"
      aria-label="Invoice totals"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2, p: 0, m: 0, mb: 3 }}
    >
      {TOTALS.map(({ key, label }) => (
        <Paper component="li" key={key} variant="outlined" sx={{ listStyle: 'none', p: 2, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <FigureText variant="h6" value={formatPaiseIndian(summary[key])} />
        </Paper>
      ))}
    </Box>
  );
}
