import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { formatPaise } from '@firm/shared/domain/format';
import type { ClientInvoice } from '@firm/shared/domain/client-portal';
import { UpiQrCode } from './upi-qr-code';

// Pay an invoice from a UPI app. The code and the link are the server's upi_link (NPCI's
// upi://pay for what is due now), so a scan or a tap pays exactly the amount shown. The firm records the
// payment when it arrives (with the UPI reference); the row follows once it is recorded.

export const UPI_TEXT = {
  title: 'Pay by UPI',
  scan: 'Scan this code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank’s app).',
  openApp: 'Pay by UPI app',
  recorded: 'Your payment shows here once the firm has recorded it.',
  close: 'Close',
  qrLabel: (amount: string, invoiceNumber: string) => `UPI QR code to pay ${amount} for invoice ${invoiceNumber}`,
} as const;

export type UpiPayDialogProps = { invoice: ClientInvoice & { upi_link: string }; open: boolean; onClose: () => void };

export function UpiPayDialog({ invoice, open, onClose }: UpiPayDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const amount = formatPaise(invoice.outstanding_paise);
  const payee = new URLSearchParams(invoice.upi_link.split('?')[1] ?? '');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="upi-pay-title">
      <DialogTitle id="upi-pay-title">{UPI_TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Invoice {invoice.invoice_number}
          </Typography>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }} aria-label={`Amount due ${amount}`}>
            {amount}
          </Typography>
          <Box sx={{ p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}>
            <UpiQrCode text={invoice.upi_link} size={phone ? 208 : 232} label={UPI_TEXT.qrLabel(amount, invoice.invoice_number)} />
          </Box>
          <Typography variant="body2">
            {payee.get('pn')} · {payee.get('pa')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {UPI_TEXT.scan}
          </Typography>
          {phone ? (
            <Button variant="contained" fullWidth component="a" href={invoice.upi_link}>
              {UPI_TEXT.openApp}
            </Button>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {UPI_TEXT.recorded}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{UPI_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
