import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { formatPaise } from '@firm/shared/domain/format';
import type { PaymentOrder } from '@firm/shared/domain/payment';
import { FormDialog } from '@firm/shared/ui';

export type SandboxChoice = 'pay' | 'fail';

export type SandboxCheckoutDialogProps = {
  order: PaymentOrder;
  /** The choice being sent, while the sandbox and verify-payment answer. */
  busy: SandboxChoice | null;
  onChoose: (choice: SandboxChoice) => void;
  /** Cancel, the close button or Escape: the checkout was dismissed. */
  onDismiss: () => void;
};

/**
 * The sandbox's checkout step (no Razorpay keys): it stands where Razorpay's window would, so
 * the whole flow (paid, failed, dismissed) runs offline. Nothing here takes money.
 */
export function SandboxCheckoutDialog({ order, busy, onChoose, onDismiss }: SandboxCheckoutDialogProps) {
  const amount = formatPaise(order.amount);
  return (
    <FormDialog
      open
      title="Sandbox checkout"
      onClose={onDismiss}
      preventClose={busy !== null}
      maxWidth="xs"
      onSubmit={() => onChoose('pay')}
      actions={
        <>
          <Button onClick={onDismiss} disabled={busy !== null}>
            Cancel
          </Button>
          <Button color="error" variant="outlined" onClick={() => onChoose('fail')} disabled={busy !== null}>
            {busy === 'fail' ? 'Failing...' : 'Fail payment'}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy !== null}
            startIcon={busy === 'pay' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {busy === 'pay' ? 'Paying...' : `Pay ${amount}`}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Alert severity="info">Test mode: no money moves. This step stands in for Razorpay while the portal has no payment keys.</Alert>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Pay to
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{order.merchant_name}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            For
          </Typography>
          <Typography>{order.description}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            Amount
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {amount}
          </Typography>
        </Box>
      </Stack>
    </FormDialog>
  );
}
